package dev.cairn.conftest.output;

import java.io.PrintWriter;
import java.util.List;

/**
 * conftest's {@code tap} output: one plan for every test of every result, numbered through, {@code
 * not ok} for failures, errors and warnings.
 */
final class TapOutput {
  private TapOutput() {}

  static void write(List<CheckResult> results, PrintWriter out) {
    int total = results.stream().mapToInt(CheckResult::tests).sum();
    if (total > 0) {
      out.println("1.." + total);
    }
    int counter = 1;
    for (CheckResult r : results) {
      String indicator = r.file().equals("-") ? "-" : "- " + r.file();
      String ns = r.namespace().equals("-") ? "-" : "- " + r.namespace() + " -";
      if (r.tests() == 0) {
        continue;
      }
      String prefix = indicator + " " + ns + " ";
      for (ResultMessage m : r.failures()) {
        out.println("not ok " + counter++ + " " + prefix + m.msg());
      }
      counter = section(out, "# errors", "not ok ", r.errors(), counter, prefix);
      counter = section(out, "# warnings", "not ok ", r.warnings(), counter, prefix);
      counter = section(out, "# exceptions", "ok ", r.exceptions(), counter, prefix);
      counter = section(out, "# skip", "ok ", r.skipped(), counter, prefix);
      if (r.successes() > 0) {
        out.println("# successes");
        for (int i = 0; i < r.successes(); i++) {
          out.println("ok " + counter++ + " " + prefix + "SUCCESS");
        }
      }
    }
  }

  private static int section(PrintWriter out, String title, String status, List<ResultMessage> ms, int counter, String prefix) {
    if (ms.isEmpty()) {
      return counter;
    }
    out.println(title);
    int n = counter;
    for (ResultMessage m : ms) {
      out.println(status + n++ + " " + prefix + m.msg());
    }
    return n;
  }
}
