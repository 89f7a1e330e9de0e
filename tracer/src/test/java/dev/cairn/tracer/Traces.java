package dev.cairn.tracer;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Test helpers: compile Rego (a source or a fixture directory), trace a rule, show results as text. */
final class Traces {
  private Traces() {}

  static CompiledPolicy compile(String source) {
    return Rego.policy().module("policy.rego", source).parseMode(ParseMode.AUTO).compile();
  }

  /** Each result (as JSON text) with its ranked paths (as {@link RankedPath#toString}), in order. */
  static Map<String, List<String>> trace(String policy, String rule, String inputJson) {
    return trace(compile(policy), rule, AnnotatedInput.of(Json.parse(inputJson)));
  }

  static Map<String, List<String>> trace(CompiledPolicy policy, String rule, AnnotatedInput input) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (TracedResult r : Provenance.trace(policy, rule, input)) {
      out.put(text(r.value()), r.paths().stream().map(RankedPath::toString).toList());
    }
    return out;
  }

  static String text(Value v) {
    return Json.write(v);
  }

  /** Compiles every {@code .rego} file of a directory (the fixture policies). */
  static CompiledPolicy compileDir(Path dir) throws IOException {
    PolicyBuilder b = Rego.policy();
    for (Path f : files(dir, ".rego")) {
      b.module(f.getFileName().toString(), Files.readString(f));
    }
    return b.compile();
  }

  /** The conftest rules of a policy ({@code deny*}, {@code warn*}), by path, sorted. */
  static List<String> checkedRules(CompiledPolicy policy) {
    return policy.rules().stream()
        .filter(r -> r.name().startsWith("deny") || r.name().startsWith("warn"))
        .map(RuleSummary::path)
        .sorted()
        .toList();
  }

  /** The files of {@code dir} whose names end in one of {@code suffixes}, sorted. */
  static List<Path> files(Path dir, String... suffixes) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> Arrays.stream(suffixes).anyMatch(e -> p.toString().endsWith(e))).sorted().toList();
    }
  }
}
