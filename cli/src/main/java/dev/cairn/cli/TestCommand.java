package dev.cairn.cli;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.RegoException;
import dev.cairn.regotest.TestOutcome;
import dev.cairn.regotest.TestResult;
import dev.cairn.regotest.TestRun;
import dev.cairn.regotest.TestRunner;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cairn test}: runs the {@code test_*} rules of Rego files, as {@code opa test}. */
@Command(
    name = "test",
    description = "Run Rego unit tests (rules named test_*), as opa test does.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every test passed",
      "1:the files could not be loaded or compiled, or a test failed with --coverage",
      "2:a test failed, errored or was skipped; coverage below --threshold"
    })
final class TestCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = {"-v", "--verbose"}, description = "Report every test, print() output, and where failures failed.")
  boolean verbose;

  @Option(names = {"-r", "--run"}, paramLabel = "REGEX", description = "Run only tests whose full name (data.pkg.test_x) matches.")
  String run;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description = "Deadline of each test (default: 5s).")
  Duration timeout = Duration.ofSeconds(5);

  @Option(names = {"-c", "--coverage"}, description = "Print line coverage as JSON instead of the results.")
  boolean coverage;

  @Option(names = "--threshold", paramLabel = "PERCENT", description = "Fail (exit 2) when coverage is lower; implies --coverage.")
  double threshold;

  @Option(names = {"-f", "--format"}, paramLabel = "FORMAT", defaultValue = "pretty", description = "pretty or json (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(names = {"-z", "--exit-zero-on-skipped"}, description = "Skipped tests do not make the exit code non-zero.")
  boolean exitZeroOnSkipped;

  @Option(names = "--v0-compatible", description = "Parse modules as Rego v0 (OPA before 1.0).")
  boolean v0;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Rego and data files or directories (searched recursively).")
  List<Path> paths = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (!format.equals("pretty") && !format.equals("json")) {
      err.println("cairn test: unknown --format " + format + " (want pretty or json)");
      return ExitCodes.ERROR;
    }
    if (threshold < 0 || threshold > 100) {
      err.println("Code coverage threshold must be between 0 and 100");
      return ExitCodes.FAIL;
    }
    Pattern filter;
    try {
      filter = run == null ? null : Pattern.compile(run);
    } catch (PatternSyntaxException e) {
      err.println("cairn test: --run: " + e.getMessage());
      return ExitCodes.ERROR;
    }
    boolean cover = coverage || threshold > 0;
    Map<String, String> sources = new LinkedHashMap<>();
    TestRun result;
    try {
      CompiledPolicy policy = compile(sources, err);
      TestRunner.Builder runner = TestRunner.builder().timeout(timeout).coverage(cover);
      if (filter != null) {
        runner.filter(name -> filter.matcher(name).find());
      }
      result = runner.build().run(policy);
    } catch (CliException e) {
      e.errors().forEach(x -> err.println(x.toLine()));
      return ExitCodes.FAIL;
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println(CliError.of(x).toLine()));
      return ExitCodes.FAIL;
    }
    if (cover) {
      return reportCoverage(result, out, err);
    }
    if (format.equals("json")) {
      TestJsonReport.results(result.results(), out);
    } else {
      new TestPrettyReport(out, verbose, sources::get).write(result);
    }
    out.flush();
    return failed(result) ? ExitCodes.ERROR : ExitCodes.OK;
  }

  private boolean failed(TestRun result) {
    return result.results().stream()
        .anyMatch(r -> !r.passed() && !(exitZeroOnSkipped && r.outcome() == TestOutcome.SKIP));
  }

  /** As OPA: a test that did not pass is an error (exit 1); coverage below the threshold exits 2. */
  private int reportCoverage(TestRun result, PrintWriter out, PrintWriter err) throws IOException {
    for (TestResult r : result.results()) {
      if (!r.passed()) {
        err.println(r.error() != null ? r.error().toString() : TestPrettyReport.line(r));
        return ExitCodes.FAIL;
      }
    }
    if (result.coverage().coverage() < threshold) {
      err.println(String.format(
          java.util.Locale.ROOT, "Code coverage threshold not met: got %.2f instead of %.2f", result.coverage().coverage(), threshold));
      return ExitCodes.ERROR;
    }
    TestJsonReport.coverage(result.coverage(), out);
    out.flush();
    return ExitCodes.OK;
  }

  private CompiledPolicy compile(Map<String, String> sources, PrintWriter err) throws CliException {
    dev.cairn.scan.PolicySources loaded =
        CliException.loading(() -> dev.cairn.scan.PolicyLoader.read(List.of(), paths, w -> err.println(CliError.of(w).toLine())));
    PolicyBuilder builder = dev.cairn.conftest.ConftestBuiltins.policy().data(loaded.data()).parseMode(v0 ? ParseMode.V0 : ParseMode.AUTO);
    for (PolicyBuilder.Source m : loaded.modules()) {
      builder.module(m.file(), m.text());
      sources.put(m.file(), m.text());
    }
    return builder.compile();
  }
}
