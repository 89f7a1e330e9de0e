package dev.cairn.report;

import java.util.List;

/**
 * Everything a scan found: findings in a deterministic order (file, document, line, column, rule,
 * message), input errors, and counts ({@code exceptions}: rule evaluations that conftest-style
 * {@code exception} rules suppressed; {@code exempted}: findings dropped because their resource's
 * {@code Metadata} skips the rule, as {@code cairn: {skip: [RULE_ID]}}); {@code checked}: every
 * input evaluated with the rules evaluated on it (empty when the scanner does not tell); {@code
 * suppressed}: findings an inline {@code cairn:ignore} comment keeps out of the violations; {@code
 * baseline}: what a baseline said of the findings (null when none was given), the findings then
 * being only those it did not hold.
 */
public record ScanReport(
    List<Finding> findings,
    List<InputError> errors,
    int files,
    int documents,
    int exceptions,
    int exempted,
    List<CheckedInput> checked,
    List<SuppressedFinding> suppressed,
    BaselineComparison baseline) {
  public ScanReport {
    findings = List.copyOf(findings);
    errors = List.copyOf(errors);
    checked = List.copyOf(checked);
    suppressed = List.copyOf(suppressed);
  }

  /** A report compared with no baseline. */
  public ScanReport(
      List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions, int exempted,
      List<CheckedInput> checked, List<SuppressedFinding> suppressed) {
    this(findings, errors, files, documents, exceptions, exempted, checked, suppressed, null);
  }

  /** A report in which no finding was suppressed. */
  public ScanReport(
      List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions, int exempted,
      List<CheckedInput> checked) {
    this(findings, errors, files, documents, exceptions, exempted, checked, List.of());
  }

  /** A report that does not list the inputs checked. */
  public ScanReport(
      List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions, int exempted) {
    this(findings, errors, files, documents, exceptions, exempted, List.of());
  }

  /** A report in which no finding was exempted. */
  public ScanReport(List<Finding> findings, List<InputError> errors, int files, int documents, int exceptions) {
    this(findings, errors, files, documents, exceptions, 0);
  }

  /**
   * The reports of several checks over the same inputs as one, keeping every field: findings in
   * report order; each error once (a file no check could read is reported by each); the inputs
   * and documents counted once (the most any check counted); exceptions, exemptions and the inputs
   * checked of every check.
   */
  public static ScanReport merge(List<ScanReport> reports) {
    List<Finding> findings = new java.util.ArrayList<>();
    java.util.LinkedHashSet<InputError> errors = new java.util.LinkedHashSet<>();
    List<CheckedInput> checked = new java.util.ArrayList<>();
    int files = 0;
    int documents = 0;
    int exceptions = 0;
    int exempted = 0;
    List<SuppressedFinding> suppressed = new java.util.ArrayList<>();
    for (ScanReport r : reports) {
      suppressed.addAll(r.suppressed());
      findings.addAll(r.findings());
      errors.addAll(r.errors());
      checked.addAll(r.checked());
      files = Math.max(files, r.files());
      documents = Math.max(documents, r.documents());
      exceptions += r.exceptions();
      exempted += r.exempted();
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, List.copyOf(errors), files, documents, exceptions, exempted, checked, suppressed);
  }

  /**
   * This report with {@code suppressed} taken out of the findings and kept as suppressed, and
   * {@code added} findings (about the suppressions themselves) in report order among the rest.
   */
  public ScanReport withSuppressions(List<SuppressedFinding> newlySuppressed, List<Finding> added) {
    java.util.Set<Finding> out = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    newlySuppressed.forEach(s -> out.add(s.finding()));
    List<Finding> kept = new java.util.ArrayList<>();
    findings.stream().filter(f -> !out.contains(f)).forEach(kept::add);
    kept.addAll(added);
    kept.sort(Finding.REPORT_ORDER);
    List<SuppressedFinding> all = new java.util.ArrayList<>(suppressed);
    all.addAll(newlySuppressed);
    return new ScanReport(kept, errors, files, documents, exceptions, exempted, checked, all, baseline);
  }

  /**
   * This report with failure chosen by level ({@code --fail-on high,critical}): a finding whose
   * severity is one of {@code severities} (any case) fails, every other finding warns.
   */
  public ScanReport failingOn(java.util.Collection<String> severities) {
    java.util.Set<String> levels = new java.util.HashSet<>();
    severities.forEach(s -> levels.add(s.trim().toLowerCase(java.util.Locale.ROOT)));
    List<Finding> chosen = findings.stream()
        .map(f -> f.withOutcome(chosenOutcome(f, levels)))
        .toList();
    return new ScanReport(chosen, errors, files, documents, exceptions, exempted, checked, suppressed,
        baseline == null ? null : new BaselineComparison(baseline.baseline(),
            baseline.unchanged().stream().map(f -> f.withOutcome(chosenOutcome(f, levels))).toList(),
            baseline.updated().stream().map(f -> f.withOutcome(chosenOutcome(f, levels))).toList(), baseline.absent()));
  }

  private static Outcome chosenOutcome(Finding f, java.util.Set<String> levels) {
    return f.severity() != null && levels.contains(f.severity().toLowerCase(java.util.Locale.ROOT)) ? Outcome.FAIL : Outcome.WARN;
  }

  /**
   * This report with only the findings {@code comparison} did not find unchanged (see {@link
   * Baseline#compare}).
   */
  ScanReport withBaseline(BaselineComparison comparison) {
    java.util.Set<Finding> known = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    known.addAll(comparison.unchanged());
    List<Finding> reported = findings.stream().filter(f -> !known.contains(f)).toList();
    return new ScanReport(reported, errors, files, documents, exceptions, exempted, checked, suppressed, comparison);
  }

  /** This report with only the findings {@code keep} accepts (the others are not counted anywhere). */
  public ScanReport keeping(java.util.function.Predicate<Finding> keep) {
    return new ScanReport(findings.stream().filter(keep).toList(), errors, files, documents, exceptions, exempted, checked,
        suppressed, baseline);
  }

  /** This report with {@code more} errors (a baseline that could not be read, a bad REF). */
  public ScanReport withErrors(List<InputError> more) {
    List<InputError> all = new java.util.ArrayList<>(errors);
    all.addAll(more);
    return new ScanReport(findings, all, files, documents, exceptions, exempted, checked, suppressed, baseline);
  }

  public long failures() {
    return findings.stream().filter(f -> !f.isWarning()).count();
  }

  public long warnings() {
    return findings.stream().filter(Finding::isWarning).count();
  }
}
