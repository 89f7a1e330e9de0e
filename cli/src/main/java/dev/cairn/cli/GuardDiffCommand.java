package dev.cairn.cli;

import dev.cairn.guard.GuardDiff;
import dev.cairn.guard.GuardFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn guard diff}: Cairn against a cfn-guard binary on your own rules and data. */
@Command(name = "diff", mixinStandardHelpOptions = true,
    description = "Compare every rule's status from Cairn with a cfn-guard binary's; exit 0 when all are identical, 1 otherwise.")
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
    for (GuardDiff.Comparison c : all) {
      if (!c.identical()) {
        out.println(c.rules() + " " + c.data() + " " + c.rule() + ": cfn-guard " + c.cfnGuard() + ", cairn " + c.cairn());
      }
    }
    out.printf("%d of %d statuses identical (%.2f%%)%n", same, all.size(), all.isEmpty() ? 100.0 : 100.0 * same / all.size());
    out.flush();
    return same == all.size() ? ExitCodes.OK : ExitCodes.FAIL;
  }
}
