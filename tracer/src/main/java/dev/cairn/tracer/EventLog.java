package dev.cairn.tracer;

import dev.cairn.engine.value.Value;
import java.util.Arrays;
import java.util.List;

/**
 * The tracer's log of the derivation in progress: parallel arrays cut back in place on every
 * backtrack, which happens for almost every element the evaluator iterates over. Most events are
 * dropped again moments after they are recorded, so an event is stored as a few array slots and
 * becomes a {@link TraceEvent} object only when a derivation keeps it ({@link #since}); each slot
 * remembers its object, so a range kept twice shares the same events.
 */
final class EventLog {
  private static final byte NEGATED = 0x40;
  private static final TraceEvent.Kind[] KINDS = TraceEvent.Kind.values();

  private byte[] kinds;
  /** A unification's left side, a term's value, a call's arguments, a splice's events. */
  private Object[] first;
  /** A unification's right side, a call's or a consumed rule's name. */
  private Object[] second;
  private Value[] results;
  private TraceEvent[] made;
  private int size;

  EventLog(int capacity) {
    kinds = new byte[capacity];
    first = new Object[capacity];
    second = new Object[capacity];
    results = new Value[capacity];
    made = new TraceEvent[capacity];
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /** Whether the last event is a {@link TraceEvent.Kind#CONSUMED} of {@code name}. */
  boolean lastConsumed(String name) {
    return size > 0
        && (kinds[size - 1] & ~NEGATED) == TraceEvent.Kind.CONSUMED.ordinal()
        && name.equals(second[size - 1]);
  }

  void addUnify(Value left, Value right, boolean negated) {
    add(TraceEvent.Kind.UNIFY, negated, left, right);
  }

  void addTerm(Value value, boolean negated) {
    add(TraceEvent.Kind.TERM, negated, value, null);
  }

  /** A call with arguments never changed afterwards; returns its index, for {@link #setResult}. */
  int addBuiltin(String name, List<Value> args, boolean negated) {
    add(TraceEvent.Kind.BUILTIN, negated, args, name);
    return size - 1;
  }

  void setResult(int index, Value result) {
    if (index < size) {
      results[index] = result;
    }
  }

  void addMissing(List<Value> values, boolean negated) {
    add(TraceEvent.Kind.MISSING, negated, values, null);
  }

  void addConsumed(String rule) {
    add(TraceEvent.Kind.CONSUMED, false, null, rule);
  }

  /** Brings {@code events} in by reference; they keep their own roles. */
  void addSplice(List<TraceEvent> events) {
    add(TraceEvent.Kind.SPLICE, false, events, null);
  }

  private void add(TraceEvent.Kind kind, boolean negated, Object a, Object b) {
    if (size == kinds.length) {
      grow(size + 1);
    }
    int i = size++;
    kinds[i] = (byte) (kind.ordinal() | (negated ? NEGATED : 0));
    first[i] = a;
    second[i] = b;
    results[i] = null;
    made[i] = null;
  }

  /** Appends the events of {@code other} from {@code from} on, in one copy. */
  void addFrom(EventLog other, int from) {
    int start = Math.max(from, 0);
    int n = other.size - start;
    if (n <= 0) {
      return;
    }
    if (size + n > kinds.length) {
      grow(size + n);
    }
    System.arraycopy(other.kinds, start, kinds, size, n);
    System.arraycopy(other.first, start, first, size, n);
    System.arraycopy(other.second, start, second, size, n);
    System.arraycopy(other.results, start, results, size, n);
    System.arraycopy(other.made, start, made, size, n);
    size += n;
  }

  private void grow(int needed) {
    int capacity = Math.max(Math.max(needed, 16), kinds.length * 2);
    kinds = Arrays.copyOf(kinds, capacity);
    first = Arrays.copyOf(first, capacity);
    second = Arrays.copyOf(second, capacity);
    results = Arrays.copyOf(results, capacity);
    made = Arrays.copyOf(made, capacity);
  }

  /** The events from {@code from} on, as a list of their own. */
  List<TraceEvent> since(int from) {
    int start = Math.min(Math.max(from, 0), size);
    TraceEvent[] out = new TraceEvent[size - start];
    for (int i = start; i < size; i++) {
      TraceEvent e = made[i];
      if (e == null) {
        e = event(i);
        made[i] = e;
      }
      out[i - start] = e;
    }
    return Arrays.asList(out);
  }

  @SuppressWarnings("unchecked")
  private TraceEvent event(int i) {
    boolean negated = (kinds[i] & NEGATED) != 0;
    TraceEvent.Kind kind = KINDS[kinds[i] & ~NEGATED];
    return switch (kind) {
      case UNIFY -> TraceEvent.unify((Value) first[i], (Value) second[i], negated);
      case TERM -> TraceEvent.term((Value) first[i], negated);
      case BUILTIN -> TraceEvent.call((String) second[i], (List<Value>) first[i], results[i], negated);
      case MISSING -> TraceEvent.of(kind, null, (List<Value>) first[i], negated);
      case CONSUMED -> TraceEvent.of(kind, (String) second[i], List.of(), false);
      case SPLICE -> TraceEvent.splice((List<TraceEvent>) first[i]);
    };
  }

  /**
   * Drops the events from {@code newSize} on. Their slots keep their references until reused:
   * clearing them on every backtrack would cost more than the log ever holds on to.
   */
  void truncate(int newSize) {
    int n = Math.max(newSize, 0);
    if (n < size) {
      size = n;
    }
  }
}
