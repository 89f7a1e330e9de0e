package dev.cairn.conftest;

import dev.cairn.report.Outcome;
import dev.cairn.engine.RuleSummary;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule the scan reports on, by conftest's conventions: {@code deny}, {@code violation}, {@code
 * warn}, or one of them with a suffix ({@code deny_s3_encryption}). The suffix is what {@code
 * exception} rules name.
 */
record TargetRule(RuleSummary summary, Kind kind, String suffix) {
  private static final Pattern NAME = Pattern.compile("(deny|violation|warn)(?:_([A-Za-z0-9_]+))?");

  enum Kind {
    DENY,
    VIOLATION,
    WARN
  }

  /** The rule as a target, or empty when its name follows none of the conventions. */
  static Optional<TargetRule> of(RuleSummary rule) {
    Matcher m = NAME.matcher(rule.name());
    if (!m.matches()) {
      return Optional.empty();
    }
    Kind kind = Kind.valueOf(m.group(1).toUpperCase(java.util.Locale.ROOT));
    return Optional.of(new TargetRule(rule, kind, m.group(2) == null ? "" : m.group(2)));
  }

  String path() {
    return summary.path();
  }

  /** The severity when neither the result nor the METADATA gives one. */
  /** conftest's rule kinds: {@code warn} rules warn, {@code deny} and {@code violation} rules fail. */
  Outcome outcome() {
    return kind == Kind.WARN ? Outcome.WARN : Outcome.FAIL;
  }

  String defaultSeverity() {
    return kind == Kind.WARN ? "warning" : "error";
  }
}
