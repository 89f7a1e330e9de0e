package dev.cairn.conftest.output;

import java.io.PrintWriter;
import java.util.List;

/** conftest's {@code azuredevops} output: logging commands per result, then the summary. */
final class AzureDevOpsOutput {
  private AzureDevOpsOutput() {}

  static void write(List<CheckResult> results, PrintWriter out) {
    for (CheckResult r : results) {
      out.println("##[section]Testing '" + r.file() + "' against " + r.tests() + " policies in namespace '" + r.namespace() + "'");
      out.println("##[group]See conftest results");
      r.failures().forEach(m -> out.println("##vso[task.logissue type=error] file=" + r.file() + " --> " + m.msg()));
      r.warnings().forEach(m -> out.println("##vso[task.logissue type=warning] file=" + r.file() + " --> " + m.msg()));
      r.exceptions().forEach(m -> out.println("##vso[task.logissue type=warning] file=" + r.file() + " --> " + m.msg()));
      r.skipped().forEach(m -> out.println("skipped file=" + r.file() + " " + m.msg()));
      if (r.successes() > 0) {
        out.println("success file=" + r.file() + " " + r.successes());
      }
      out.println("##[endgroup]");
    }
    out.println(Totals.of(results).line());
  }
}
