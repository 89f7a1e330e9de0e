package dev.cairn.regotest;

import java.util.List;

/** Every test's result in discovery order, and the coverage when it was asked for (else null). */
public record TestRun(List<TestResult> results, CoverageReport coverage) {
  public TestRun {
    results = List.copyOf(results);
  }

  public long count(TestOutcome outcome) {
    return results.stream().filter(r -> r.outcome() == outcome).count();
  }

  /** Whether every test passed: a skipped test does not pass, as in opa test. */
  public boolean allPassed() {
    return results.stream().allMatch(TestResult::passed);
  }
}
