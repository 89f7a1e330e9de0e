package dev.cairn.tracer;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.Rego;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test helpers: compile Rego, trace a rule, show results as text. */
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
}
