package dev.cairn.compat.opa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.compat.rego.CaseFiles;
import dev.cairn.compat.rego.ExactJson;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Verdict;
import dev.cairn.engine.ParseMode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A case in an {@code opa eval} process of its own: every module and the data compiled at once,
 * as OPA's CLI does. Slower than {@link OpaServer} (OPA starts for each case), so only for the
 * cases the server cannot take: modules that do not compile, or strict built-in errors on a
 * query that is not a plain {@code data.path = x}.
 */
final class OpaEval {
  private OpaEval() {}

  static Verdict evaluate(Path opa, RegoCase c, JsonNode input, Path work, Duration timeout)
      throws IOException, InterruptedException {
    return CaseFiles.with(work, c, input, files -> run(opa, c, files, timeout));
  }

  private static Verdict run(Path opa, RegoCase c, CaseFiles files, Duration timeout) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(opa.toString(), "eval", "--format", "json"));
    if (c.syntax() == ParseMode.V0) {
      cmd.add("--v0-compatible");
    }
    if (c.strict()) {
      cmd.add("--strict-builtin-errors");
    }
    cmd.addAll(files.arguments());
    cmd.add(c.query());
    Path dir = files.dir();
    Path out = dir.resolve("stdout.json");
    Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(dir.resolve("stderr.txt").toFile()).start();
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      p.destroyForcibly();
      return Verdict.Failure.harness("opa eval did not finish within " + timeout.toSeconds() + " s");
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    if (text.isBlank()) {
      return Verdict.Failure.harness(
          "opa eval printed nothing (exit " + p.exitValue() + "): " + Files.readString(dir.resolve("stderr.txt")));
    }
    return verdict(ExactJson.parse(text), c.sortBindings());
  }

  /** {@code opa eval --format json}'s output: {@code {"errors": [...]}}, or results with bindings. */
  static Verdict verdict(JsonNode output, boolean sortBindings) {
    if (output.has("errors")) {
      Set<String> codes = new LinkedHashSet<>();
      for (JsonNode e : output.get("errors")) {
        codes.add(e.path("code").asText("unknown"));
      }
      return new Verdict.Failure(codes, output.get("errors").path(0).path("message").asText(""));
    }
    List<Map<String, JsonNode>> solutions = new ArrayList<>();
    for (JsonNode r : output.path("result")) {
      Map<String, JsonNode> bindings = new LinkedHashMap<>();
      r.path("bindings").fields().forEachRemaining(e -> bindings.put(e.getKey(), e.getValue()));
      solutions.add(bindings);
    }
    return Verdict.Solutions.ofJson(solutions, sortBindings);
  }
}
