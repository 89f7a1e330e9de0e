package dev.cairn.cli.conftest;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * The traces of {@code conftest verify --report}: {@code full} every event, {@code fails} the
 * {@code Fail} events and {@code notes} the {@code Note} events ({@code trace(msg)} calls), each
 * with its lineage (the {@code Enter} of every scope it is in), as OPA's trace filters them; printed
 * as OPA's trace with locations, a {@code file:line} column before each event.
 */
final class TraceReport {
  static final Set<String> MODES = Set.of("full", "notes", "fails");

  private TraceReport() {}

  /** The events {@code mode} shows, in trace order. */
  static List<TraceLine> filter(List<TraceLine> events, String mode) {
    if (mode.equals("full")) {
      return events;
    }
    String op = mode.equals("fails") ? "Fail" : "Note";
    boolean[] kept = new boolean[events.size()];
    Deque<Integer> open = new ArrayDeque<>();
    for (int i = 0; i < events.size(); i++) {
      TraceLine e = events.get(i);
      Integer closed = null;
      while (open.size() > e.depth()) {
        closed = open.pop();
      }
      if (e.op().equals(op)) {
        kept[i] = true;
        open.forEach(at -> kept[at] = true);
        if (closed != null) {
          kept[closed] = true;
        }
      }
      if (e.op().equals("Enter")) {
        open.push(i);
      }
    }
    List<TraceLine> out = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      if (kept[i]) {
        out.add(events.get(i));
      }
    }
    return out;
  }

  /** {@code policy/x_test.rego:5   | Enter data.x.test_y}: the location column as wide as the widest. */
  static List<String> lines(List<TraceLine> events) {
    int width = 0;
    List<String> where = new ArrayList<>(events.size());
    for (TraceLine e : events) {
      String w = e.hasLocation() ? e.location().file() + ":" + e.location().line() : "";
      where.add(w);
      width = Math.max(width, w.length());
    }
    List<String> out = new ArrayList<>(events.size());
    for (int i = 0; i < events.size(); i++) {
      TraceLine e = events.get(i);
      String loc = where.get(i);
      out.add(loc + " ".repeat(width - loc.length()) + " " + e.indent() + e.op() + " " + e.text());
    }
    return out;
  }
}
