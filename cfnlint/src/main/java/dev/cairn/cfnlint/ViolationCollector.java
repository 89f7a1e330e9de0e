package dev.cairn.cfnlint;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects violations. A trial sink (for anyOf, oneOf, not, if) only needs to know whether any came,
 * so no message or path is built for it.
 */
final class ViolationCollector {
  private final List<Violation> violations = new ArrayList<>();
  private final boolean trial;
  private final boolean strictTypes;
  private boolean failed;

  ViolationCollector() {
    this(false, false);
  }

  private ViolationCollector(boolean trial, boolean strictTypes) {
    this.trial = trial;
    this.strictTypes = strictTypes;
  }

  static ViolationCollector trial() {
    return new ViolationCollector(true, false);
  }

  /**
   * A trial in which a value is only of its JSON type (no coercion), as cfn-lint decides an
   * {@code if}: {@code Engine: true} does not meet {@code if: {type: string}}.
   */
  static ViolationCollector strictTrial() {
    return new ViolationCollector(true, true);
  }

  boolean strictTypes() {
    return strictTypes;
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
  void absorb(ViolationCollector other) {
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
