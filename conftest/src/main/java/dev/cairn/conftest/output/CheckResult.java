package dev.cairn.conftest.output;

import java.util.List;

/**
 * conftest's CheckResult: what one input (a file, all its documents, or the combined input) gave
 * in one namespace. Each rule evaluated that produced nothing is a success; each message of a {@code
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

  /** This result and another of the same file and namespace (another document of the file) as one. */
  CheckResult plus(CheckResult other) {
    return new CheckResult(file, namespace, successes + other.successes, concat(warnings, other.warnings),
        concat(failures, other.failures), concat(exceptions, other.exceptions), concat(skipped, other.skipped),
        concat(errors, other.errors));
  }

  private static List<ResultMessage> concat(List<ResultMessage> a, List<ResultMessage> b) {
    if (b.isEmpty()) {
      return a;
    }
    List<ResultMessage> out = new java.util.ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /** How many tests ran: successes, warnings, failures, exceptions, skipped ones and errors. */
  public int tests() {
    return successes + warnings.size() + failures.size() + exceptions.size() + skipped.size() + errors.size();
  }
}
