package dev.cairn.bench.kics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Shared;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The corpus harness on the real library: every query runs, and the counts and located share
 * stay at or above the floor reached, so that a regression in evaluation or ranking fails the
 * build. The table and the disagreements print with {@code -Dkics.report=true}.
 */
class KicsCorpusTest {
  /** Queries whose results agree in number with the labels, negatives giving none. */
  static final int COUNTS_AGREE_FLOOR = 346;
  /** Labelled findings whose primary location is acceptable, in per mille. */
  static final int ACCEPTABLE_FLOOR = 857;

  private static List<QueryScore> scores;
  private static CorpusReport.Totals all;

  @BeforeAll
  static void runTheLibrary() {
    Path library = Shared.require("policy-libraries/kics");
    scores = KicsCorpus.score(library, null, null);
    all = CorpusReport.totals("all", scores);
    if (Boolean.getBoolean("kics.report")) {
      System.out.print(CorpusReport.table(scores));
      System.out.print(CorpusReport.disagreements(scores));
    }
  }

  @Test
  void everyQueryEvaluates() {
    assertThat(all.queries()).isGreaterThanOrEqualTo(340);
    assertThat(scores).filteredOn(s -> s.outcome().error() != null)
        .as(CorpusReport.table(scores)).isEmpty();
  }

  @Test
  void countsAgreeAtLeastAsOftenAsBefore() {
    assertThat(all.countQueries()).as(CorpusReport.table(scores)).isGreaterThanOrEqualTo(COUNTS_AGREE_FLOOR);
  }

  @Test
  void acceptableLocationsStayAtTheFloor() {
    assertThat(1000L * all.acceptable() / all.expected()).as(CorpusReport.table(scores))
        .isGreaterThanOrEqualTo(ACCEPTABLE_FLOOR);
  }
}
