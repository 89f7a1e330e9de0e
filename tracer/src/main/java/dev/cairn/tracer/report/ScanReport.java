package dev.cairn.tracer.report;

import java.util.List;

/**
 * Everything a scan found: findings in a deterministic order (file, document, line, column, rule,
 * message), input errors, and counts ({@code exceptions}: rule evaluations that conftest-style
 * {@code exception} rules suppressed).
 */
public record ScanReport(
    List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions) {
  public ScanReport {
    findings = List.copyOf(findings);
    errors = List.copyOf(errors);
  }

  public long failures() {
    return findings.stream().filter(f -> !f.isWarning()).count();
  }

  public long warnings() {
    return findings.stream().filter(Finding::isWarning).count();
  }
}
