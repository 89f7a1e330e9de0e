package dev.cairn.tracer;

import java.util.Arrays;
import java.util.List;

/**
 * The tracer's log of the derivation in progress: an array cut back in place on every
 * backtrack, which happens for almost every element the evaluator iterates over.
 */
final class EventLog {
  private TraceEvent[] events;
  private int size;

  EventLog(int capacity) {
    events = new TraceEvent[capacity];
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  TraceEvent last() {
    return size == 0 ? null : events[size - 1];
  }

  void add(TraceEvent e) {
    if (size == events.length) {
      grow(size + 1);
    }
    events[size++] = e;
  }

  /** Appends the events of {@code other} from {@code from} on, in one copy. */
  void addFrom(EventLog other, int from) {
    int start = Math.max(from, 0);
    int n = other.size - start;
    if (n <= 0) {
      return;
    }
    if (size + n > events.length) {
      grow(size + n);
    }
    System.arraycopy(other.events, start, events, size, n);
    size += n;
  }

  private void grow(int needed) {
    events = Arrays.copyOf(events, Math.max(Math.max(needed, 16), events.length * 2));
  }

  /** The events from {@code from} on, as a list of their own. */
  List<TraceEvent> since(int from) {
    return Arrays.asList(Arrays.copyOfRange(events, Math.min(Math.max(from, 0), size), size));
  }

  /** Drops the events from {@code newSize} on. */
  void truncate(int newSize) {
    int n = Math.max(newSize, 0);
    if (n < size) {
      Arrays.fill(events, n, size, null);
      size = n;
    }
  }
}
