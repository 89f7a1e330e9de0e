package dev.cairn.report;

import java.util.List;

/**
 * Everything a scan found: findings in a deterministic order (file, document, line, column, rule,
 * message), input errors, and counts ({@code exceptions}: rule evaluations that conftest-style
 * {@code exception} rules suppressed; {@code exempted}: findings dropped because their resource's
 * {@code Metadata} skips the rule, as {@code cairn: {skip: [RULE_ID]}}).
 */
public record ScanReport(
    List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions, int exempted) {
  public ScanReport {
    findings = List.copyOf(findings);
    errors = List.copyOf(errors);
  }

  /** A report in which no finding was exempted. */
  public ScanReport(List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions) {
    this(findings, errors, files, documents, exceptions, 0);
  }

  public long failures() {
    return findings.stream().filter(f -> !f.isWarning()).count();
  }

  public long warnings() {
    return findings.stream().filter(Finding::isWarning).count();
  }
}
