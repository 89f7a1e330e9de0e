package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import dev.cairn.tracer.Provenance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.engine.value.Json;
import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Scans by replay locate exactly as scans traced by a whole evaluation, on the fixtures and the
 * corpus (the tracer's own ReplayEquivalenceTest covers generated policies).
 */
class ScanReplayEquivalenceTest {
  @Test
  void theFixtureScanIsTheSame() {
    RegoCheck.Builder replayed = fixtureScanner();
    RegoCheck.Builder whole = fixtureScanner().wholeEvaluation(true);
    assertSame(
        Scan.of(replayed.build()).run(GoldenReportsTest.fixtureInputs()),
        Scan.of(whole.build()).run(GoldenReportsTest.fixtureInputs()));
  }

  @Test
  void theCorpusScanIsTheSame() {
    CorpusFiles corpus = CorpusFiles.load();
    long before = Provenance.wholeEvaluations();
    ScanReport replayed =
        Scan.of(RegoCheck.builder().policy(corpus.policy()).allNamespaces(true).explain(true).build()).run(corpus.inputs());
    long whole = Provenance.wholeEvaluations() - before;
    ScanReport reference =
        Scan.of(RegoCheck.builder().policy(corpus.policy()).allNamespaces(true).explain(true).wholeEvaluation(true).build()).run(corpus.inputs());
    assertSame(replayed, reference);
    assertThat(replayed.findings()).hasSizeGreaterThan(400);
    // Every corpus rule is a multi-value rule: none needs a whole traced evaluation.
    assertThat(whole).isZero();
  }

  private static RegoCheck.Builder fixtureScanner() {
    return RegoCheck.builder()
        .policy(dev.cairn.testkit.Fixtures.path("policy/v1"))
        .policy(dev.cairn.testkit.Fixtures.path("seed/policy.rego"))
        .namespace("main")
        .namespace("policy")
        .explain(true);
  }

  private static void assertSame(ScanReport replayed, ScanReport whole) {
    assertThat(replayed.findings()).isNotEmpty();
    List<String> a = replayed.findings().stream().map(ScanReplayEquivalenceTest::describe).toList();
    List<String> b = whole.findings().stream().map(ScanReplayEquivalenceTest::describe).toList();
    StringBuilder differences = new StringBuilder();
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      String x = i < a.size() ? a.get(i) : "(none)";
      String y = i < b.size() ? b.get(i) : "(none)";
      if (!x.equals(y)) {
        differences.append("replayed: ").append(x).append("\nwhole:    ").append(y).append("\n\n");
      }
    }
    assertThat(differences.toString()).as("findings that differ, in report order").isEmpty();
    assertThat(replayed.errors()).isEqualTo(whole.errors());
  }

  private static String describe(Finding f) {
    return f.toString();
  }

}
