package dev.cairn.cli.conftest;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.eval.EvalListener;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * An evaluation trace in the spirit of OPA's ({@code Enter}, {@code Eval}, {@code Exit}, {@code
 * Fail}, nested with {@code |}), for {@code --trace}: the rules and functions evaluated, the
 * built-ins called and the unifications made, with their positions. Backtracked events are kept:
 * a trace shows everything tried.
 */
final class TraceListener implements EvalListener {
  private final List<String> lines = new ArrayList<>();
  private final Deque<String> scopes = new ArrayDeque<>();
  private int checkpoints;

  List<String> lines() {
    return lines;
  }

  private void line(String op, String text, Location at) {
    String where = at == null || at.line() == 0 ? "" : " (" + at + ")";
    lines.add("| ".repeat(scopes.size()) + op + " " + text + where);
  }

  @Override
  public void enter(Scope scope, String name, Location location) {
    String what = name != null ? name : scope.name().toLowerCase(java.util.Locale.ROOT);
    line("Enter", what, location);
    scopes.push(what);
  }

  @Override
  public void exit(Scope scope, boolean succeeded) {
    String what = scopes.isEmpty() ? "" : scopes.pop();
    line(succeeded ? "Exit" : "Fail", what, null);
  }

  @Override
  public void builtin(String name, List<Value> args, Location location) {
    StringBuilder sb = new StringBuilder(name).append('(');
    for (int i = 0; i < args.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(args.get(i));
    }
    line("Eval", sb.append(')').toString(), location);
  }

  @Override
  public void unify(Value left, Value right, Location location) {
    line("Eval", left + " = " + right, location);
  }

  @Override
  public void term(Value value, Location location) {
    line("Eval", String.valueOf(value), location);
  }

  @Override
  public void missing(Value base, List<Value> missing, Location location) {
    line("Fail", "undefined " + missing, location);
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
    line("Redo", name + " (cached) = " + value, null);
  }
}
