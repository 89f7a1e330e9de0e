package dev.cairn.cli.conftest;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

/**
 * An evaluation trace in the spirit of OPA's ({@code Enter}, {@code Eval}, {@code Exit}, {@code
 * Fail}, {@code Note} for {@code trace(msg)}, nested with {@code |}), for {@code --trace} and
 * {@code --report}: the rules and functions evaluated, the built-ins called and the unifications
 * made, with their positions. Backtracked events are kept: a trace shows everything tried.
 */
final class TraceListener implements EvalListener {
  private final List<TraceEvent> events = new ArrayList<>();
  private final Deque<TraceEvent> scopes = new ArrayDeque<>();
  private int checkpoints;

  List<TraceEvent> events() {
    return events;
  }

  /** The trace as {@code conftest test --trace} prints it, one line per event. */
  List<String> lines() {
    return events.stream().map(TraceEvent::line).toList();
  }

  private TraceEvent add(String op, String text, Location at) {
    TraceEvent e = new TraceEvent(scopes.size(), op, text, at);
    events.add(e);
    return e;
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    scopes.push(add("Enter", name != null ? name : scope.name().toLowerCase(Locale.ROOT), location));
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    TraceEvent entered = scopes.poll();
    add(succeeded ? "Exit" : "Fail", entered == null ? "" : entered.text(), entered == null ? null : entered.location());
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    if (name.equals("trace") && args.size() == 1) {
      add("Note", String.valueOf(args.get(0)), location);
      return;
    }
    StringBuilder sb = new StringBuilder(name).append('(');
    for (int i = 0; i < args.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(args.get(i));
    }
    add("Eval", sb.append(')').toString(), location);
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    add("Eval", left + " = " + right, location);
  }

  @Override
  public void term(Value value, Location location) {
    add("Eval", String.valueOf(value), location);
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    add("Fail", "undefined " + missing, location);
  }

  @Override
  public void yield(Scope scope, Value value) {}

  @Override
  public int checkpoint() {
    return checkpoints++;
  }

  @Override
  public void restore(int checkpoint) {}

  @Override
  public void cached(String name, Value value) {
    add("Redo", name + " (cached) = " + value, null);
  }
}
