package dev.cairn.cli;

import dev.cairn.checks.NoPoliciesException;
import dev.cairn.checks.PolicyChecks;
import dev.cairn.constraints.ConstraintException;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.LocatorException;
import dev.cairn.scan.InputSourceText;
import dev.cairn.scan.ChangedFiles;
import dev.cairn.scan.Check;
import dev.cairn.scan.GitChanges;
import dev.cairn.scan.GitChangesException;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import dev.cairn.scan.ScanInputs;
import dev.cairn.report.Baseline;
import dev.cairn.report.BaselineException;
import dev.cairn.report.InputError;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ReportFormats;
import dev.cairn.conftest.output.ConftestFormats;
import dev.cairn.report.ScanReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cairn scan}: checks YAML and JSON files against policies with conftest's conventions and
 * reports every violation with its file, line and column.
 */
@Command(
    name = "scan",
    description = "Scan YAML and JSON files and locate every policy violation.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:no failures",
      "1:failures found (warnings too with --fail-on-warn)",
      "2:usage, policy or input error"
    })
final class ScanCommand implements Callable<Integer> {
  /** conftest's outputs that make sense for a scan: one test per rule and input. */
  /** Cairn's formats, and conftest's tap, junit and table shapes. */
  static final ReportFormats FORMATS = ReportFormats.builder().addAll(ReportFormats.cairn()).addAll(ConftestFormats.forScan()).build();

  @Spec CommandSpec spec;

  @Option(
      names = {"-p", "--policy"},
      paramLabel = "PATH",
      description = "Rego file, Guard rules file (.guard), ConstraintTemplate/Constraint YAML, or directory of them (repeatable; default: policy/).")
  List<Path> policies = new ArrayList<>();

  @Option(
      names = {"-d", "--data"},
      paramLabel = "PATH",
      description = "JSON or YAML data file or directory, merged into data (repeatable).")
  List<Path> data = new ArrayList<>();

  @Option(
      names = {"-n", "--namespace"},
      paramLabel = "NS",
      description = "Package whose deny/violation/warn rules are reported (repeatable; default: main).")
  List<String> namespaces = new ArrayList<>();

  @Option(names = "--all-namespaces", description = "Report the rules of every package.")
  boolean allNamespaces;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FORMAT",
      defaultValue = "text",
      completionCandidates = FormatNames.class,
      description = "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  String output;

