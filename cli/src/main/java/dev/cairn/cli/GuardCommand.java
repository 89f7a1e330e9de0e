package dev.cairn.cli;

import dev.cairn.guard.DataException;
import dev.cairn.guard.GuardEvalException;
import dev.cairn.guard.GuardFiles;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.GuardSyntaxException;
import dev.cairn.guard.RuleOutcome;
import dev.cairn.guard.Status;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn guard}: AWS CloudFormation Guard rules, with cfn-guard's flags and exit codes. */
@Command(name = "guard", description = "Run AWS CloudFormation Guard rules as cfn-guard 3.1.1 does.",
    mixinStandardHelpOptions = true, subcommands = {GuardCommand.Validate.class, GuardTestCommand.class, GuardDiffCommand.class})
public final class GuardCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCodes.ERROR;
  }

  /** {@code cairn guard validate -r RULES -d DATA}: exit 0 all pass, 19 a failure, 5 a broken rules file, 255 unreadable data. */
  @Command(name = "validate", mixinStandardHelpOptions = true,
      description = "Validate data files against Guard rules; exit codes as cfn-guard's: 0 pass, 19 fail, 5 rules error, 255 data error.")
  static final class Validate implements Callable<Integer> {
    static final int FAIL = 19;
    static final int RULES_ERROR = 5;
    static final int DATA_ERROR = 255;

    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--rules"}, required = true, description = "Rules file or directory of .guard files (repeatable).")
    List<Path> rules = new ArrayList<>();

    @Option(names = {"-d", "--data"}, required = true, arity = "1..*", description = "Data file or directory (repeatable).")
    List<Path> data = new ArrayList<>();

    @Option(names = {"-S", "--show-summary"}, description = "all, pass, fail, skip or none (default: fail).")
    String summary = "fail";

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      List<GuardRules> parsed = new ArrayList<>();
      try {
        for (Path f : GuardFiles.rules(rules)) {
          parsed.add(GuardRules.load(f));
        }
      } catch (GuardSyntaxException e) {
        err.println(e.getMessage());
        return RULES_ERROR;
      } catch (UncheckedIOException e) {
        err.println("cairn guard validate: " + e.getCause().getMessage());
        return RULES_ERROR;
      }
      boolean failed = false;
      for (Path d : GuardFiles.data(data)) {
        String text;
        try {
          text = Files.readString(d, StandardCharsets.UTF_8);
        } catch (IOException e) {
          err.println(d + ": cannot read: " + e.getMessage());
          return DATA_ERROR;
        }
        for (GuardRules r : parsed) {
          List<List<RuleOutcome>> docs;
          try {
            docs = r.evaluate(d.toString(), text);
          } catch (DataException e) {
            err.println(e.getMessage());
            return DATA_ERROR;
          } catch (GuardEvalException e) {
            err.println(r.name() + ": " + e.getMessage());
            return RULES_ERROR;
          }
          for (List<RuleOutcome> doc : docs) {
            for (RuleOutcome o : doc) {
              failed |= o.status() == Status.FAIL;
              if (summary.equals("all") || summary.equalsIgnoreCase(o.status().name())) {
                out.println(d + " " + Path.of(r.name()).getFileName() + "/" + o.rule() + " " + o.status());
              }
              for (RuleOutcome.Check c : o.failures()) {
                out.println("  " + String.join("/", c.path().stream().map(String::valueOf).toList())
                    + (c.missing().isEmpty() ? "" : " (missing " + String.join(".", c.missing()) + ")") + ": "
                    + (c.customMessage() != null ? c.customMessage().strip() : c.reason()));
              }
            }
          }
        }
      }
      out.flush();
      return failed ? FAIL : 0;
    }
  }
}
