package dev.cairn.conftest.output;

import java.io.PrintWriter;
import java.util.List;

/**
 * conftest's default {@code stdout} output: {@code FAIL - file - namespace - message} lines
 * (WARN, FAIL, EXCP in that order per result; nothing for a namespace without policies), a blank
 * line and the summary.
 */
final class StandardOutput {
  private StandardOutput() {}

  static void write(List<CheckResult> results, OutputOptions o, PrintWriter out) {
    for (CheckResult r : results) {
      String indicator = r.file().equals("-") ? "-" : "- " + r.file();
      String ns = r.namespace().equals("-") ? "-" : "- " + r.namespace() + " -";
      for (ResultMessage m : r.warnings()) {
        out.println(Ansi.YELLOW.paint("WARN", o.noColor()) + " " + indicator + " " + ns + " " + m.msg());
      }
      for (ResultMessage m : r.failures()) {
        out.println(Ansi.RED.paint("FAIL", o.noColor()) + " " + indicator + " " + ns + " " + m.msg());
      }
      if (!o.suppressExceptions()) {
        for (ResultMessage m : r.exceptions()) {
          out.println(Ansi.CYAN.paint("EXCP", o.noColor()) + " " + indicator + " " + ns + " " + m.msg());
        }
      }
    }
    Totals t = Totals.of(results);
    String line = t.line() + (o.showSkipped() ? ", " + t.skipped() + " skipped" : "");
    Ansi colour = t.failures() > 0 ? Ansi.RED : t.warnings() > 0 ? Ansi.YELLOW : t.exceptions() > 0 ? Ansi.CYAN : Ansi.GREEN;
    out.println();
    out.println(colour.paint(line, o.noColor()));
  }
}
