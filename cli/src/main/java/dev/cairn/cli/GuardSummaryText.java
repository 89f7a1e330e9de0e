package dev.cairn.cli;

import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Status;
import dev.cairn.guard.Validation;
import dev.cairn.locator.PathLocation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code cairn guard validate}'s default output, {@code single-line-summary}: cfn-guard's summary table
 * of each (rules file, data file), then each failing check located at file:line:column.
 */
final class GuardSummaryText {

  private GuardSummaryText() {}

  /** cfn-guard's table: the data file's status, then the rules of each status {@code -S} asks for. */
  static void table(Validation v, List<String> summary, PrintWriter out) {
    String rules = String.valueOf(Path.of(v.rulesFile()).getFileName());
    int width = 0;
    for (RuleOutcome o : v.outcomes()) {
      width = Math.max(width, rules.length() + 1 + o.rule().length());
    }
    boolean anyFail = v.outcomes().stream().anyMatch(o -> o.status() == Status.FAIL);
    boolean anyPass = v.outcomes().stream().anyMatch(o -> o.status() == Status.PASS);
    out.println(v.dataFile() + " Status = " + (anyFail ? "FAIL" : anyPass ? "PASS" : "SKIP"));
    group(v, Status.SKIP, "SKIP rules", summary.contains("all") || summary.contains("skip"), rules, width, out);
    group(v, Status.PASS, "PASS rules", summary.contains("all") || summary.contains("pass"), rules, width, out);
    group(v, Status.FAIL, "FAILED rules", summary.contains("all") || summary.contains("fail"), rules, width, out);
    out.println("---");
  }

  private static void group(Validation v, Status status, String title, boolean shown, String rules, int width,
      PrintWriter out) {
    List<RuleOutcome> of = v.outcomes().stream().filter(o -> o.status() == status).toList();
    if (!shown || of.isEmpty()) {
      return;
    }
    out.println(title);
    for (RuleOutcome o : of) {
      String name = rules + "/" + o.rule();
      out.println(name + " ".repeat(width - name.length() + 4) + status);
    }
  }

  /** Each failing check: the rule, where it is, the path (and missing keys), the message. */
  static void checks(Validation v, PrintWriter out) {
    String rules = String.valueOf(Path.of(v.rulesFile()).getFileName());
    for (RuleOutcome o : v.outcomes()) {
      for (RuleOutcome.Check c : o.failures()) {
        String at = v.dataFile();
        if (v.document() != null) {
          PathLocation loc = v.document().sourceIndex().locate(c.path());
          at += ":" + loc.region().startLine() + ":" + loc.region().startColumn();
        }
        out.println(at + ": " + rules + "/" + o.rule() + ": "
            + String.join("/", c.path().stream().map(String::valueOf).toList())
            + (c.missing().isEmpty() ? "" : " (missing " + String.join(".", c.missing()) + ")") + ": "
            + (c.customMessage() != null && !c.customMessage().isBlank() ? c.customMessage().strip() : c.reason()));
      }
    }
  }
}
