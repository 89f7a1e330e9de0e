package dev.cairn.conftest.output;

import dev.cairn.report.TextTable;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** conftest's {@code table} output: one row per test in a boxed table, nothing when there are none. */
final class TableOutput {
  private TableOutput() {}

  static void write(List<CheckResult> results, PrintWriter out) {
    List<List<String>> rows = new ArrayList<>();
    for (CheckResult r : results) {
      for (int i = 0; i < r.successes(); i++) {
        rows.add(List.of("success", r.file(), r.namespace(), "SUCCESS"));
      }
      r.exceptions().forEach(m -> rows.add(List.of("exception", r.file(), r.namespace(), m.msg())));
      r.warnings().forEach(m -> rows.add(List.of("warning", r.file(), r.namespace(), m.msg())));
      r.skipped().forEach(m -> rows.add(List.of("skipped", r.file(), r.namespace(), m.msg())));
      r.failures().forEach(m -> rows.add(List.of("failure", r.file(), r.namespace(), m.msg())));
      r.errors().forEach(m -> rows.add(List.of("error", r.file(), r.namespace(), m.msg())));
    }
    if (!rows.isEmpty()) {
      out.print(TextTable.renderBoxed(List.of("RESULT", "FILE", "NAMESPACE", "MESSAGE"), rows));
    }
  }
}
