package dev.cairn.tracer;

import java.util.Arrays;
import java.util.List;

/**
 * The tracer's log of the derivation in progress: an array cut back in place on every
 * backtrack, which happens for almost every element the evaluator iterates over.
 */
final class EventLog {
  private TraceEvent[] events = new TraceEvent[256];
  private int size;

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
      events = Arrays.copyOf(events, size * 2);
    }
    events[size++] = e;
  }

  void addAll(List<TraceEvent> es) {
    for (TraceEvent e : es) {
      add(e);
    }
  }

  /** Appends the events from {@code from} on to {@code out}. */
  void copyTo(int from, List<TraceEvent> out) {
    for (int i = Math.max(from, 0); i < size; i++) {
      out.add(events[i]);
    }
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
