package dev.cairn.tracer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Replaying each result's derivation from its witness must locate exactly as tracing the whole
 * evaluation does: the same results, in the same order, with the same ranked paths, roles and
 * reasons, on generated policies and the shapes that make a replay fall back (the fixtures and the
 * corpus: dev.cairn.conftest.ScanReplayEquivalenceTest).
 */
class ReplayEquivalenceTest {
  @Test
  void generatedPoliciesTraceTheSame() {
    Random random = new Random(20261124L);
    int results = 0;
    for (int c = 0; c < 1000; c++) {
      String source = RandomPolicies.policy(random);
      String json = RandomDocuments.json(random);
      CompiledPolicy policy = Traces.compile(source);
      List<String> rules = List.of("data.gen.deny");
      Map<String, List<TracedResult>> replayed =
          Provenance.traceByReplay(policy, rules, AnnotatedInput.of(Json.parse(json)), EvalOptions.DEFAULT);
      Map<String, List<TracedResult>> whole =
          Provenance.traceByWholeEvaluation(policy, rules, AnnotatedInput.of(Json.parse(json)), EvalOptions.DEFAULT);
      assertThat(describe(replayed)).as("case %d\n%s\ninput: %s", c, source, json).isEqualTo(describe(whole));
      results += whole.get("data.gen.deny").size();
    }
    assertThat(results).as("results compared").isGreaterThan(250);
  }

  @Test
  void largeCollectionsIteratedByValueTraceTheSame() {
    // More elements than are searched one by one, so the replay finds the chosen element through
    // its index of the collection; equal elements in the array are each an alternative, in order.
    StringBuilder items = new StringBuilder();
    StringBuilder named = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      String item = i % 7 == 3 ? "{\"bad\": true, \"n\": 1}" : "{\"bad\": false, \"n\": " + i + "}";
      items.append(i > 0 ? ", " : "").append(item);
      named.append(i > 0 ? ", " : "").append("\"r").append(i).append("\": ").append(item);
    }
    String json = "{\"items\": [" + items + "], \"rs\": {" + named + "}}";
    CompiledPolicy policy = Traces.compile(
        "package gen\nimport rego.v1\n"
            + "deny contains sprintf(\"item %d\", [x.n]) if { some x in input.items; x.bad }\n"
            + "deny contains sprintf(\"r %d\", [r.n]) if { some r in input.rs; r.bad == true }\n");
    List<String> rules = List.of("data.gen.deny");
    Map<String, List<TracedResult>> replayed =
        Provenance.traceByReplay(policy, rules, AnnotatedInput.of(Json.parse(json)), EvalOptions.DEFAULT);
    Map<String, List<TracedResult>> whole =
        Provenance.traceByWholeEvaluation(policy, rules, AnnotatedInput.of(Json.parse(json)), EvalOptions.DEFAULT);

    assertThat(describe(replayed)).isEqualTo(describe(whole));
    assertThat(replayed.get("data.gen.deny")).extracting(r -> r.primary().path().toString())
        .containsExactly("[items, 3, bad]", "[rs, r10, bad]"); // the first bad in iteration order
  }

  @Test
  void aDerivationThatDoesNotComeOutAgainIsTracedWhole() {
    // rand.intn draws again in the replay's evaluation: the element differs, so the rule is traced
    // by a whole evaluation, and its result still located.
    CompiledPolicy policy = Traces.compile(
        "package gen\nimport rego.v1\ndeny contains [n, input.a] if { n := rand.intn(\"k\", 1000000000) }\n");
    long before = Provenance.wholeEvaluations();
    List<TracedResult> r = Provenance.traceByReplay(
        policy, List.of("data.gen.deny"), AnnotatedInput.of(Json.parse("{\"a\": 1}")), EvalOptions.DEFAULT).get("data.gen.deny");
    assertThat(Provenance.wholeEvaluations()).isGreaterThan(before);
    assertThat(r).hasSize(1);
    assertThat(r.get(0).paths()).extracting(p -> p.path().toString()).contains("[a]");
  }

  @Test
  void aHelperElementThatDoesNotComeOutAgainWhenAttributionAsksIsTracedWhole() {
    // The helper's element is derived only when attribution needs it, after the evaluation: its
    // mismatch is found then, and the whole input is traced again, with the same result located.
    assertTracedWholeAndLocatedAtA(
        "draws contains [input.a, rand.intn(\"k\", 1000000000)] if { input.a }\n"
            + "deny contains d[0] if { some d in draws }\n");
  }

  @Test
  void aComprehensionElementThatDoesNotComeOutAgainTracesTheInputWhole() {
    assertTracedWholeAndLocatedAtA(
        "deny contains input.a if { xs := [x | some i in [1, 2]; x := rand.intn(\"k\", 1000000000) + i]; count(xs) == 2 }\n");
  }

  /**
   * Replays {@code rules} (package gen) over {@code {"a": 1}}: a derivation does not come out as
   * recorded, so the input is traced whole, and the one result is still located at {@code a}.
   */
  private static void assertTracedWholeAndLocatedAtA(String rules) {
    CompiledPolicy policy = Traces.compile("package gen\nimport rego.v1\n" + rules);
    long before = Provenance.wholeEvaluations();
    List<TracedResult> r = Provenance.traceByReplay(
        policy, List.of("data.gen.deny"), AnnotatedInput.of(Json.parse("{\"a\": 1}")), EvalOptions.DEFAULT).get("data.gen.deny");
    assertThat(Provenance.wholeEvaluations()).isGreaterThan(before);
    assertThat(r).hasSize(1);
    assertThat(r.get(0).paths()).extracting(p -> p.path().toString()).contains("[a]");
  }

  /** Each result with its paths, roles, reasons and missing keys, in order. */
  private static String describe(Map<String, List<TracedResult>> traced) {
    StringBuilder out = new StringBuilder();
    traced.forEach((rule, results) -> {
      for (TracedResult r : results) {
        out.append(rule).append(' ').append(Json.write(r.value())).append('\n');
        for (RankedPath p : r.paths()) {
          out.append("  ").append(p).append(" ").append(p.why()).append('\n');
        }
      }
    });
    return out.toString();
  }
}
