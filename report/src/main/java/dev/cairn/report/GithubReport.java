package dev.cairn.report;

import java.io.IOException;
import java.io.Writer;

/**
 * GitHub Actions workflow commands: {@code ::error file=F,line=L,col=C,endLine=..,endColumn=..,
 * title=rule::message}, which the runner turns into annotations on the pull request.
 */
final class GithubReport {
  private GithubReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    for (Finding f : report.findings()) {
      String command =
          // a finding that fails the scan is an error annotation whatever its level, so the
          // annotations agree with the check's status
          f.outcome() == Outcome.FAIL ? "error" : switch (Severity.level(f.severity())) {
            case ERROR, WARNING -> "warning";
            case NOTE -> "notice";
          };
      StringBuilder sb = new StringBuilder("::").append(command).append(" file=").append(property(f.file()));
      FindingLocation l = f.location();
      if (l != null) {
        sb.append(",line=").append(l.line()).append(",col=").append(l.column());
        sb.append(",endLine=").append(l.endLine()).append(",endColumn=").append(l.endColumn());
      }
      sb.append(",title=").append(property(f.ruleId()));
      sb.append("::").append(data(f.message())).append('\n');
      out.write(sb.toString());
    }
    for (InputError e : report.errors()) {
      out.write(
          "::error file=" + property(e.file()) + ",line=" + e.line() + ",col=" + e.column() + "::"
              + data(e.message()) + "\n");
    }
  }

  /** Escapes a message as the runner requires (%, CR, LF). */
  private static String data(String s) {
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
  }

  /** Escapes a property value: also ':' and ','. */
  private static String property(String s) {
    return data(s).replace(":", "%3A").replace(",", "%2C");
  }
}
