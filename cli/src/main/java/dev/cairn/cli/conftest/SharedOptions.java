package dev.cairn.cli.conftest;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The flags {@code conftest test} and {@code conftest verify} share. Unset flags are null, so the
 * environment and {@code conftest.toml} can supply them.
 */
final class SharedOptions {
  @Option(names = {"-p", "--policy"}, split = ",", paramLabel = "PATH", description = "Rego files or directories (repeatable; default: policy).")
  List<String> policy;

  @Option(names = {"-d", "--data"}, split = ",", paramLabel = "PATH", description = "Data files or directories, merged into data (repeatable).")
  List<String> data;

  @Option(names = {"-o", "--output"}, paramLabel = "FORMAT", description = "stdout, json, tap, table, junit, github, azuredevops or sarif (default: stdout).")
  String output;

  @Option(names = "--no-color", arity = "0..1", fallbackValue = "true", description = "Disable colour.")
  Boolean noColor;

  @Option(names = {"-q", "--quiet"}, arity = "0..1", fallbackValue = "true", description = "Print nothing when the exit code is 0.")
  Boolean quiet;

  @Option(names = "--junit-hide-message", arity = "0..1", fallbackValue = "true", description = "JUnit test names without the message.")
  Boolean junitHideMessage;

  @Option(names = "--rego-version", paramLabel = "VERSION", description = "v0 or v1 (default: v1, falling back to v0 for modules only v0 parses).")
  String regoVersion;

  @Option(names = "--trace", arity = "0..1", fallbackValue = "true", description = "Print how each rule (verify: each unit test) was evaluated instead of the results.")
  Boolean trace;

  @Option(names = "--strict", arity = "0..1", fallbackValue = "true", description = "OPA's strict mode: reject unused imports, assignments and arguments, duplicate imports, input/data shadowing and deprecated built-ins.")
  Boolean strict;

  @Option(names = "--capabilities", paramLabel = "FILE", description = "OPA capabilities JSON: the built-ins policies may call.")
  String capabilities;

  @Option(names = "--show-builtin-errors", arity = "0..1", fallbackValue = "true", description = "A built-in that fails is an error, not undefined (verify: on unless =false).")
  Boolean showBuiltinErrors;

  @Option(names = "--proto-file-dirs", split = ",", paramLabel = "DIR", description = "Not supported.")
  List<String> protoFileDirs;

  @Option(names = "--config-file", paramLabel = "FILE", hidden = true, description = "The configuration file (default: conftest.toml).")
  Path configFile = Path.of("conftest.toml");

  /**
   * The checks conftest makes once the policy compiled: {@code --strict} (OPA's strict mode)
   * and {@code --capabilities} (a built-in the file does not allow), each problem named by
   * its position.
   *
   * @throws dev.cairn.engine.RegoException for strict mode errors
   * @throws IllegalArgumentException with one line per call not allowed
   */
  void checkCompiled(ConftestSettings s, dev.cairn.engine.CompiledPolicy policy) {
    if (s.bool("strict", strict)) {
      List<dev.cairn.engine.RegoError> problems = dev.cairn.engine.compiler.StrictChecks.check(policy.modules());
      if (!problems.isEmpty()) {
        throw new dev.cairn.engine.RegoException(problems);
      }
    }
    String file = s.string("capabilities", capabilities, null);
    if (file != null) {
      List<String> problems = Capabilities.violations(policy, Capabilities.read(Path.of(file)));
      if (!problems.isEmpty()) {
        throw new IllegalArgumentException(String.join("\n", problems));
      }
    }
  }

  /** The settings from the config file and environment, or null after reporting a broken file. */
  ConftestSettings settings(java.io.PrintWriter err) {
    try {
      return ConftestSettings.load(configFile, System.getenv());
    } catch (IllegalArgumentException e) {
      ConftestErrors.fail(err, "load configuration: " + e.getMessage());
      return null;
    }
  }
}
