package dev.cairn.cli;

import dev.cairn.guard.DataException;
import dev.cairn.guard.GuardEvalException;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.GuardSyntaxException;
import dev.cairn.guard.GuardTests;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code cairn guard test -r RULES -t TESTS}: cfn-guard's unit tests; exit 0 all met, 7 one not met. */
@Command(name = "test", mixinStandardHelpOptions = true,
    description = "Run Guard unit tests (cfn-guard test's YAML format); exit 0 when every expectation is met, 7 otherwise.")
final class GuardTestCommand implements Callable<Integer> {
  static final int NOT_MET = 7;

  @Spec
  CommandSpec spec;

  @Option(names = {"-r", "--rules-file"}, required = true, description = "The rules file.")
  Path rules;

  @Option(names = {"-t", "--test-data"}, required = true, description = "The YAML file of test cases.")
  Path tests;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      defaultValue = EvaluationTimeout.DEFAULT,
      description = "Stop evaluating the rules on one case after this long, e.g. 5s; 0: no limit (default: ${DEFAULT-VALUE}).")
  Duration timeout;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<GuardTests.Case> cases;
    try {
      GuardRules parsed = GuardRules.load(rules);
      cases = GuardTests.run(parsed, tests.toString(), TextFile.read(tests), EvaluationTimeout.of(timeout));
    } catch (GuardSyntaxException | DataException | LocatorException e) {
      err.println(e.getMessage());
      return GuardValidateCommand.RULES_ERROR;
    } catch (GuardEvalException e) {
      err.println(e.located(rules.toString()));
      return GuardValidateCommand.RULES_ERROR;
    }
    boolean allMet = true;
    int n = 1;
    for (GuardTests.Case c : cases) {
      out.println("Test Case #" + n++);
      out.println("Name: " + c.name());
      c.unexpected().forEach(r -> out.println("  No Test expectation was set for Rule " + r));
      for (GuardTests.Expectation e : c.expectations()) {
        out.println("  " + (e.met() ? "PASS" : "FAIL") + " " + e.rule() + ": Expected = " + e.expected()
            + (e.met() ? "" : ", Evaluated = " + (e.evaluated() == null ? "(no such rule)" : e.evaluated())));
      }
      out.println();
      allMet &= c.passed();
    }
    out.flush();
    return allMet ? 0 : NOT_MET;
  }
}
