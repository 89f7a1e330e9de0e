package dev.cairn.cli.conftest;

import java.util.List;

/**
 * conftest's CheckResult: what one input (a file's document, or the combined input) gave in one
 * namespace. Each rule evaluated that produced nothing is a success; each message of a {@code
 * warn} rule a warning, of a {@code deny}/{@code violation} rule a failure; each rule an {@code
 * exception} suppressed an exception.
 */
public record CheckResult(
    String file,
    String namespace,
    int successes,
    List<ResultMessage> warnings,
    List<ResultMessage> failures,
    List<ResultMessage> exceptions,
    List<ResultMessage> skipped) {
  public CheckResult {
    warnings = List.copyOf(warnings);
    failures = List.copyOf(failures);
    exceptions = List.copyOf(exceptions);
    skipped = List.copyOf(skipped);
  }

  /** How many tests ran: successes, warnings, failures, exceptions and skipped ones. */
  public int tests() {
    return successes + warnings.size() + failures.size() + exceptions.size() + skipped.size();
  }
}
