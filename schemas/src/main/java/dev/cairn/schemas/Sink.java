package dev.cairn.schemas;

import java.util.ArrayList;
import java.util.List;

/** Collects violations; a trial sink (for anyOf, oneOf, not, if) only needs to know whether any came. */
final class Sink {
  private final List<Violation> violations = new ArrayList<>();

  void add(Violation v) {
    violations.add(v);
  }

  boolean isEmpty() {
    return violations.isEmpty();
  }

  List<Violation> violations() {
    return violations;
  }
}
