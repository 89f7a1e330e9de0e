package dev.cairn.tracer;

import dev.cairn.engine.value.Value;
import java.util.Arrays;
import java.util.List;

/**
 * The tracer's log of the derivation in progress: one array cut back in place on every backtrack,
 * which happens for almost every element the evaluator iterates over. Most events are dropped
 * again moments after they are recorded, so an event is stored as {@value #STRIDE} slots in a row
 * (its kind, two values, a call's result, and its object once made) and becomes a {@link
 * TraceEvent} only when a derivation keeps it ({@link #since}); a range kept twice shares the same
 * objects. A row of slots in one array makes the frequent copies of a few dropped events (see
 * {@link LocationTracer}) a single copy.
 */
final class EventLog {
  private static final int STRIDE = 5;
  private static final int KIND = 0;
  /** A unification's left side, a term's value, a call's arguments, a splice's events. */
  private static final int FIRST = 1;
  /** A unification's right side, a call's or a consumed rule's name. */
  private static final int SECOND = 2;
  private static final int RESULT = 3;
  private static final int MADE = 4;

  /**
   * Each kind, plain and negated, as the object stored in an event's kind slot; {@code passed}
   * marks a splice whose call returned one of its arguments.
   */
  private record Tag(TraceEvent.Kind kind, boolean negated, boolean passed) {}

  private static final Tag[] PLAIN = tags(false);
  private static final Tag[] NEGATED = tags(true);
  private static final Tag PASSED_SPLICE = new Tag(TraceEvent.Kind.SPLICE, false, true);
  private static final Tag PASSED_SPLICE_NEGATED = new Tag(TraceEvent.Kind.SPLICE, true, true);

  private static Tag[] tags(boolean negated) {
    TraceEvent.Kind[] kinds = TraceEvent.Kind.values();
    Tag[] out = new Tag[kinds.length];
    for (int i = 0; i < kinds.length; i++) {
      out[i] = new Tag(kinds[i], negated, false);
    }
    return out;
  }

  private Object[] slots;
  private int size;
  /** Counts the events ever written, so that a dropped range can be known to be intact. */
  private long writes;

  EventLog(int capacity) {
    slots = new Object[capacity * STRIDE];
  }

  int size() {
    return size;
  }

  /** Whether the last event is a {@link TraceEvent.Kind#CONSUMED} of {@code name}. */
  boolean lastConsumed(String name) {
    if (size == 0) {
      return false;
    }
    int at = (size - 1) * STRIDE;
    return ((Tag) slots[at + KIND]).kind() == TraceEvent.Kind.CONSUMED && name.equals(slots[at + SECOND]);
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
      slots[index * STRIDE + RESULT] = result;
    }
  }

  void addMissing(List<Value> values, boolean negated) {
    add(TraceEvent.Kind.MISSING, negated, values, null);
  }

  void addConsumed(String rule) {
    add(TraceEvent.Kind.CONSUMED, false, null, rule);
  }

  /** Brings {@code events} in by reference, as {@link TraceEvent#splice} tells. */
  void addSplice(List<TraceEvent> events, String name, Value result, boolean negated, boolean passed) {
    add(TraceEvent.Kind.SPLICE, negated, events, name);
    int at = (size - 1) * STRIDE;
    slots[at + RESULT] = result;
    if (passed) {
      slots[at + KIND] = negated ? PASSED_SPLICE_NEGATED : PASSED_SPLICE;
    }
  }

  void addLookup(Value key, Value found, boolean negated) {
    add(TraceEvent.Kind.LOOKUP, negated, key, found);
  }

  void addSearch(Value collection, boolean negated) {
    add(TraceEvent.Kind.SEARCH, negated, collection, null);
  }

  /** Brackets a failure's evidence (see {@link TraceEvent.Kind#GROUP_START}). */
  void addGroupStart(boolean evidence) {
    add(TraceEvent.Kind.GROUP_START, evidence, null, null);
  }

  void addGroupEnd() {
    add(TraceEvent.Kind.GROUP_END, false, null, null);
  }

  private void add(TraceEvent.Kind kind, boolean negated, Object a, Object b) {
    int at = size * STRIDE;
    if (at == slots.length) {
      grow(size + 1);
    }
    Object[] s = slots;
    s[at + KIND] = (negated ? NEGATED : PLAIN)[kind.ordinal()];
    s[at + FIRST] = a;
    s[at + SECOND] = b;
    s[at + RESULT] = null;
    s[at + MADE] = null;
    size++;
    writes++;
  }

  long writes() {
    return writes;
  }

  /**
   * Appends the events {@code other} held at {@code [from, to)}, dropped since (truncated), which
   * nothing has overwritten while {@code other.writes()} is what it was when they were dropped.
   */
  void addDropped(EventLog other, int from, int to) {
    copy(other, from, to - from);
  }

  /** Appends the events of {@code other} from {@code from} on, in one copy. */
  void addFrom(EventLog other, int from) {
    int start = Math.max(from, 0);
    copy(other, start, other.size - start);
  }

  private void copy(EventLog other, int from, int n) {
    if (n <= 0) {
      return;
    }
    if ((size + n) * STRIDE > slots.length) {
      grow(size + n);
    }
    System.arraycopy(other.slots, from * STRIDE, slots, size * STRIDE, n * STRIDE);
    size += n;
    writes += n;
  }

  private void grow(int needed) {
    int capacity = Math.max(Math.max(needed, 8), 2 * slots.length / STRIDE);
    slots = Arrays.copyOf(slots, capacity * STRIDE);
  }

  /** The events from {@code from} on, as a list of their own. */
  List<TraceEvent> since(int from) {
    int start = Math.min(Math.max(from, 0), size);
    if (start == size) {
      return List.of();
    }
    TraceEvent[] out = new TraceEvent[size - start];
    for (int i = start; i < size; i++) {
      int at = i * STRIDE;
      TraceEvent e = (TraceEvent) slots[at + MADE];
      if (e == null) {
        e = event(at);
        slots[at + MADE] = e;
      }
      out[i - start] = e;
    }
    return Arrays.asList(out);
  }

  @SuppressWarnings("unchecked")
  private TraceEvent event(int at) {
    Tag tag = (Tag) slots[at + KIND];
    boolean negated = tag.negated();
    Object first = slots[at + FIRST];
    Object second = slots[at + SECOND];
    return switch (tag.kind()) {
      case UNIFY -> TraceEvent.unify((Value) first, (Value) second, negated);
      case TERM -> TraceEvent.term((Value) first, negated);
      case BUILTIN -> TraceEvent.call((String) second, (List<Value>) first, (Value) slots[at + RESULT], negated);
      case MISSING -> TraceEvent.of(tag.kind(), null, (List<Value>) first, negated);
      case CONSUMED -> TraceEvent.of(tag.kind(), (String) second, List.of(), false);
      case SPLICE ->
          TraceEvent.splice((List<TraceEvent>) first, (String) second, (Value) slots[at + RESULT], negated, tag.passed());
      case SEARCH -> TraceEvent.search((Value) first, negated);
      case LOOKUP -> TraceEvent.lookup((Value) first, (Value) second, negated);
      case GROUP_START -> TraceEvent.groupStart(negated);
      case GROUP_END -> TraceEvent.groupEnd();
      case MOVED -> throw new IllegalStateException("moved calls are spliced, never logged as such");
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
