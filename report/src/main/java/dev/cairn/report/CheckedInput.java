package dev.cairn.report;

import java.util.List;
import java.util.Map;

/**
 * One input a scan evaluated: a document of a file ({@code document} its index), or all files
 * together ({@code file} null with {@code --combine}); the rules evaluated on it, the rules an
 * exception suppressed for it, and the rules whose evaluation ended in an error (the report's
 * errors name them). With the findings, this is what counts conftest's tests: a rule evaluated that
 * found nothing and did not fail is a test passed. {@code check} names the kind of check
 * ({@link #REGO}, {@code constraints}, {@code guard}, {@code schemas}): a Rego rule's namespace is
 * its package, any other rule's is its check's. {@code definitions} says how many times the policy
 * defines a Rego rule where that is more than once: conftest counts a passed test for each
 * definition beyond the rule's messages.
 */
public record CheckedInput(
    String file, int document, List<String> rules, List<String> excepted, List<String> failed, String check,
    Map<String, Integer> definitions) {
  /** The kind of check of Rego rules. */
  public static final String REGO = "rego";

  public CheckedInput {
    rules = List.copyOf(rules);
    excepted = List.copyOf(excepted);
    failed = List.copyOf(failed);
    definitions = Map.copyOf(definitions);
  }

  /** An input checked by a kind of check whose rules are each defined once. */
  public CheckedInput(
      String file, int document, List<String> rules, List<String> excepted, List<String> failed, String check) {
    this(file, document, rules, excepted, failed, check, Map.of());
  }

  /** How many times the policy defines {@code rule} (1 unless said otherwise). */
  public int definitions(String rule) {
    return definitions.getOrDefault(rule, 1);
  }

  /** Rego rules evaluated on an input. */
  public CheckedInput(String file, int document, List<String> rules, List<String> excepted, List<String> failed) {
    this(file, document, rules, excepted, failed, REGO);
  }

  /**
   * The namespace a rule of this input is reported under, as conftest groups results: a Rego rule's
   * package ({@code main} of {@code data.main.deny}), any other rule's kind of check.
   */
  public String namespace(String rule) {
    if (!REGO.equals(check)) {
      return check;
    }
    String p = rule.startsWith("data.") ? rule.substring(5) : rule;
    int dot = p.lastIndexOf('.');
    return dot < 0 ? "" : p.substring(0, dot);
  }

  /** Rego rules that all evaluated on an input. */
  public CheckedInput(String file, int document, List<String> rules, List<String> excepted) {
    this(file, document, rules, excepted, List.of());
  }
}
