package dev.cairn.conftest.output;

import java.io.PrintWriter;
import java.util.List;

/**
 * conftest's {@code github} output: a group per result with {@code ::error}/{@code ::warning}
 * workflow commands, exceptions and the number of successes as {@code ::notice}, then the summary.
 * Where conftest writes {@code line=1} Cairn writes the line where it located the message, so the
 * annotation lands on it.
 */
final class GithubOutput {
  private GithubOutput() {}

  static void write(List<CheckResult> results, PrintWriter out) {
    for (CheckResult r : results) {
      out.println("::group::Testing \"" + r.file() + "\" against " + r.tests() + " policies in namespace \"" + r.namespace() + "\"");
      r.failures().forEach(m -> out.println("::error file=" + r.file() + line(m) + "::" + m.msg()));
      r.warnings().forEach(m -> out.println("::warning file=" + r.file() + line(m) + "::" + m.msg()));
      r.exceptions().forEach(m -> out.println("::notice file=" + r.file() + line(m) + "::" + m.msg()));
      r.skipped().forEach(m -> out.println("::notice file=" + r.file() + line(m) + "::" + m.msg()));
      out.println("::notice file=" + r.file() + ",line=1::Number of successful checks: " + r.successes());
      out.println("::endgroup::");
    }
    out.println(Totals.of(results).line());
  }

  private static String line(ResultMessage m) {
    return ",line=" + Math.max(1, m.line());
  }
}
