package dev.cairn.regotest;

import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;
import java.time.Duration;
import java.util.List;

/**
 * One test's result: its outcome, how long it ran, what it printed, the error (ERROR only) and,
 * for a failure, the expression of the test's body that failed (null when not known).
 */
public record TestResult(
    TestCase test, TestOutcome outcome, Duration duration, List<String> output, RegoError error, Location failedAt) {
  public TestResult {
    output = List.copyOf(output);
  }

  public boolean passed() {
    return outcome == TestOutcome.PASS;
  }
}
