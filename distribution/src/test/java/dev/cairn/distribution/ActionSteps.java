package dev.cairn.distribution;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * Runs the steps of a composite action.yml as a runner would, as shell scripts: bash with
 * {@code -eo pipefail}, each step's {@code env} with its expressions filled in, GITHUB_OUTPUT,
 * GITHUB_PATH and RUNNER_TEMP as files and directories of a scratch runner, GITHUB_ACTION_PATH
 * the directory of the action.yml. It knows the
 * expressions {@code inputs.*}, {@code github.action_repository} and {@code github.action_ref},
 * and run steps without {@code if}; anything else fails, so the action stays testable this way.
 */
final class ActionSteps {
  private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{\\s*([^}]*?)\\s*}}");

  /** What a run left: each step's outputs, the step that failed (null if none), all it printed. */
  record Run(Map<String, Map<String, String>> outputs, String failedStep, int exitCode, String log) {}

  private final Map<String, Object> action;
  private final Path actionPath;

  @SuppressWarnings("unchecked")
  ActionSteps(Path actionYml) throws IOException {
    actionPath = actionYml.toAbsolutePath().getParent();
    action = (Map<String, Object>) new Load(LoadSettings.builder().build()).loadFromString(Files.readString(actionYml));
  }

  @SuppressWarnings("unchecked")
  Map<String, Object> runs() {
    return (Map<String, Object>) action.get("runs");
  }

  /** Runs every step in {@code workspace} until one fails, with these inputs over the defaults. */
  @SuppressWarnings("unchecked")
  Run run(Path workspace, Path runner, Map<String, String> inputs, Map<String, String> github) throws IOException, InterruptedException {
    Map<String, String> values = new HashMap<>();
    ((Map<String, Map<String, Object>>) action.get("inputs")).forEach((name, spec) -> {
      Object def = spec.get("default");
      values.put("inputs." + name, def == null ? "" : def.toString());
    });
    inputs.forEach((k, v) -> values.put("inputs." + k, v));
    github.forEach((k, v) -> values.put("github." + k, v));

    Path temp = Files.createDirectories(runner.resolve("temp"));
    Path pathFile = runner.resolve("github_path");
    Files.writeString(pathFile, "");
    List<String> path = new ArrayList<>(List.of("/usr/bin", "/bin"));
    Map<String, Map<String, String>> outputs = new LinkedHashMap<>();
    StringBuilder log = new StringBuilder();
    for (Map<String, Object> step : (List<Map<String, Object>>) runs().get("steps")) {
      String id = (String) step.get("id");
      if (!"bash".equals(step.get("shell")) || step.containsKey("if") || step.containsKey("uses") || !step.containsKey("run")) {
        throw new AssertionError("step " + id + ": only bash run steps without if are run by this test");
      }
      String script = (String) step.get("run");
      if (script.contains("${{")) {
        throw new AssertionError("step " + id + ": the script uses an expression; pass it through env");
      }
      Path scriptFile = runner.resolve(id + ".sh");
      Files.writeString(scriptFile, script);
      Path outputFile = runner.resolve(id + ".output");
      Files.writeString(outputFile, "");
      Map<String, String> env = new HashMap<>();
      ((Map<String, Object>) step.getOrDefault("env", Map.of())).forEach((k, v) -> env.put(k, fill(v.toString(), values)));
      env.put("PATH", String.join(":", path));
      env.put("RUNNER_OS", "Linux");
      env.put("RUNNER_ARCH", "X64");
      env.put("RUNNER_TEMP", temp.toString());
      env.put("GITHUB_OUTPUT", outputFile.toString());
      env.put("GITHUB_PATH", pathFile.toString());
      env.put("GITHUB_WORKSPACE", workspace.toString());
      env.put("GITHUB_ACTION_PATH", actionPath.toString());

      Command result = Command.run(workspace, env, "bash", "--noprofile", "--norc", "-eo", "pipefail", scriptFile.toString());

      log.append("--- ").append(id).append('\n').append(result.out()).append(result.err());
      Map<String, String> stepOutputs = new LinkedHashMap<>();
      for (String line : Files.readAllLines(outputFile)) {
        int eq = line.indexOf('=');
        if (eq > 0) {
          stepOutputs.put(line.substring(0, eq), line.substring(eq + 1));
        }
      }
      outputs.put(id, stepOutputs);
      for (String dir : Files.readAllLines(pathFile)) {
        if (!dir.isBlank() && !path.contains(dir)) {
          path.add(0, dir);
        }
      }
      if (result.exitCode() != 0) {
        return new Run(outputs, id, result.exitCode(), log.toString());
      }
    }
    return new Run(outputs, null, 0, log.toString());
  }

  private static String fill(String text, Map<String, String> values) {
    Matcher m = EXPRESSION.matcher(text);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String value = values.get(m.group(1));
      if (value == null) {
        throw new AssertionError("an expression this test does not know: " + m.group());
      }
      m.appendReplacement(sb, Matcher.quoteReplacement(value));
    }
    return m.appendTail(sb).toString();
  }
}