  /** The format names, for the option's help. */
  static final class FormatNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return FORMATS.names().iterator();
    }
  }

  @Option(names = "--fail-on-warn", description = "Exit 1 on warnings too.")
  boolean failOnWarn;

  @Option(
      names = "--fail-on",
      split = ",",
      paramLabel = "SEVERITY",
      description = "Fail on findings of these severities only (as a policy's METADATA or result gives them,"
          + " e.g. high,critical; cairn lint's error,warning,informational); every other finding warns."
          + " Default: deny and violation rules, Guard rules, constraints that deny and E rules fail.")
  List<String> failOn = new ArrayList<>();

  @Option(names = "--combine", description = "Evaluate all documents as one input: a list of {path, contents}.")
  boolean combine;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Files evaluated in parallel (default: the number of processors).")
  Integer threads;

  @Option(
      names = "--rego-version",
      paramLabel = "VERSION",
      defaultValue = "auto",
      description = "auto, v0 or v1 (default: ${DEFAULT-VALUE}).")
  String regoVersion;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      defaultValue = EvaluationTimeout.DEFAULT,
      description = "Stop evaluating one input (Rego, a ConstraintTemplate, a Guard rules file) after this long,"
          + " e.g. 5s; 0: no limit (default: ${DEFAULT-VALUE}).")
  Duration timeout;

  @Option(
      names = "--explain",
      description = "Show, for each finding, every input path its result used with its rank, role and why.")
  boolean explain;

  @Option(names = "--no-color", description = "Never colour the text output.")
  boolean noColor;

  @Option(
      names = "--parser",
      paramLabel = "NAME",
      description = "Read every input with this parser (conftest's names: yaml, json, hcl2, dockerfile, toml, ini,"
          + " xml, dotenv, properties) instead of choosing by file name.")
  String parser;

  @Option(names = "--schemas", description = "Also check CloudFormation templates against the resource provider schemas (cairn lint's rules).")
  boolean schemas;

  @Option(
      names = "--baseline",
      paramLabel = "FILE",
      description = "Report only findings this baseline (from --baseline-write) does not hold, and list the ones it"
          + " holds that are fixed; the exit status comes from the new findings alone.")
  Path baseline;

  @Option(
      names = "--baseline-write",
      paramLabel = "FILE",
      description = "Record this scan's findings in FILE (sorted JSON, for review) as the baseline of later scans.")
  Path baselineWrite;

  @Option(
      names = "--changed-since",
      paramLabel = "REF",
      description = "Scan only the files (of those given) that differ between the git revision REF and the working"
          + " tree, renames followed; the repository is the one holding the first PATH.")
  String changedSince;

  @Option(
      names = "--changed-lines",
      description = "Report only findings whose region overlaps a line the change touched (with --changed-since;"
          + " alone, the changes since HEAD).")
  boolean changedLines;

  @Parameters(paramLabel = "PATH", arity = "1..*", description = "Files or directories to scan; - reads standard input.")
  List<String> paths = new ArrayList<>();

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ReportFormat format = FORMATS.named(output).orElse(null);
    if (format == null) {
      err.println("cairn scan: unknown --output " + output + " (" + String.join(", ", FORMATS.names()) + ")");
      return ExitCodes.ERROR;
    }
    ParseMode mode;
    try {
      mode = ParseMode.valueOf(regoVersion.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      err.println("cairn scan: unknown --rego-version " + regoVersion + " (auto, v0, v1)");
      return ExitCodes.ERROR;
    }
    List<Check> checks;
    List<ScanInput> inputs;
    InputFormat inputFormat;
    try {
      inputFormat = parser == null ? null : InputFormat.named(parser);
      checks = checks(mode, EvaluationTimeout.of(timeout));
      inputs = inputs();
    } catch (ConstraintException e) {
      err.println(e.getMessage()); // file:line:column: reason
      return ExitCodes.ERROR;
    } catch (dev.cairn.guard.GuardSyntaxException e) {
      err.println(e.getMessage()); // file:line:column: reason
      return ExitCodes.ERROR;
    } catch (RegoException e) {
      e.errors().forEach(x -> err.println(CliError.of(x).toLine()));
      return ExitCodes.ERROR;
    } catch (LocatorException e) {
      err.println(e.getMessage()); // file:line:column: reason
      return ExitCodes.ERROR;
    } catch (IllegalArgumentException | java.io.UncheckedIOException | CliException e) {
      err.println("cairn scan: " + e.getMessage());
      return ExitCodes.ERROR;
    }
    ChangedFiles changed = null;
    if (changedSince != null || changedLines) {
      try {
        changed = GitChanges.builder().at(Path.of(paths.get(0)))
            .since(changedSince == null ? "HEAD" : changedSince).build().changedFiles();
      } catch (GitChangesException e) {
        err.println("cairn scan: " + e.getMessage());
        return ExitCodes.ERROR;
      }
      ChangedFiles touched = changed;
      inputs = inputs.stream().filter(in -> in.path() != null && touched.contains(in.path())).toList();
    }
    Baseline accepted = null;
    List<InputError> baselineErrors = new ArrayList<>();
    if (baseline != null) {
      try {
        accepted = Baseline.read(baseline);
      } catch (BaselineException e) {
        baselineErrors.add(e.asInputError()); // the scan still runs and reports everything it finds
      }
    }
    boolean terminal = System.console() != null;
    Progress progress = new Progress(err, terminal && inputs.size() > 20);
    Scan.Builder scan = Scan.builder().progress(progress::update);
    checks.forEach(scan::check);
    scan.parser(inputFormat);
    ScanReport report = scan.build().run(inputs);
    if (!failOn.isEmpty()) {
      report = report.failingOn(failOn);
    }
    progress.done();
    InputSourceText sources = new InputSourceText(inputs);
    if (baselineWrite != null) {
      try (java.io.Writer w = Files.newBufferedWriter(baselineWrite)) {
        Baseline.builder().sources(sources).addAll(report.findings()).build().write(w);
      } catch (IOException e) {
        baselineErrors.add(new InputError(baselineWrite.toString(), 0, 0, "cannot write the baseline: " + e.getMessage()));
      }
    }
    if (accepted != null) {
      report = (changed == null ? accepted : accepted.restrictedTo(inputs.stream().map(ScanInput::name).toList()))
          .compare(report, sources);
    }
    if (changedLines) {
      report = report.keeping(new TouchedFindings(inputs, changed));
    }
    report = report.withErrors(baselineErrors);
    format.write(report, new ReportFormat.Context(sources, terminal && !noColor), out);
    out.flush();
    if (!report.errors().isEmpty()) {
      return ExitCodes.ERROR;
    }
    boolean failed = report.failures() > 0 || (failOnWarn && report.warnings() > 0);
    return failed ? ExitCodes.FAIL : ExitCodes.OK;
  }

  /** The checks the policy paths call for, configured as {@code cairn lsp} configures them. */
  private List<Check> checks(ParseMode mode, Duration deadline) throws CliException {
    PolicyChecks.Builder b = PolicyChecks.builder().timeout(deadline).schemas(schemas).rego(rego -> {
      rego.parseMode(mode).allNamespaces(allNamespaces).combine(combine).explain(explain);
      data.forEach(rego::data);
      namespaces.forEach(rego::namespace);
      if (threads != null) {
        rego.threads(threads);
      }
    });
    policies.forEach(b::policy);
    try {
      return b.build().load();
    } catch (NoPoliciesException e) {
      throw new CliException(CliError.inFile(CliError.LOAD_ERROR, e.getMessage(),
          String.join(", ", e.paths().stream().map(Path::toString).toList())));
    }
  }

  private List<ScanInput> inputs() throws IOException, CliException {
    List<ScanInput> inputs = new ArrayList<>();
    for (String p : paths) {
      if (p.equals(ScanInputs.STANDARD_INPUT)) {
        inputs.add(ScanInputs.standardInput(System.in));
      } else {
        inputs.addAll(ScanInputs.under(List.of(Path.of(p))));
      }
    }
    return inputs;
  }

  /** A one-line counter on stderr, only on a terminal and only for many files. */
  private static final class Progress {
    private final PrintWriter err;
    private final boolean enabled;

    Progress(PrintWriter err, boolean enabled) {
      this.err = err;
      this.enabled = enabled;
    }

    void update(int done, int total) {
      if (enabled) {
        err.print("\rchecked " + done + "/" + total + " files");
        err.flush();
      }
    }

    void done() {
      if (enabled) {
        err.print("\r\u001b[K");
        err.flush();
      }
    }
  }
}
