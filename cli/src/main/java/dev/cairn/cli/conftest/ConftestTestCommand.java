package dev.cairn.cli.conftest;

import dev.cairn.conftest.output.Totals;
import dev.cairn.conftest.output.ConftestFormat;
import dev.cairn.conftest.output.ConftestFormats;
import dev.cairn.report.ReportFormat;
import dev.cairn.conftest.output.OutputOptions;
import dev.cairn.conftest.output.CheckResults;
import dev.cairn.conftest.output.CheckResult;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.scan.Scan;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cairn conftest test}: conftest's test command over Cairn's scanner, with conftest's
 * flags, configuration file, outputs, summary and exit codes (0 pass; 1 failures, or warnings
 * with --fail-on-warn where failures are 2; 1 for errors, as conftest).
 */
@Command(
    name = "test",
    description = "Test configuration files against Rego policies, as conftest test.",
    mixinStandardHelpOptions = true,
    sortOptions = false)
final class ConftestTestCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin SharedOptions shared;

  @Option(names = {"-n", "--namespace"}, split = ",", paramLabel = "NS", description = "Namespaces to test; * and ? are wildcards (default: main).")
  List<String> namespace;

  @Option(names = "--all-namespaces", arity = "0..1", fallbackValue = "true", description = "Test the rules of every namespace.")
  Boolean allNamespaces;

  @Option(names = "--combine", arity = "0..1", fallbackValue = "true", description = "Evaluate all files as one input: a list of {path, contents}.")
  Boolean combine;

  @Option(names = "--fail-on-warn", arity = "0..1", fallbackValue = "true", description = "Exit 1 on warnings, 2 on failures.")
  Boolean failOnWarn;

  @Option(names = "--fail-on", split = ",", paramLabel = "SEVERITY",
      description = "Cairn's addition: fail on findings of these METADATA severities only (e.g. high,critical);"
          + " every other finding warns.")
  List<String> failOn;

  @Option(names = "--no-fail", arity = "0..1", fallbackValue = "true", description = "Exit 0 even when policies fail.")
  Boolean noFail;

  @Option(names = "--suppress-exceptions", arity = "0..1", fallbackValue = "true", description = "Do not print exceptions.")
  Boolean suppressExceptions;

  @Option(names = "--ignore", paramLabel = "REGEX", description = "Skip input paths matching this regular expression.")
  String ignore;

  @Option(names = "--parser", paramLabel = "PARSER", description = "Read every input with this parser (hcl2, dockerfile, toml, ini, xml, dotenv, properties, yaml, json).")
  String parser;

  @Option(names = "--file", paramLabel = "PATH", description = "Write the output to this file instead of standard output.")
  Path file;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = dev.cairn.cli.DurationConverter.class,
      defaultValue = dev.cairn.cli.EvaluationTimeout.DEFAULT,
      description = "Cairn's: stop evaluating one input after this long, e.g. 5s (an error naming the rule);"
          + " 0: no limit (default: ${DEFAULT-VALUE}).")
  java.time.Duration timeout;

  @Option(names = {"-u", "--update"}, split = ",", paramLabel = "URL", description = "Not supported: Cairn does not fetch policies.")
  List<String> update;

  @Option(names = "--tls", arity = "0..1", fallbackValue = "true", hidden = true, description = "Only for fetching policies; ignored.")
  Boolean tls;

  @Parameters(paramLabel = "PATH", arity = "0..*", description = "Files or directories to test; - reads standard input.")
  List<String> paths = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter err = spec.commandLine().getErr();
    ConftestSettings s = shared.settings(err);
    if (s == null) {
      return ConftestErrors.EXIT;
    }
    List<String> policies = s.paths("policy", shared.policy, List.of("policy"));
    String parserName = s.string("parser", parser, null);
    Unsupported unsupported = Unsupported.of(s, shared, policies);
    unsupported.flag(!s.list("update", update, List.of()).isEmpty(), "--update", "fetching policies is not supported; fetch them first (conftest pull, git clone)");
    if (unsupported.report(err)) {
      return Unsupported.EXIT;
    }
    InputFormat inputFormat;
    try {
      inputFormat = parserName == null ? null : InputFormat.named(parserName);
    } catch (IllegalArgumentException e) {
      return ConftestErrors.fail(err, e.getMessage());
    }
    List<String> files = paths.stream().filter(p -> !p.isEmpty()).toList();
    if (files.isEmpty()) {
      return ConftestErrors.fail(err, "missing required arguments");
    }
    String output = s.string("output", shared.output, "stdout");
    if (ConftestFormat.named(output) == null) {
      return ConftestErrors.fail(err, "unknown output format " + output + " (valid: stdout, json, tap, table, junit, github, azuredevops, sarif)");
    }
    boolean all = s.bool("all-namespaces", allNamespaces);
    List<String> namespaces = s.list("namespace", namespace, List.of("main"));
    RegoCheck scanner;
    List<ScanInput> inputs;
    try {
      scanner = scanner(s, policies, namespaces, all);
      inputs = new Inputs(s.string("ignore", ignore, null)).read(files);
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println("Error: running test: " + x));
      return ConftestErrors.EXIT;
    } catch (IllegalArgumentException | UncheckedIOException | LocatorException e) {
      return ConftestErrors.fail(err, "running test: " + e.getMessage());
    }
    Scan.Builder run = Scan.builder().check(scanner);
    if (inputFormat != null) {
      run.parser(inputFormat);
    }
    ScanReport scanned = run.build().run(inputs);
    List<String> failLevels = s.list("fail-on", failOn, List.of());
    ScanReport report = failLevels.isEmpty() ? scanned : scanned.failingOn(failLevels);
    if (!report.errors().isEmpty()) {
      report.errors().forEach(x -> err.println("Error: running test: " + x));
      return ConftestErrors.EXIT;
    }
    List<String> packages = scanner.policy().modules().modules().stream()
        .map(m -> CheckResults.packageName(AstPrinter.refName(m.pkg().path())))
        .toList();
    List<String> reported = CheckResults.namespaces(namespaces, all, packages);
    int exit = exitCode(s, Totals.of(CheckResults.of(report, reported)));
    if (!s.bool("quiet", shared.quiet) || exit != 0) {
      OutputOptions options = new OutputOptions(
          s.bool("no-color", shared.noColor), s.bool("suppress-exceptions", suppressExceptions),
          s.bool("junit-hide-message", shared.junitHideMessage), false);
      if (s.bool("trace", shared.trace) && ConftestFormat.named(output) == ConftestFormat.STDOUT) {
        TraceOutput.write(scanner.policy(), report, inputs, options.noColor(), spec.commandLine().getOut());
      } else {
        ReportFormat format = ConftestFormats.of(options, r -> reported).named(output).orElseThrow();
        return write(format, report, s, exit);
      }
    }
    return exit;
  }

  private RegoCheck scanner(
      ConftestSettings s, List<String> policies, List<String> namespaces, boolean all) {
    ParseMode mode = ConftestSettings.parseMode(s.string("rego-version", shared.regoVersion, null));
    List<Path> data = s.paths("data", shared.data, List.of()).stream().map(Path::of).toList();
    CompiledPolicy policy = dev.cairn.conftest.ConftestBuiltins.load(policies.stream().map(Path::of).toList(), data, mode);
    shared.checkCompiled(s, policy);
    RegoCheck.Builder b = RegoCheck.builder().policy(policy).allNamespaces(all).combine(s.bool("combine", combine))
        .strictBuiltinErrors(s.bool("show-builtin-errors", shared.showBuiltinErrors))
        .timeout(dev.cairn.cli.EvaluationTimeout.of(timeout));
    namespaces.forEach(b::namespace);
    return b.build();
  }

  private int exitCode(ConftestSettings s, Totals t) {
    if (s.bool("no-fail", noFail)) {
      return 0;
    }
    if (s.bool("fail-on-warn", failOnWarn)) {
      return t.failures() > 0 ? 2 : t.warnings() > 0 ? 1 : 0;
    }
    return t.failures() > 0 ? 1 : 0;
  }

  private int write(ReportFormat format, ScanReport report, ConftestSettings s, int exit) {
    String target = s.string("file", file == null ? null : file.toString(), null);
    PrintWriter out;
    try {
      out = target == null
          ? spec.commandLine().getOut()
          : new PrintWriter(Files.newBufferedWriter(Path.of(target), StandardCharsets.UTF_8));
    } catch (IOException | java.nio.file.InvalidPathException e) {
      String why = e instanceof IOException io ? dev.cairn.locator.IoReasons.of(Path.of(target), io) : e.getMessage();
      return ConftestErrors.fail(spec.commandLine().getErr(), "cannot write the output to " + target + ": " + why);
    }
    try {
      format.write(report, out);
    } catch (IOException e) {
      return ConftestErrors.fail(spec.commandLine().getErr(), "writing the output: " + e.getMessage());
    } finally {
      out.flush();
      if (target != null) {
        out.close();
      }
    }
    return exit;
  }
}
