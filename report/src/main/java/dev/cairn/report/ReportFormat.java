package dev.cairn.report;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/** The report formats, each writing a whole {@link ScanReport}. */
public enum ReportFormat {
  TEXT,
  JSON,
  SARIF,
  GITHUB,
  CDK;

  /** Parses a format name as the CLI takes it ({@code text}, {@code json}, ...). */
  public static ReportFormat parse(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }

  /**
   * Writes {@code report}. {@code sources} gives the text of scanned files for the text format's
   * excerpts; {@code color} asks the text format for ANSI colours.
   */
  public void write(ScanReport report, SourceText sources, boolean color, Writer out) throws IOException {
    switch (this) {
      case TEXT -> new TextReport(sources, color).write(report, out);
      case JSON -> JsonReport.write(report, out);
      case SARIF -> SarifReport.write(report, out);
      case GITHUB -> GithubReport.write(report, out);
      case CDK -> CdkReport.write(report, out);
    }
  }
}
