package dev.cairn.cli;

import dev.cairn.guard.output.CfnGuardOutput;
import dev.cairn.guard.DataException;
import dev.cairn.guard.GuardFiles;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.GuardSyntaxException;
import dev.cairn.guard.InputParameters;
import dev.cairn.guard.Status;
import dev.cairn.guard.Validation;
import dev.cairn.locator.FileTree;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cairn guard validate -r RULES -d DATA}, with cfn-guard 3.1.1's flags: {@code -o}, {@code -S},
 * {@code -z}, {@code -i}, {@code -t}. Exit 0 all pass, 19 a failure, 5 a broken rules file, 255
 * unreadable data, 2 flags cfn-guard rejects together.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Validate data files against Guard rules; exit codes as cfn-guard's: 0 pass, 19 fail, 5 rules error, 255 data error.")
final class GuardValidateCommand implements Callable<Integer> {
  static final int FAIL = 19;
  static final int RULES_ERROR = 5;
  static final int DATA_ERROR = 255;
  private static final Set<String> SUMMARIES = Set.of("all", "pass", "fail", "skip", "none");

  @Spec
  CommandSpec spec;

  @Option(names = {"-r", "--rules"}, required = true, description = "Rules file or directory of .guard files (repeatable).")
  List<Path> rules = new ArrayList<>();

  @Option(names = {"-d", "--data"}, required = true, arity = "1..*", description = "Data file or directory (repeatable).")
  List<Path> data = new ArrayList<>();

  @Option(names = {"-i", "--input-params", "--input-parameters"}, arity = "1..*",
      description = "Parameter files merged into every data file (repeatable; keys must not overlap).")
  List<Path> inputParams = new ArrayList<>();

  @Option(names = {"-t", "--type"}, description = "Type of the data files: CFNTemplate (the only value cfn-guard takes).")
  String type;

  @Option(names = {"-o", "--output-format"}, defaultValue = "single-line-summary",
      description = "single-line-summary (default), json, yaml, junit or sarif (junit and sarif need --structured).")
  String outputFormat;

  @Option(names = {"-S", "--show-summary"}, split = ",", defaultValue = "fail",
      description = "Summary table: all, pass, fail, skip or none, comma-separated (default: fail; none with --structured).")
  List<String> summary = new ArrayList<>();

  @Option(names = {"-z", "--structured"}, description = "One structured JSON/YAML/SARIF/JUnit document for the whole run.")
  boolean structured;

  @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
      defaultValue = EvaluationTimeout.DEFAULT,
      description = "Stop evaluating a rules file on one document after this long, e.g. 5s (an error of that data"
          + " file; the others are still validated); 0: no limit (default: ${DEFAULT-VALUE}).")
  Duration timeout;

  @Override
  public Integer call() throws java.io.IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String usage = usageError();
    if (usage != null) {
      err.println("cairn guard validate: " + usage);
      return ExitCodes.ERROR;
    }
    CfnGuardOutput format = outputFormat.equals("single-line-summary") ? null
        : CfnGuardOutput.valueOf(outputFormat.toUpperCase(java.util.Locale.ROOT));
    long start = System.nanoTime();
    List<GuardRules> parsed = new ArrayList<>();
    try {
      for (Path f : GuardFiles.rules(rules)) {
        parsed.add(GuardRules.load(f));
      }
    } catch (GuardSyntaxException e) {
      err.println(e.getMessage());
      return RULES_ERROR;
    }
    InputParameters params;
    Map<Path, String> texts = new LinkedHashMap<>();
    // One data file that cannot be read or evaluated is an error of its own (exit 255, as
    // cfn-guard's), reported after the others have been validated.
    List<String> dataErrors = new ArrayList<>();
    try {
      for (FileTree.Entry p : GuardFiles.dataEntries(inputParams)) {
        if (!p.isFile()) {
          err.println(p.path() + ": " + p.problem());
          return DATA_ERROR;
        }
      }
      params = InputParameters.read(read(GuardFiles.data(inputParams)));
    } catch (LocatorException | DataException e) {
      err.println(e.getMessage());
      return DATA_ERROR;
    }
    for (FileTree.Entry d : GuardFiles.dataEntries(data)) {
      if (!d.isFile()) {
        dataErrors.add(d.path() + ": " + d.problem());
        continue;
      }
      try {
        texts.put(d.path(), TextFile.read(d.path()));
      } catch (LocatorException e) {
        dataErrors.add(e.getMessage());
      }
    }
    Validation.Run run = Validation.run(parsed, texts, params, EvaluationTimeout.of(timeout));
    dataErrors.addAll(run.errors());
    List<Validation> all = run.validations();
    if (format == null || !structured) {
      for (Validation v : all) {
        if (format == null || !summary.contains("none")) {
          GuardSummaryText.table(v, summary, out);
        }
        if (format == null) {
          GuardSummaryText.checks(v, out);
        } else {
          format.write(List.of(v), false, 0, out);
        }
      }
    } else {
      format.write(all, true, (System.nanoTime() - start) / 1_000_000, out);
    }
    out.flush();
    dataErrors.forEach(err::println);
    err.flush();
    if (!dataErrors.isEmpty()) {
      return DATA_ERROR;
    }
    return all.stream().anyMatch(v -> v.outcomes().stream().anyMatch(o -> o.status() == Status.FAIL)) ? FAIL : 0;
  }

  /** What cfn-guard 3.1.1 refuses, in its words. */
  private String usageError() {
    if (type != null && !type.equals("CFNTemplate")) {
      return "invalid value '" + type + "' for '--type <type>' [possible values: CFNTemplate]";
    }
    if (!Arrays.asList("single-line-summary", "json", "yaml", "junit", "sarif").contains(outputFormat)) {
      return "invalid value '" + outputFormat + "' for '--output-format' [possible values: single-line-summary, json, "
          + "yaml, junit, sarif]";
    }
    for (String s : summary) {
      if (!SUMMARIES.contains(s)) {
        return "invalid value '" + s + "' for '--show-summary' [possible values: all, pass, fail, skip, none]";
      }
    }
    if (structured && outputFormat.equals("single-line-summary")) {
      return "single-line-summary is not able to be used when the `structured` flag is present";
    }
    if (structured && !summary.equals(List.of("none"))) {
      return "Cannot provide a summary-type other than `none` when the `structured` flag is present";
    }
    if (!structured && (outputFormat.equals("sarif") || outputFormat.equals("junit"))) {
      return "the structured flag must be set when output is set to " + outputFormat;
    }
    return null;
  }

  private static Map<String, String> read(List<Path> files) {
    Map<String, String> out = new LinkedHashMap<>();
    for (Path p : files) {
      out.put(p.toString(), TextFile.read(p));
    }
    return out;
  }
}
