package dev.cairn.cli;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.conftest.ConftestBuiltins;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Value;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code cairn eval}: evaluates a Rego query against policies, data and input, like opa eval. */
@Command(
    name = "eval",
    description = "Evaluate a Rego query.",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:success",
      "1:--fail and the result is undefined, or --fail-defined and it is defined",
      "2:usage, input, policy or evaluation error"
    })
final class EvalCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = {"-d", "--data"},
      paramLabel = "PATH",
      description = "Rego, JSON or YAML file, or a directory of them (repeatable).")
  List<Path> data = new ArrayList<>();

  @Option(
      names = {"-i", "--input"},
      paramLabel = "FILE",
      description = "Input document: JSON, YAML, or any format cairn scan reads (chosen by file name).")
  Path input;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "json",
      description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  OutputFormat format;

  @ArgGroup(exclusive = true)
  Syntax syntax = new Syntax();

  static final class Syntax {
    @Option(names = "--v0-compatible", description = "Parse modules as Rego v0 (OPA before 1.0).")
    boolean v0;

    @Option(names = "--v1-compatible", description = "Parse modules as Rego v1 only.")
    boolean v1;
  }

  @Option(
      names = "--strict-builtin-errors",
      description = "A failing built-in raises an error instead of being undefined.")
  boolean strictBuiltinErrors;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      defaultValue = EvaluationTimeout.DEFAULT,
      description = "Stop evaluating after this long, e.g. 500ms, 5s, 1m; 0: no limit (default: ${DEFAULT-VALUE}).")
  Duration timeout;

  @ArgGroup(exclusive = true)
  Failure failure = new Failure();

  static final class Failure {
    @Option(names = "--fail", description = "Exit 1 if the result is undefined.")
    boolean undefined;

    @Option(names = "--fail-defined", description = "Exit 1 if the result is defined.")
    boolean defined;
  }

  @Parameters(index = "0", paramLabel = "QUERY", description = "The query, e.g. data.policy.deny")
  String query;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    EvalOutput output = new EvalOutput(format, out, err);
    QueryResult result;
    try {
      result = evaluate(err);
    } catch (CliException e) {
      output.errors(e.errors());
      return ExitCodes.ERROR;
    } catch (RegoException e) {
      output.errors(e.errors().stream().map(CliError::of).toList());
      return ExitCodes.ERROR;
    }
    output.result(result);
    if (failure.undefined && !result.isDefined() || failure.defined && result.isDefined()) {
      return ExitCodes.FAIL;
    }
    return ExitCodes.OK;
  }

  private QueryResult evaluate(PrintWriter err) throws CliException {
    DocumentReader reader = new DocumentReader(warning -> err.println(warning.toLine()));
    dev.cairn.scan.PolicySources loaded =
        CliException.loading(() -> dev.cairn.scan.PolicyLoader.read(List.of(), data, w -> err.println(CliError.of(w).toLine())));
    Value inputValue = input == null ? null : reader.read(input);
    PolicyBuilder builder = ConftestBuiltins.policy().data(loaded.data()).parseMode(parseMode());
    loaded.modules().forEach(m -> builder.module(m.file(), m.text()));
    CompiledPolicy policy = builder.compile();
    EvalOptions.Builder options =
        EvalOptions.builder()
            .input(inputValue)
            .strictBuiltinErrors(strictBuiltinErrors)
            .printSink(line -> {
              err.println(line);
              err.flush();
            });
    if (EvaluationTimeout.of(timeout) != null) {
      options.timeout(timeout);
    }
    return policy.evaluate(query, options.build());
  }

  private ParseMode parseMode() {
    if (syntax.v0) {
      return ParseMode.V0;
    }
    return syntax.v1 ? ParseMode.V1 : ParseMode.AUTO;
  }
}
