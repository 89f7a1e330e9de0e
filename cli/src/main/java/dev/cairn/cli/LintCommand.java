package dev.cairn.cli;

import dev.cairn.cfnlint.LintOptions;
import dev.cairn.cfnlint.SchemaCheck;
import dev.cairn.cfnlint.SchemaException;
import dev.cairn.cfnlint.SchemaStore;
import dev.cairn.cfnlint.TemplateLinter;
import dev.cairn.cfnlint.output.LintFormats;
import dev.cairn.report.Finding;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ReportFormats;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.InputSourceText;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import java.io.PrintWriter;
import java.nio.file.Path;
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
 * {@code cairn lint}: CloudFormation templates checked against the resource provider schemas with
 * cfn-lint's rule ids, flags and exit codes, every finding located.
 */
@Command(
    name = "lint",
    description = "Check CloudFormation templates against the resource provider schemas, as cfn-lint does.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes (cfn-lint's, added together):%n",
    exitCodeList = {
      "0:no findings",
      "2:errors (E rules), or a usage or input error",
      "4:warnings (W rules)",
      "8:informational findings (I rules)"
    })
final class LintCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "text",
      description = "text, json, sarif, github, junit or cdk (default: ${DEFAULT-VALUE}).")
  String format;

  @Option(names = "--ignore-checks", split = ",", paramLabel = "RULE", description = "Rule ids or prefixes not to report (E3012, W).")
  List<String> ignoreChecks = new ArrayList<>();

  @Option(names = "--include-checks", split = ",", paramLabel = "RULE", description = "Rule ids or prefixes off by default to report (I).")
  List<String> includeChecks = new ArrayList<>();

  @Option(
      names = "--configure-rule",
      split = ",",
      paramLabel = "RULE:KEY=VALUE",
      description = "Rule settings; E3012:strict=true turns type coercion off.")
  List<String> configureRules = new ArrayList<>();

  @Option(names = "--regions", split = ",", paramLabel = "REGION", description = "Regions to check for (default: us-east-1).")
  List<String> regions = new ArrayList<>();

  @Option(names = "--schemas", paramLabel = "DIR", description = "Use this schema directory instead of the bundled set.")
  Path schemas;

  @Option(names = "--no-color", description = "Never colour the text output.")
  boolean noColor;

  @Parameters(paramLabel = "TEMPLATE", arity = "1..*", description = "Template files, directories or glob patterns.")
  List<String> templates = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    ReportFormats formats = LintFormats.all();
    ReportFormat reportFormat = formats.named(format).orElse(null);
    if (reportFormat == null) {
      err.println("cairn lint: unknown --format " + format + " (" + String.join(", ", formats.names()) + ")");
      return ExitCodes.ERROR;
    }
    TemplateLinter linter;
    List<ScanInput> inputs;
    try {
      LintOptions options = new LintOptions(regions.isEmpty() ? List.of("us-east-1") : regions, ignoreChecks,
          includeChecks, strict());
      SchemaStore store = schemas == null ? SchemaStore.bundled() : SchemaStore.directory(schemas, options.regions().get(0));
      linter = new TemplateLinter(store, options);
      inputs = TemplateInputs.expand(templates);
    } catch (SchemaException | IllegalArgumentException e) {
      err.println("cairn lint: " + e.getMessage());
      return ExitCodes.ERROR;
    } catch (CliException e) {
      err.println(e.getMessage());
      return ExitCodes.ERROR;
    }
    ScanReport scanned = Scan.of(SchemaCheck.builder().linter(linter).everyDocument(true).build()).run(inputs);
    // cfn-lint reports a template it cannot read as E0000, as one it cannot parse
    List<Finding> findings = new java.util.ArrayList<>(scanned.findings());
    scanned.errors().forEach(e -> findings.add(TemplateLinter.parseError(e.file(),
        new dev.cairn.locator.LocatorException(e.file(), Math.max(1, e.line()), Math.max(1, e.column()), e.message()))));
    findings.sort(Finding.REPORT_ORDER);
    ScanReport report = new ScanReport(findings, List.of(), inputs.size(), scanned.documents(), 0, 0, scanned.checked());
    reportFormat.write(report, new ReportFormat.Context(new InputSourceText(inputs), System.console() != null && !noColor), out);
    out.flush();
    return exitCode(findings);
  }

  /** {@code E3012:strict=true}; any other setting is a usage error, not silently ignored. */
  private boolean strict() {
    boolean strict = false;
    for (String setting : configureRules) {
      String s = setting.trim();
      if (s.equalsIgnoreCase("E3012:strict=true") || s.equalsIgnoreCase("E3012:strict=false")) {
        strict = s.toLowerCase(Locale.ROOT).endsWith("true");
      } else {
        throw new IllegalArgumentException("unsupported --configure-rule " + setting + " (supported: E3012:strict=true|false)");
      }
    }
    return strict;
  }

  /** cfn-lint's bitmask: 2 for errors, 4 for warnings, 8 for informational findings. */
  static int exitCode(List<Finding> findings) {
    int code = 0;
    for (Finding f : findings) {
      code |= switch (f.ruleId().charAt(0)) {
        case 'W' -> 4;
        case 'I' -> 8;
        default -> 2;
      };
    }
    return code;
  }
}
