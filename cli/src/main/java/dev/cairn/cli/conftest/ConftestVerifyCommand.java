package dev.cairn.cli.conftest;

import dev.cairn.cli.PolicyFiles;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.RegoException;
import dev.cairn.testing.TestOutcome;
import dev.cairn.testing.TestResult;
import dev.cairn.testing.TestRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cairn conftest verify}: runs the policies' unit tests (as {@code cairn test}) and reports
 * them as conftest does: each test a result in its file and package, a failing or erroring test a
 * failure named by the test, a {@code todo_} test skipped; exit 1 when any failed.
 */
@Command(name = "verify", description = "Run the policies' Rego unit tests, as conftest verify.", mixinStandardHelpOptions = true, sortOptions = false)
final class ConftestVerifyCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin SharedOptions shared;

  @Option(names = "--report", paramLabel = "MODE", description = "Not supported (full, notes, fails).")
  String report;

  @Parameters(paramLabel = "PATH", arity = "0..*", hidden = true, description = "Ignored, as conftest ignores them.")
  List<String> ignored = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    ConftestSettings s = shared.settings(err);
    if (s == null) {
      return Errors.EXIT;
    }
    List<String> policies = s.paths("policy", shared.policy, List.of("policy"));
    Unsupported unsupported = Unsupported.of(s, shared, policies);
    unsupported.flag(s.string("report", report, null) != null, "--report", "Cairn has no OPA evaluation trace of tests");
    unsupported.flag(s.bool("show-builtin-errors", shared.showBuiltinErrors), "--show-builtin-errors", "not implemented for tests");
    unsupported.flag(s.bool("trace", shared.trace), "--trace", "tests are not traced; cairn conftest test --trace traces policies");
    String output = s.string("output", shared.output, "stdout");
    unsupported.flag(output.equals("sarif"), "--output sarif", "verify reports tests, which SARIF has no place for");
    if (unsupported.report(err)) {
      return Unsupported.EXIT;
    }
    ConftestFormat format = ConftestFormat.named(output);
    if (format == null) {
      return Errors.fail(err, "unknown output format " + output);
    }
    List<TestResult> tests;
    try {
      CompiledPolicy policy = PolicyFiles.compile(
          policies.stream().map(Path::of).toList(),
          s.paths("data", shared.data, List.of()).stream().map(Path::of).toList(),
          ConftestSettings.parseMode(s.string("rego-version", shared.regoVersion, null)));
      shared.checkCompiled(s, policy);
      tests = TestRunner.builder().build().run(policy).results();
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println("Error: running verification: " + x));
      return Errors.EXIT;
    } catch (IllegalArgumentException | UncheckedIOException e) {
      return Errors.fail(err, "running verification: " + e.getMessage());
    }
    List<CheckResult> results = tests.stream().map(ConftestVerifyCommand::result).toList();
    int exit = Totals.of(results).failures() > 0 ? 1 : 0;
    if (!s.bool("quiet", shared.quiet) || exit != 0) {
      OutputOptions options = new OutputOptions(
          s.bool("no-color", shared.noColor), false, s.bool("junit-hide-message", shared.junitHideMessage), true);
      format.write(results, options, spec.commandLine().getOut());
    }
    return exit;
  }

  private static CheckResult result(TestResult t) {
    String name = t.test().query();
    ResultMessage m = new ResultMessage(
        t.error() == null ? name : name + ": " + t.error(), name, t.test().location().file(), t.test().location().line());
    List<ResultMessage> none = List.of();
    boolean failed = t.outcome() == TestOutcome.FAIL || t.outcome() == TestOutcome.ERROR;
    return new CheckResult(
        t.test().location().file(),
        t.test().pkg(),
        t.passed() ? 1 : 0,
        none,
        failed ? List.of(m) : none,
        none,
        t.outcome() == TestOutcome.SKIP ? List.of(m) : none);
  }
}
