package dev.cairn.cli.conftest;

import dev.cairn.engine.QueryTracer;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An evaluation trace in the spirit of OPA's ({@code Enter}, {@code Eval}, {@code Exit}, {@code
 * Fail}, {@code Note} for {@code trace(msg)}, nested with {@code |}), for {@code --trace} and
 * {@code --report}: the rules and functions evaluated, the built-ins called and the unifications
 * made, with their positions. Backtracked events are kept: a trace shows everything tried. A
 * user-level {@link QueryTracer}: it needs nothing of the evaluator's internal hooks.
 */
final class TraceListener implements QueryTracer {
  private final List<TraceLine> events = new ArrayList<>();

  List<TraceLine> events() {
    return events;
  }

  /** The trace as {@code conftest test --trace} prints it, one line per event. */
  List<String> lines() {
    return events.stream().map(TraceLine::line).toList();
  }

  @Override
  public void trace(Event e) {
    List<Value> values = e.values();
    String text =
        switch (e.op()) {
          case ENTER, EXIT -> scopeText(e);
          case FAIL -> e.node() == Node.REFERENCE ? "undefined " + values.subList(1, values.size()) : scopeText(e);
          case EVAL -> e.node() == Node.CALL ? call(e.name(), values) : String.valueOf(values.get(0));
          case UNIFY -> values.get(0) + " = " + values.get(1);
          case NOTE -> String.valueOf(values.get(0));
          case REDO -> e.name() + " (cached) = " + values.get(0);
        };
    events.add(new TraceLine(e.depth(), op(e.op()), text, e.location()));
  }

  private static String scopeText(Event e) {
    return e.name() != null ? e.name() : e.node().name().toLowerCase(Locale.ROOT);
  }

  /** OPA's word for the op; a unification is an {@code Eval} line in conftest's trace. */
  private static String op(Op op) {
    return switch (op) {
      case ENTER -> "Enter";
      case EXIT -> "Exit";
      case EVAL, UNIFY -> "Eval";
      case FAIL -> "Fail";
      case REDO -> "Redo";
      case NOTE -> "Note";
    };
  }

  private static String call(String name, List<Value> args) {
    StringBuilder sb = new StringBuilder(name).append('(');
    for (int i = 0; i < args.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(args.get(i));
    }
    return sb.append(')').toString();
  }
}
