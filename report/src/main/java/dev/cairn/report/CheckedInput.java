package dev.cairn.report;

import java.util.List;

/**
 * One input a scan evaluated: a document of a file ({@code document} its index), or all files
 * together ({@code file} null with {@code --combine}); the rules evaluated on it, and the rules an
 * exception suppressed for it. With the findings, this is what counts conftest's tests: a rule
 * evaluated that found nothing is a test passed.
 */
public record CheckedInput(String file, int document, List<String> rules, List<String> excepted) {
  public CheckedInput {
    rules = List.copyOf(rules);
    excepted = List.copyOf(excepted);
  }
}
