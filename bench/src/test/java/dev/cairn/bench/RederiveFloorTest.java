package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.tracer.Provenance;
import dev.cairn.conftest.RegoCheck;
import java.util.List;
import org.junit.jupiter.api.Test;

class RederiveFloorTest {
  private final RegoCheck scanner = RegoCheck.builder().policy(Fixtures.dir("policy/v1")).threads(1).build();

  private static Document template(int resources, int oneIn) {
    return DocumentLoader.builder().build()
        .load("template.yaml", TemplateGenerator.yaml(resources, 42, oneIn)).documents().get(0);
  }

  /** The floor is a floor of the same work only if it re-derives every result Cairn traces. */
  @Test
  void rederivesEveryResultTheTracerLocates() {
    Document document = template(60, 4);
    int traced = Provenance.traceAll(scanner.policy(), scanner.rules(), AnnotatedInput.fromJson(document.value()), EvalOptions.DEFAULT)
        .values().stream().mapToInt(List::size).sum();

    int rederived = RederiveFloor.run(scanner.policy(), scanner.rules(), AnnotatedInput.fromJson(document.value()));

    assertThat(traced).isPositive();
    assertThat(rederived).isEqualTo(traced);
  }

  @Test
  void aCleanTemplateHasNothingToRederive() {
    Document document = template(20, 100_000);

    assertThat(RederiveFloor.run(scanner.policy(), scanner.rules(), AnnotatedInput.fromJson(document.value()))).isZero();
  }
}
