package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Tracing several rules in one evaluation, where they share the helpers they read, gives each rule
 * exactly what tracing it alone gives: the same results with the same ranked paths. And tracing
 * only the alternatives a first, plain evaluation found to lead anywhere gives what tracing every
 * alternative gives.
 */
class TraceAllTest {
  @Test
  void theFixtureRulesTracedTogetherMatchEachTracedAlone() throws IOException {
    DocumentLoader loader = DocumentLoader.builder().build();
    int compared = 0;
    int withResults = 0;
    int documents = 0;
    for (String version : List.of("policy/v0", "policy/v1")) {
      CompiledPolicy policy = Traces.compileDir(dev.cairn.testkit.Fixtures.path(version));
      List<String> rules = Traces.checkedRules(policy);
      List<Path> inputs = new ArrayList<>(Traces.files(dev.cairn.testkit.Fixtures.path("examples"), ".yaml", ".json"));
      inputs.addAll(Traces.files(dev.cairn.testkit.Fixtures.path("seed"), ".yaml", ".json"));
      for (Path file : inputs) {
        for (Document doc : loader.load(file).documents()) {
          documents++;
          AnnotatedInput input = AnnotatedInput.fromJson(doc.value());
          Map<String, List<TracedResult>> together =
              Provenance.traceAll(policy, rules, input, EvalOptions.builder().build());
          assertThat(together.keySet()).containsExactlyElementsOf(rules);
          for (String rule : rules) {
            Map<String, List<String>> alone = Traces.trace(policy, rule, AnnotatedInput.fromJson(doc.value()));
            assertThat(text(together.get(rule))).as("%s %s %s", version, file.getFileName(), rule).isEqualTo(alone);
            compared++;
            withResults += alone.isEmpty() ? 0 : 1;
          }
        }
      }
    }
    assertThat(documents).isGreaterThanOrEqualTo(2 * 4);
    assertThat(compared).isEqualTo(25 * documents);
    assertThat(withResults).isGreaterThan(30);
  }

  @Test
  void aTargetReadByAnotherTargetKeepsItsDerivation() {
    CompiledPolicy policy =
        Traces.compile(
            """
            package policy
            import rego.v1
            open contains name if {
              some name, port in input.ports
              port.public == true
            }
            deny contains msg if {
              some name in open
              input.ports[name].protocol == "ssh"
              msg := name
            }
            """);
    String input = "{\"ports\": {\"a\": {\"public\": true, \"protocol\": \"ssh\"}, \"b\": {\"public\": false, \"protocol\": \"ssh\"}}}";
    Map<String, List<TracedResult>> together =
        Provenance.traceAll(
            policy,
            List.of("data.policy.open", "data.policy.deny"),
            AnnotatedInput.of(Json.parse(input)),
            EvalOptions.builder().build());

    Map<String, List<String>> alone = Traces.trace(policy, "data.policy.deny", AnnotatedInput.of(Json.parse(input)));
    assertThat(alone).containsOnlyKeys("\"a\"");
    assertThat(alone.get("\"a\"")).contains("ports/a/public (cause)", "ports/a/protocol (cause)");
    assertThat(text(together.get("data.policy.deny"))).isEqualTo(alone);
    assertThat(text(together.get("data.policy.open")))
        .isEqualTo(Traces.trace(policy, "data.policy.open", AnnotatedInput.of(Json.parse(input))));
  }

  private static Map<String, List<String>> text(List<TracedResult> results) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (TracedResult r : results) {
      out.put(Traces.text(r.value()), r.paths().stream().map(RankedPath::toString).toList());
    }
    return out;
  }
}
