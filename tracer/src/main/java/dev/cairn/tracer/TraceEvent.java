package dev.cairn.tracer;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * One evaluator event as the tracer keeps it. {@code negated} marks events recorded while a
 * {@code not} was being tried: what the negated expression read is the reason it failed.
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
    SPLICE
  }

  final Kind kind;
  final String name;
  final List<Value> values;
  final boolean negated;
  /** For {@link Kind#SPLICE}: the events brought in; null otherwise. */
  final List<TraceEvent> events;
  /** A built-in's result, filled in when the evaluator reports it; null if undefined. */
  Value result;

  TraceEvent(Kind kind, String name, List<Value> values, boolean negated) {
    this(kind, name, values, negated, null);
  }

  private TraceEvent(Kind kind, String name, List<Value> values, boolean negated, List<TraceEvent> events) {
    this.kind = kind;
    this.name = name;
    this.values = values;
    this.negated = negated;
    this.events = events;
  }

  /** Brings {@code events} in by reference; they keep their own roles. */
  static TraceEvent splice(List<TraceEvent> events) {
    return new TraceEvent(Kind.SPLICE, null, List.of(), false, events);
  }
}
