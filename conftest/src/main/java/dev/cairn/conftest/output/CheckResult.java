package dev.cairn.conftest.output;

import java.util.List;

/**
 * conftest's CheckResult: what one input (a file's document, or the combined input) gave in one
 * namespace. Each rule evaluated that produced nothing is a success; each message of a {@code
 * warn} rule a warning, of a {@code deny}/{@code violation} rule a failure; each rule an {@code
 * exception} suppressed an exception. Cairn adds {@code errors}: the input could not be read, or a
 * rule could not be evaluated on it (conftest stops at the first; {@code cairn scan} reports each
 * and goes on), never counted as a success.
 */
public record CheckResult(
    String file,
    String namespace,
    int successes,
    List<ResultMessage> warnings,
    List<ResultMessage> failures,
    List<ResultMessage> exceptions,
    List<ResultMessage> skipped,
    List<ResultMessage> errors) {
  public CheckResult {
    warnings = List.copyOf(warnings);
    failures = List.copyOf(failures);
    exceptions = List.copyOf(exceptions);
    skipped = List.copyOf(skipped);
    errors = List.copyOf(errors);
  }

  /** A result without errors, as conftest has them. */
  public CheckResult(String file, String namespace, int successes, List<ResultMessage> warnings,
      List<ResultMessage> failures, List<ResultMessage> exceptions, List<ResultMessage> skipped) {
    this(file, namespace, successes, warnings, failures, exceptions, skipped, List.of());
  }

  /** How many tests ran: successes, warnings, failures, exceptions, skipped ones and errors. */
  public int tests() {
    return successes + warnings.size() + failures.size() + exceptions.size() + skipped.size() + errors.size();
  }
}
