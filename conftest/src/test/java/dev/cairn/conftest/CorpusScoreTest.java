package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.report.ScanReport;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Scores Cairn's primary locations on the policy-library corpus (fixtures/corpus) against hand
 * labels. The results must be exactly the labelled ones; the locations must be the labelled line
 * for at least {@link #THRESHOLD} of them. {@code -Dcorpus.report=true} prints the report (the
 * score and every miss) even when the test passes.
 */
class CorpusScoreTest {
  /** Exact primary lines over labelled findings (issue 15). */
  static final double THRESHOLD = 0.95;

  private static CorpusScore score;
  private static String report;

  @BeforeAll
  static void scanTheCorpus() {
    CorpusFiles corpus = CorpusFiles.load();
    RegoCheck scanner = RegoCheck.builder().policy(corpus.policy()).allNamespaces(true).build();
    ScanReport scan = Scan.of(scanner).run(corpus.inputs());
    assertThat(scan.errors()).as("input errors").isEmpty();
    score = CorpusScore.of(corpus.labels(), scan.findings());
    report = score.report(new PrimaryRoles(scanner, corpus.inputs()));
    if (Boolean.getBoolean("corpus.report")) {
      System.out.print(report);
    }
  }

  @Test
  void findsExactlyTheLabelledResults() {
    assertThat(score.labels()).as("labelled findings").isGreaterThanOrEqualTo(400);
    assertThat(score.missed()).as("labelled findings Cairn did not report\n" + report).isEmpty();
    assertThat(score.unexpected()).as("findings nobody labelled\n" + report).isEmpty();
  }

  @Test
  void primaryLinesAreTheLabelledLines() {
    if (score.rate() < THRESHOLD && !Boolean.getBoolean("corpus.report")) {
      System.out.print(report);
    }
    assertThat(score.rate()).as(report.lines().findFirst().orElse("")).isGreaterThanOrEqualTo(THRESHOLD);
  }

  @Test
  void aMalformedLabelNamesItsFileAndLine() {
    assertThatThrownBy(() -> CorpusLabel.parse("x.yaml", "x.yaml.expect", List.of("# comment", "CFN_S3_01 Bucket twelve")))
        .hasMessageStartingWith("x.yaml.expect:2: expected `rule resource line");
    assertThatThrownBy(() -> CorpusLabel.parse("x.yaml", "x.yaml.expect", List.of("CFN_S3_01 Bucket 12 path=Properties")))
        .hasMessage("x.yaml.expect:1: unknown field path=Properties");
  }
}
