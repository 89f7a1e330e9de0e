package dev.cairn.report;

import java.io.IOException;
import java.io.Writer;

/**
 * Compiler-style text: {@code file:line:col: severity rule: message}, the source line with the
 * region underlined, the related locations, and a summary line. Colour only when asked (the CLI
 * asks when stdout is a terminal).
 */
final class TextReport {
  private static final String RESET = "\u001b[0m";
  private static final String BOLD = "\u001b[1m";
  private static final String RED = "\u001b[31m";
  private static final String YELLOW = "\u001b[33m";
  private static final String CYAN = "\u001b[36m";
  private static final String DIM = "\u001b[2m";

  /** The widest source excerpt shown, in characters, and how much of it comes before the region. */
  static final int EXCERPT_WIDTH = 160;
  private static final int EXCERPT_CONTEXT = 40;

  private final SourceText sources;
  private final boolean color;

  TextReport(SourceText sources, boolean color) {
    this.sources = sources;
    this.color = color;
  }

  void write(ScanReport report, Writer out) throws IOException {
    for (Finding f : report.findings()) {
      finding(f, out);
    }
    for (InputError e : report.errors()) {
      out.write(paint(BOLD, e.file() + (e.line() > 0 ? ":" + e.line() + ":" + e.column() : "")));
      out.write(": " + paint(RED, "error") + ": " + e.message() + "\n");
    }
    BaselineComparison baseline = report.baseline();
    if (baseline != null) {
      for (BaselineEntry e : baseline.absent()) {
        String what = e.resource().isEmpty() ? e.path() : e.resource() + (e.path().isEmpty() ? "" : " " + e.path());
        out.write(paint(DIM, "fixed: " + e.file() + " " + e.ruleId() + " " + what + ": " + e.message()
            + (e.count() > 1 ? " (" + e.count() + "x)" : "")) + "\n");
      }
    }
    out.write(summary(report) + "\n");
  }

  private void finding(Finding f, Writer out) throws IOException {
    FindingLocation l = f.location();
    String where = f.file() + (l != null ? ":" + l.line() + ":" + l.column() : "");
    Severity level = Severity.level(f.severity());
    String sev = paint(level == Severity.ERROR ? RED : level == Severity.WARNING ? YELLOW : CYAN, f.severity());
    out.write(paint(BOLD, where) + ": " + sev + " " + f.ruleId() + ": " + f.message() + "\n");
    if (l != null) {
      excerpt(f.file(), l, out);
      if (!l.missing().isEmpty()) {
        out.write("      = missing: " + missing(l) + "\n");
      }
    }
    if (f.resource() != null) {
      String type = f.resource().type() != null ? " (" + f.resource().type() + ")" : "";
      out.write(paint(DIM, "      resource: " + f.resource().id() + type) + "\n");
    }
    for (FindingLocation r : f.relatedLocations()) {
      // As for the primary: a path past the input points at its longest existing prefix, so say what is absent.
      String absent = r.missing().isEmpty() ? "" : " (missing: " + missing(r) + ")";
      out.write(
          paint(DIM, "      related: " + f.file() + ":" + r.line() + ":" + r.column() + " " + SarifReport.pathText(r) + absent)
              + "\n");
    }
    if (!f.explanation().isEmpty()) {
      out.write("      explain: every path the result used, ranked:\n");
      for (Explanation e : f.explanation()) {
        out.write("        " + e.describe() + "\n");
      }
    }
  }

  /**
   * The finding's source line, underlined. A line longer than {@link #EXCERPT_WIDTH} characters
   * (minified JSON, a 50 MB one-line template) is cut to a window around the region, marked with
   * {@code ...} where cut, so the report stays proportional to the findings, not to the input.
   */
  private void excerpt(String file, FindingLocation l, Writer out) throws IOException {
    String line = sources.line(file, l.line());
    if (line == null) {
      return;
    }
    int start = Math.min(Math.max(l.column() - 1, 0), line.length());
    int end = l.endLine() == l.line() ? Math.min(l.endColumn() - 1, line.length()) : line.length();
    int from = line.length() <= EXCERPT_WIDTH ? 0 : Math.max(0, Math.min(start - EXCERPT_CONTEXT, line.length() - EXCERPT_WIDTH));
    int to = Math.min(line.length(), from + EXCERPT_WIDTH);
    String before = from > 0 ? "..." : "";
    String after = to < line.length() ? "..." : "";
    String gutter = String.format("%6d | ", l.line());
    out.write(paint(DIM, gutter) + before + line.substring(from, to) + after + "\n");
    StringBuilder pad = new StringBuilder(" ".repeat(before.length()));
    for (int i = from; i < start; i++) {
      pad.append(line.charAt(i) == '\t' ? '\t' : ' ');
    }
    int width = Math.max(1, Math.min(end, to) - start);
    out.write(paint(DIM, "       | ") + pad + paint(RED, "^".repeat(width)) + "\n");
  }

  private static String missing(FindingLocation l) {
    return String.join("/", l.missing().stream().map(String::valueOf).toList());
  }

  private String paint(String code, String s) {
    return color ? code + s + RESET : s;
  }

  static String summary(ScanReport r) {
    return r.failures() + " failure" + (r.failures() == 1 ? "" : "s") + ", "
        + r.warnings() + " warning" + (r.warnings() == 1 ? "" : "s") + ", "
        + r.errors().size() + " error" + (r.errors().size() == 1 ? "" : "s") + " in "
        + r.files() + " file" + (r.files() == 1 ? "" : "s") + " ("
        + r.documents() + " document" + (r.documents() == 1 ? "" : "s") + ")"
        + (r.suppressed().isEmpty() ? "" : ", " + r.suppressed().size() + " suppressed")
        + (r.baseline() == null ? "" : "; against the baseline " + r.baseline().baseline() + ": "
            + (r.findings().size() - r.baseline().updated().size()) + " new, " + r.baseline().updated().size() + " updated, "
            + r.baseline().unchanged().size() + " unchanged, " + r.baseline().absentCount() + " fixed");
  }
}
