package dev.cairn.cli.conftest;

import dev.cairn.conftest.output.Totals;
import dev.cairn.conftest.output.ConftestFormat;
import dev.cairn.conftest.output.OutputOptions;
import dev.cairn.conftest.output.ResultMessage;
import dev.cairn.conftest.output.CheckResult;
import dev.cairn.cli.TestPrettyReport;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.RegoException;
import dev.cairn.regotest.TestOutcome;
import dev.cairn.regotest.TestResult;
import dev.cairn.regotest.TestRun;
import dev.cairn.regotest.TestRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
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
 * failure named by the test, a {@code todo_} test skipped; exit 1 when any failed. A failing
 * built-in is an error unless {@code --show-builtin-errors=false}, as conftest. {@code --trace}
 * prints each test's evaluation trace instead; {@code --report} prints OPA's test report with the
 * failures' traces (all events, or the fails or notes and their lineage).
 */
@Command(name = "verify", description = "Run the policies' Rego unit tests, as conftest verify.", mixinStandardHelpOptions = true, sortOptions = false)
final class ConftestVerifyCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin SharedOptions shared;

  @Option(names = "--report", paramLabel = "MODE", description = "OPA's test report with the failures' traces: full, notes (trace() calls) or fails (stdout only).")
  String report;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = dev.cairn.cli.DurationConverter.class,
      defaultValue = "5s",
      description = "Cairn's: stop a test after this long, e.g. 10s (that test's error); 0: no limit (default: ${DEFAULT-VALUE}).")
  java.time.Duration timeout;

  @Parameters(paramLabel = "PATH", arity = "0..*", hidden = true, description = "Ignored, as conftest ignores them.")
  List<String> ignored = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    ConftestSettings s = shared.settings(err);
    if (s == null) {
      return ConftestErrors.EXIT;
    }
    List<String> policies = s.paths("policy", shared.policy, List.of("policy"));
    Unsupported unsupported = Unsupported.of(s, shared, policies);
    String output = s.string("output", shared.output, "stdout");
    String reportMode = s.string("report", report, null);
    if (reportMode != null && !TraceReport.MODES.contains(reportMode)) {
      err.println("Error: unknown --report mode " + reportMode + " (valid: full, notes, fails)");
      return Unsupported.EXIT;
    }
    if (unsupported.report(err)) {
      return Unsupported.EXIT;
    }
    ConftestFormat format = ConftestFormat.named(output);
    if (format == null) {
      return ConftestErrors.fail(err, "unknown output format " + output);
    }
    if (reportMode != null && format != ConftestFormat.STDOUT) {
      return ConftestErrors.fail(err, "report flag is supported with stdout only");
    }
    // As conftest v0.71: a built-in's error makes its call undefined unless --show-builtin-errors.
    TestRunner runner = TestRunner.builder().strictBuiltinErrors(s.bool("show-builtin-errors", shared.showBuiltinErrors, false))
        .timeout(dev.cairn.cli.EvaluationTimeout.of(timeout)).build();
    CompiledPolicy policy;
    List<TestResult> tests;
    try {
      policy = dev.cairn.conftest.ConftestBuiltins.load(
          policies.stream().map(Path::of).toList(),
          s.paths("data", shared.data, List.of()).stream().map(Path::of).toList(),
          ConftestSettings.parseMode(s.string("rego-version", shared.regoVersion, null)));
      shared.checkCompiled(s, policy);
      tests = runner.run(policy).results();
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println("Error: running verification: " + x));
      return ConftestErrors.EXIT;
    } catch (IllegalArgumentException | UncheckedIOException e) {
      return ConftestErrors.fail(err, "running verification: " + e.getMessage());
    }
    // conftest stops at a test whose evaluation fails (a conflict, a built-in's error when shown),
    // naming file:line, and prints no results
    for (TestResult t : tests) {
      if (t.outcome() == TestOutcome.ERROR && t.error() != null) {
        dev.cairn.engine.RegoError e = t.error();
        String where = e.location() == null || e.location().line() == 0 ? "" : e.location().file() + ":" + e.location().line() + ": ";
        err.println("Error: running verification: run test: " + where + e.code() + ": " + e.message());
        return ConftestErrors.EXIT;
      }
    }
    List<CheckResult> results = tests.stream().map(ConftestVerifyCommand::result).toList();
    int exit = Totals.of(results).failures() > 0 ? 1 : 0;
    if (s.bool("quiet", shared.quiet) && exit == 0) {
      return exit;
    }
    PrintWriter out = spec.commandLine().getOut();
    boolean noColor = s.bool("no-color", shared.noColor);
    if (reportMode != null) {
      new TestPrettyReport(out, true, ConftestVerifyCommand::source)
          .withTraces(r -> TraceReport.lines(TraceReport.filter(trace(runner, policy, r), reportMode)))
          .write(new TestRun(tests, null));
      out.flush();
    } else if (s.bool("trace", shared.trace) && format == ConftestFormat.STDOUT) {
      for (TestResult t : tests) {
        List<String> lines = t.outcome() == TestOutcome.SKIP ? List.of() : trace(runner, policy, t).stream().map(TraceLine::line).toList();
        TraceOutput.query(t.test().location().file(), t.test().name(), t.passed() || t.outcome() == TestOutcome.SKIP, lines, noColor, out);
      }
      out.flush();
    } else {
      OutputOptions options = new OutputOptions(noColor, false, s.bool("junit-hide-message", shared.junitHideMessage), true);
      format.write(results, options, out);
    }
    return exit;
  }

  /** How the test was evaluated: the failures' traces of --report, every test's of --trace. */
  private static List<TraceLine> trace(TestRunner runner, CompiledPolicy policy, TestResult t) {
    if (t.outcome() == TestOutcome.SKIP) {
      return List.of();
    }
    TraceListener listener = new TraceListener();
    runner.trace(policy, t.test(), listener);
    return listener.events();
  }

  /** A policy file's text, to quote the expression a test failed at; null when it cannot be read. */
  private static String source(String file) {
    try {
      return Files.readString(Path.of(file));
    } catch (IOException | java.nio.file.InvalidPathException e) {
      return null;
    }
  }

  private static CheckResult result(TestResult t) {
    String name = t.test().query();
    ResultMessage m = new ResultMessage(
        t.error() == null ? name : name + ": " + t.error(), name, t.test().location().file(), t.test().location().line());
    List<ResultMessage> none = List.of();
    boolean failed = t.outcome() == TestOutcome.FAIL || t.outcome() == TestOutcome.ERROR;
    return new CheckResult(
        t.test().location().file(),
        "", // conftest gives verify's results no namespace
        t.passed() ? 1 : 0,
        none,
        failed ? List.of(m) : none,
        none,
        t.outcome() == TestOutcome.SKIP ? List.of(m) : none);
  }
}
