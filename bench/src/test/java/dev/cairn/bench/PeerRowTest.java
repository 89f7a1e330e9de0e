package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class PeerRowTest {
  private static Measured run(long wallMillis, long cpuMillis, long rssKib) {
    return new Measured(wallMillis * 1_000_000, cpuMillis * 1_000_000, rssKib, 0);
  }

  private static final List<Measured> CAIRN = List.of(run(100, 150, 2048), run(300, 350, 4096), run(120, 160, 2048));
  private static final List<Measured> PEER = List.of(run(200, 100, 1024), run(400, 300, 1024), run(150, 120, 1024));

  @Test
  void ratiosAreOfTheMediansCairnOverPeer() {
    PeerRow row = new PeerRow("work", "whole process", "opa", CAIRN, PEER, "");
    assertThat(row.wallRatio()).isCloseTo(120.0 / 200, within(1e-9));
    assertThat(row.cpuRatio()).isCloseTo(160.0 / 120, within(1e-9));
    assertThat(row.rssRatio()).isCloseTo(2.0, within(1e-9));
  }

  @Test
  void theSpreadIsTheRangeOfEachRoundsOwnRatio() {
    PeerRow row = new PeerRow("work", "whole process", "opa", CAIRN, PEER, "");
    // rounds: 100/200 = 0.5, 300/400 = 0.75, 120/150 = 0.8
    assertThat(row.wallRatioRange()).containsExactly(0.5, 0.8);
  }

  @Test
  void anUnknownCpuTimeLeavesTheCpuRatioOut() {
    List<Measured> warm = List.of(new Measured(5_000_000, -1, 1024, 0));
    PeerRow row = new PeerRow("work", "warm", "opa bench", warm, List.of(run(10, 10, 256)), "n");
    assertThat(row.cpuRatio()).isNaN();
    assertThat(row.markdown()).isEqualTo("| work | warm | opa bench | 5.0 ms | 10.0 ms | **0.50** (0.50-0.50) | - | 1 MiB | 0 MiB | 4.00 | n |");
  }

  @Test
  void roundsMustPair() {
    assertThatThrownBy(() -> new PeerRow("w", "m", "opa", CAIRN, PEER.subList(0, 2), ""))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new PeerRow("w", "m", "opa", List.of(), List.of(), ""))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    assertThat(PeerRow.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
    assertThat(PeerRow.median(new double[] {7, 1, 3})).isEqualTo(3);
  }

  @Test
  void timesAreShownInAUnitThatSuitsThem() {
    assertThat(PeerRow.time(12_345_678)).isEqualTo("12.3 ms");
    assertThat(PeerRow.time(123_456_789)).isEqualTo("123 ms");
    assertThat(PeerRow.time(1_234_567_890)).isEqualTo("1.23 s");
    assertThat(PeerRow.time(12_345_678_900L)).isEqualTo("12.3 s");
  }

  @Test
  void sideZeroIsCairnAndEveryOtherSideGetsARow() {
    List<PeerRow> rows = PeerRow.of("work", "whole process", List.of("cairn", "opa", "conftest"),
        List.of(CAIRN, PEER, CAIRN), List.of("", "a", "b"));
    assertThat(rows).extracting(PeerRow::peer).containsExactly("opa", "conftest");
    assertThat(rows).extracting(PeerRow::note).containsExactly("a", "b");
    assertThat(rows.get(1).wallRatio()).isEqualTo(1.0);
  }
}
