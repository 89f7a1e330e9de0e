package dev.cairn.report;

import java.io.IOException;
import java.io.Writer;

/**
 * A way of writing a whole {@link ScanReport}: Cairn's own formats are constants here; conftest's
 * and cfn-lint's shapes live with those conventions and join a command's {@link ReportFormats}.
 * Every format sees the same report, so a finding or error of any kind of check reaches each.
 */
public interface ReportFormat {
  /** Findings with their source lines, for people. */
  ReportFormat TEXT = of("text", (report, context, out) -> new TextReport(context.sources(), context.color()).write(report, out));
  /** The whole report as JSON (the REST API's locate answer too). */
  ReportFormat JSON = of("json", (report, context, out) -> JsonReport.write(report, out));
  /** SARIF 2.1.0, for code-scanning services. */
  ReportFormat SARIF = of("sarif", (report, context, out) -> SarifReport.write(report, out));
  /** GitHub Actions workflow commands, which annotate a pull request's lines. */
  ReportFormat GITHUB = of("github", (report, context, out) -> GithubReport.write(report, out));
  /** The CDK's policy-validation report, which the CDK plugin reads. */
  ReportFormat CDK = of("cdk", (report, context, out) -> CdkReport.write(report, out));

  /** One self-contained HTML page: a summary, filters, and each file's source with the findings marked. */
  ReportFormat HTML = of("html", (report, context, out) -> new HtmlReport(context.sources()).write(report, out));

  /** GitLab's Code Quality report, shown in merge requests. */
  ReportFormat GITLAB_CODEQUALITY =
      of("gitlab-codequality", (report, context, out) -> GitlabCodeQualityReport.write(report, out));
  /** GitLab's SAST security report. */
  ReportFormat GITLAB_SAST =
      of("gitlab-sast", (report, context, out) -> GitlabSastReport.write(report, out, java.time.Clock.systemUTC()));
  /** SonarQube's generic issue import. */
  ReportFormat SONARQUBE = of("sonarqube", (report, context, out) -> SonarQubeReport.write(report, out));

  /** The name users give on the command line ({@code text}, {@code tap}, ...). */
  String name();

  /** Writes {@code report}; {@code context} says what the writer may show beyond the report. */
  void write(ScanReport report, Context context, Writer out) throws IOException;

  /** Writes {@code report} with no source lines and no colour. */
  default void write(ScanReport report, Writer out) throws IOException {
    write(report, Context.PLAIN, out);
  }

  /** What a format may use beside the report: the scanned files' lines, and whether to colour. */
  record Context(SourceText sources, boolean color) {
    public static final Context PLAIN = new Context(SourceText.NONE, false);
  }

  /** The writing part of a format. */
  @FunctionalInterface
  interface Writing {
    void write(ScanReport report, Context context, Writer out) throws IOException;
  }

  /** A format named {@code name} that writes with {@code writing}. */
  static ReportFormat of(String name, Writing writing) {
    return new ReportFormat() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public void write(ScanReport report, Context context, Writer out) throws IOException {
        writing.write(report, context, out);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }
}
