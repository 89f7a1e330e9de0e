package dev.cairn.schemas;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects violations. A trial sink (for anyOf, oneOf, not, if) only needs to know whether any came,
 * so no message or path is built for it.
 */
final class Sink {
  private final List<Violation> violations = new ArrayList<>();
  private final boolean trial;
  private boolean failed;

  Sink() {
    this(false);
  }

  private Sink(boolean trial) {
    this.trial = trial;
  }

  static Sink trial() {
    return new Sink(true);
  }

  boolean isTrial() {
    return trial;
  }

  /** A trial that has already failed: nothing more needs checking. */
  boolean failedTrial() {
    return trial && failed;
  }

  void fail() {
    failed = true;
  }

  void add(Violation v) {
    violations.add(v);
  }

  /** Takes another sink's violations (or, for a trial, its failure). */
  void absorb(Sink other) {
    violations.addAll(other.violations);
    failed |= other.failed;
  }

  boolean isEmpty() {
    return !failed && violations.isEmpty();
  }

  List<Violation> violations() {
    return violations;
  }
}
