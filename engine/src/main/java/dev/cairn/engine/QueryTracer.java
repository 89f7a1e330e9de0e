package dev.cairn.engine;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Objects;

/**
 * Watches an evaluation step by step, as OPA's {@code topdown.QueryTracer} does: set one with
 * {@link EvalOptions.Builder#tracer} and it receives an {@link Event} for every rule or function
 * entered and left, every built-in call, unification and expression evaluated, every reference
 * that came out undefined, every rule value reused and every {@code trace(msg)}. Events arrive in
 * evaluation order, on the evaluating thread, and backtracked work is reported too: a trace shows
 * everything tried, not only what succeeded.
 *
 * <p>An evaluation without a tracer creates no events and pays nothing for this interface.
 */
@FunctionalInterface
public interface QueryTracer {
  /** One step of the evaluation; {@code event} is immutable and may be kept. */
  void trace(Event event);

  /** What happened, in OPA's words. */
  enum Op {
    /** A rule, function, negation, {@code every} or comprehension is about to be evaluated. */
    ENTER,
    /** The node entered last produced at least one result and is done. */
    EXIT,
    /** A built-in call (operators included) is about to run, or a standalone expression has a value. */
    EVAL,
    /** Two terms are unified: {@code =}, {@code :=}, iteration, argument and head matching. */
    UNIFY,
    /** The node entered last produced nothing, or a reference ran past the data it reads. */
    FAIL,
    /** A rule's or function's value is taken from this evaluation's cache instead of derived again. */
    REDO,
    /** A {@code trace(msg)} call: the message is the event's only value. */
    NOTE
  }

  /** What an event is about. */
  enum Node {
    RULE,
    FUNCTION,
    NEGATION,
    EVERY,
    COMPREHENSION,
    /** A built-in call ({@code count(x)}, {@code x > 1}); {@link Event#name} is the built-in's. */
    CALL,
    /** A unification; the values are its left and right sides. */
    UNIFICATION,
    /** A standalone expression ({@code input.enabled}); the value is what it evaluated to. */
    EXPRESSION,
    /** A reference into a document; the values are the last value found and the missing keys. */
    REFERENCE
  }

  /**
   * One tracing event. {@code name} is the rule or function path ({@code data.app.allow}) or the
   * built-in name, else null; {@code location} is where the node is in the policy source (null
   * when it has none, as for {@link Op#REDO}); {@code values} are the node's values with every
   * variable already replaced by what it is bound to:
   *
   * <ul>
   *   <li>{@link Op#ENTER}, {@link Op#EXIT}, {@link Op#FAIL} of a scope: none;
   *   <li>{@link Op#EVAL} of a {@link Node#CALL}: the arguments; of an {@link Node#EXPRESSION}:
   *       its value;
   *   <li>{@link Op#UNIFY}: the left and the right side;
   *   <li>{@link Op#FAIL} of a {@link Node#REFERENCE}: the last value that existed, then the keys
   *       that did not;
   *   <li>{@link Op#REDO}: the cached value (for a set or object rule, one element, or a {@code
   *       [key, value]} pair);
   *   <li>{@link Op#NOTE}: the message.
   * </ul>
   *
   * {@code depth} is how many entered nodes the event is nested in: an {@link Op#ENTER} and its
   * {@link Op#EXIT} or {@link Op#FAIL} have the same depth, the events between them one more.
   */
  record Event(Op op, Node node, String name, Location location, List<Value> values, int depth) {
    public Event {
      Objects.requireNonNull(op, "op");
      Objects.requireNonNull(node, "node");
      Objects.requireNonNull(values, "values");
    }

    /** {@code | | EVAL CALL count([1, 2]) at policy.rego:4:3}: one readable line. */
    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("| ".repeat(depth)).append(op).append(' ').append(node);
      if (name != null) {
        sb.append(' ').append(name);
      }
      if (!values.isEmpty()) {
        sb.append(' ').append(values);
      }
      if (location != null && location.line() > 0) {
        sb.append(" at ").append(location);
      }
      return sb.toString();
    }
  }
}
