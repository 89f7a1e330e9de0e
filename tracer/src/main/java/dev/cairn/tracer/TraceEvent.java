package dev.cairn.tracer;

import dev.cairn.engine.provenance.ArgumentMove;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * One evaluator event as the tracer keeps it. {@code negated} marks events recorded while a
 * {@code not} was being tried: what the negated expression read is the reason it failed.
 *
 * <p>The {@link EventLog} makes these objects only for the events a derivation keeps; one or two
 * values are kept in fields and made a list only when a derivation is attributed.
 */
final class TraceEvent {
  enum Kind {
    UNIFY,
    BUILTIN,
    TERM,
    MISSING,
    /** The derivation read a multi-value or partial-object rule ({@code name}). */
    CONSUMED,
    /** Events derived elsewhere (a cached rule value, a function call) that this derivation reads. */
    SPLICE,
    /**
     * A function call's events derived on other input nodes of equal value, which this
     * derivation read on its own ({@link #move}).
     */
    MOVED,
    /** An iteration over a collection began: what a search that finds nothing searched. */
    SEARCH,
    /** A value the policy bound or computed was found among a collection's keys (its values: key, found). */
    LOOKUP,
    /**
     * The evidence of one failure begins: a {@code not}'s operand, or a search that matched
     * nothing ({@link #evidence}). Ranking summarises what it reads when that fans out.
     */
    GROUP_START,
    GROUP_END
  }


  final Kind kind;
  final String name;
  final boolean negated;
  /** For {@link Kind#SPLICE} and {@link Kind#MOVED}: the events brought in; null otherwise. */
  final List<TraceEvent> events;
  /** For {@link Kind#MOVED}: the arguments moved between; null otherwise. */
  final ArgumentMove move;
  /**
   * A built-in's result; for a {@link Kind#SPLICE} of a rule or call, the value it brought (null
   * if undefined).
   */
  final Value result;
  /** For {@link Kind#SPLICE}: the call returned one of its arguments, the very value passed in. */
  final boolean passedThrough;
  /** The values as a list (built-in arguments, missing keys), or null when kept in fields. */
  private final List<Value> list;
  private final Value first;
  private final Value second;

  private TraceEvent(
      Kind kind, String name, boolean negated, List<TraceEvent> events, List<Value> list, Value first, Value second) {
    this(kind, name, negated, events, list, first, second, null, null, false);
  }

  private TraceEvent(
      Kind kind,
      String name,
      boolean negated,
      List<TraceEvent> events,
      List<Value> list,
      Value first,
      Value second,
      Value result,
      ArgumentMove move,
      boolean passedThrough) {
    this.move = move;
    this.passedThrough = passedThrough;
    this.result = result;
    this.kind = kind;
    this.name = name;
    this.negated = negated;
    this.events = events;
    this.list = list;
    this.first = first;
    this.second = second;
  }

  /** An event with a list of values that is never changed afterwards. */
  static TraceEvent of(Kind kind, String name, List<Value> values, boolean negated) {
    return new TraceEvent(kind, name, negated, null, values, null, null);
  }

  /** A built-in call with its arguments and result (null if undefined). */
  static TraceEvent call(String name, List<Value> args, Value result, boolean negated) {
    return new TraceEvent(Kind.BUILTIN, name, negated, null, args, null, null, result, null, false);
  }

  static TraceEvent unify(Value left, Value right, boolean negated) {
    return new TraceEvent(Kind.UNIFY, null, negated, null, null, left, right);
  }

  static TraceEvent term(Value value, boolean negated) {
    return new TraceEvent(Kind.TERM, null, negated, null, null, value, null);
  }

  /**
   * Brings in by reference the events that derived {@code result} of rule or function {@code name}
   * (both null for a comprehension's); they keep their own roles.
   */
  static TraceEvent splice(List<TraceEvent> events, String name, Value result, boolean negated, boolean passedThrough) {
    return new TraceEvent(Kind.SPLICE, name, negated, events, List.of(), null, null, result, null, passedThrough);
  }

  private static final TraceEvent FAILURE_START = new TraceEvent(Kind.GROUP_START, null, false, null, null, null, null);
  private static final TraceEvent SEARCH_START = new TraceEvent(Kind.GROUP_START, null, true, null, null, null, null);
  private static final TraceEvent GROUP_END = new TraceEvent(Kind.GROUP_END, null, false, null, null, null, null);
  private static final TraceEvent FALLBACK_START = new TraceEvent(Kind.GROUP_START, null, false, null, null, null, null);

  /** The start of a failure's evidence; {@code evidence} when its reads are tests by themselves. */
  static TraceEvent groupStart(boolean evidence) {
    return evidence ? SEARCH_START : FAILURE_START;
  }

  /**
   * The start of what the definitions before an {@code else} branch or a {@code default} read
   * while failing: the reason the fallback's value was taken.
   */
  static TraceEvent fallbackStart() {
    return FALLBACK_START;
  }

  /** Whether this starts a fallback's evidence ({@link #fallbackStart}). */
  boolean fallback() {
    return this == FALLBACK_START;
  }

  static TraceEvent groupEnd() {
    return GROUP_END;
  }

  static TraceEvent lookup(Value key, Value found, boolean negated) {
    return new TraceEvent(Kind.LOOKUP, null, negated, null, null, key, found);
  }

  static TraceEvent search(Value collection, boolean negated) {
    return new TraceEvent(Kind.SEARCH, null, negated, null, null, collection, null);
  }

  /** Brings in {@code events} of a call on other nodes, read on the nodes {@code move} names. */
  static TraceEvent moved(List<TraceEvent> events, ArgumentMove move) {
    return new TraceEvent(Kind.MOVED, null, false, events, null, null, null, null, move, false);
  }

  /** How many values {@link #values()} has, without building the list. */
  int valueCount() {
    if (list != null) {
      return list.size();
    }
    return switch (kind) {
      case UNIFY, LOOKUP -> 2;
      case TERM, SEARCH -> 1;
      default -> 0;
    };
  }

  /** The value at {@code i} of {@link #values()}, without building the list. */
  Value value(int i) {
    if (list != null) {
      return list.get(i);
    }
    return i == 0 ? first : second;
  }

  /** The event's values: both sides of a unification, a term's value, a call's arguments. */
  List<Value> values() {
    if (list != null) {
      return list;
    }
    return switch (kind) {
      case UNIFY, LOOKUP -> List.of(first, second);
      case TERM, SEARCH -> List.of(first);
      default -> List.of();
    };
  }
}
