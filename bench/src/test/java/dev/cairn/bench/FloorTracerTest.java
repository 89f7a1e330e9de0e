package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Value;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.tracer.Provenance;
import dev.cairn.tracer.RankedPath;
import dev.cairn.tracer.TracedResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FloorTracerTest {
  private final Document document = DocumentLoader.builder().build()
      .load("template.yaml", TemplateGenerator.yaml(60, 42)).documents().get(0);
  private final RegoCheck scanner = RegoCheck.builder().policy(Fixtures.dir("policy/v1")).threads(1).build();

  /** The floor measures the same work's floor only if it sees the very results Cairn traces. */
  @Test
  void keepsEveryResultTheTracerFinds() {
    AnnotatedInput input = AnnotatedInput.fromJson(document.value());
    FloorTracer floor = new FloorTracer(scanner.rules());
    scanner.policy().evaluateAll(scanner.rules(), EvalHooks.listener(EvalOptions.builder().input(input.value()), floor).build());
    Map<String, List<TracedResult>> traced =
        Provenance.traceAll(scanner.policy(), scanner.rules(), AnnotatedInput.fromJson(document.value()), EvalOptions.DEFAULT);

    int results = 0;
    for (String rule : scanner.rules()) {
      List<Value> expected = traced.get(rule).stream().map(TracedResult::value).toList();
      assertThat(floor.values().get(rule).keySet()).as(rule).containsExactlyInAnyOrderElementsOf(expected);
      results += expected.size();
    }
    assertThat(results).isPositive();
  }

  /** Each result's own events reach the input: the resource it is about is among its paths. */
  @Test
  void ranksEachResultsOwnInputPaths() {
    AnnotatedInput input = AnnotatedInput.fromJson(document.value());
    FloorTracer floor = new FloorTracer(scanner.rules());
    scanner.policy().evaluateAll(scanner.rules(), EvalHooks.listener(EvalOptions.builder().input(input.value()), floor).build());

    Map<String, List<List<RankedPath>>> ranked = floor.ranked(input);
    List<RankedPath> all = ranked.values().stream().flatMap(List::stream).flatMap(List::stream).toList();
    assertThat(all).isNotEmpty().allSatisfy(p -> assertThat(p.path()).first().isEqualTo("Resources"));
    assertThat(ranked.values().stream().flatMap(List::stream)).allSatisfy(paths -> assertThat(paths).isNotEmpty());
  }
}
