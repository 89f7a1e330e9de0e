package dev.cairn.report;

import java.util.List;

/**
 * One input a scan evaluated: a document of a file ({@code document} its index), or all files
 * together ({@code file} null with {@code --combine}); the rules evaluated on it, the rules an
 * exception suppressed for it, and the rules whose evaluation ended in an error (the report's
 * errors name them). With the findings, this is what counts conftest's tests: a rule evaluated that
 * found nothing and did not fail is a test passed.
 */
public record CheckedInput(String file, int document, List<String> rules, List<String> excepted, List<String> failed) {
  public CheckedInput {
    rules = List.copyOf(rules);
    excepted = List.copyOf(excepted);
    failed = List.copyOf(failed);
  }

  /** An input on which every rule evaluated. */
  public CheckedInput(String file, int document, List<String> rules, List<String> excepted) {
    this(file, document, rules, excepted, List.of());
  }
}
