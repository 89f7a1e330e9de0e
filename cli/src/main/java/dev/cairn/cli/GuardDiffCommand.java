package dev.cairn.cli;

import dev.cairn.guard.diff.GuardDiff;
import dev.cairn.guard.GuardFiles;
import dev.cairn.guard.diff.LineComparison;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn guard diff}: Cairn against a cfn-guard binary on your own rules and data. */
@Command(name = "diff", mixinStandardHelpOptions = true,
    description = "Compare every rule's status, and the line of every failing check, from Cairn with a cfn-guard binary's; "
        + "exit 0 when all statuses are identical and every line difference is explained, 1 otherwise.")
final class GuardDiffCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Option(names = "--cfn-guard", required = true, description = "The cfn-guard binary to compare with.")
  Path binary;

  @Option(names = {"-r", "--rules"}, required = true, description = "Rules file or directory (repeatable).")
  List<Path> rules = new ArrayList<>();

  @Option(names = {"-d", "--data"}, required = true, description = "Data file or directory (repeatable).")
  List<Path> data = new ArrayList<>();

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<GuardDiff.Comparison> all;
    try {
      all = new GuardDiff(binary).compare(GuardFiles.rules(rules), GuardFiles.data(data));
    } catch (IOException | UncheckedIOException e) {
      err.println("cairn guard diff: " + e.getMessage());
      return ExitCodes.ERROR;
    }
    long same = all.stream().filter(GuardDiff.Comparison::identical).count();
    Map<LineComparison.Agreement, Long> lines = new EnumMap<>(LineComparison.Agreement.class);
    for (LineComparison.Agreement a : LineComparison.Agreement.values()) {
      lines.put(a, 0L);
    }
    for (GuardDiff.Comparison c : all) {
      if (!c.identical()) {
        out.println(c.rules() + " " + c.data() + " " + c.rule() + ": cfn-guard " + c.cfnGuard() + ", cairn " + c.cairn());
      }
      for (LineComparison l : c.lines()) {
        lines.merge(l.agreement(), 1L, Long::sum);
        if (l.agreement() == LineComparison.Agreement.UNEXPLAINED) {
          out.println(c.rules() + " " + c.data() + " " + c.rule() + " " + l.path() + ": cfn-guard line " + l.cfnGuardLine()
              + ":" + l.cfnGuardColumn() + ", cairn line " + l.cairnLine() + ":" + l.cairnColumn());
        }
      }
    }
    out.printf("%d of %d statuses identical (%.2f%%)%n", same, all.size(), all.isEmpty() ? 100.0 : 100.0 * same / all.size());
    long located = lines.values().stream().mapToLong(Long::longValue).sum();
    out.printf("%d failing checks located by both: %d on the same line, %d where cfn-guard points at a value below its key "
            + "(inside Cairn's key-value pair), %d without a cfn-guard position, %d unexplained%n", located,
        lines.get(LineComparison.Agreement.SAME_LINE), lines.get(LineComparison.Agreement.VALUE_BELOW_KEY),
        lines.get(LineComparison.Agreement.NO_CFN_GUARD_POSITION), lines.get(LineComparison.Agreement.UNEXPLAINED));
    out.flush();
    boolean linesExplained = lines.get(LineComparison.Agreement.UNEXPLAINED) == 0;
    return same == all.size() && linesExplained ? ExitCodes.OK : ExitCodes.FAIL;
  }
}
