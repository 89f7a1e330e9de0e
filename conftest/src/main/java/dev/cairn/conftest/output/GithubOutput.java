package dev.cairn.conftest.output;

import java.io.PrintWriter;
import java.util.List;

/**
 * conftest's {@code github} output: a group per result with {@code ::error}/{@code ::warning}
 * workflow commands, then the summary. Cairn adds the line ({@code ,line=N}) where it located the
 * message, so the annotation lands on it.
 */
final class GithubOutput {
  private GithubOutput() {}

  static void write(List<CheckResult> results, PrintWriter out) {
    for (CheckResult r : results) {
      out.println("::group::Testing '" + r.file() + "' against " + r.tests() + " policies in namespace '" + r.namespace() + "'");
      r.failures().forEach(m -> out.println("::error file=" + r.file() + line(m) + "::" + m.msg()));
      r.warnings().forEach(m -> out.println("::warning file=" + r.file() + line(m) + "::" + m.msg()));
      r.exceptions().forEach(m -> out.println("exception file=" + r.file() + "::" + m.msg()));
      r.skipped().forEach(m -> out.println("skipped file=" + r.file() + "::" + m.msg()));
      if (r.successes() > 0) {
        out.println("success file=" + r.file() + " " + r.successes());
      }
      out.println("::endgroup::");
    }
    out.println(Totals.of(results).line());
  }

  private static String line(ResultMessage m) {
    return m.line() > 0 ? ",line=" + m.line() : "";
  }
}
