package dev.cairn.cfnlint.output;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.ReportFormats;

/** {@code cairn lint}'s output formats: Cairn's own, and JUnit with a test case per template. */
public final class LintFormats {
  /** One test suite, one test case per template, a failing case per finding. */
  public static final ReportFormat JUNIT = ReportFormat.of("junit", (report, context, out) -> LintJunitReport.write(report, out));

  private LintFormats() {}

  public static ReportFormats all() {
    return ReportFormats.builder().addAll(ReportFormats.cairn()).add(JUNIT).build();
  }
}
