package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WarmScanTest {
  @Test
  void aBatchIsSteadyWithinTenPercentOfTheOneBefore() {
    assertThat(WarmScan.steady(100, 109)).isTrue();
    assertThat(WarmScan.steady(100, 92)).isTrue();
    assertThat(WarmScan.steady(100, 111)).isFalse();
    assertThat(WarmScan.steady(400, 40)).isFalse();
  }

  @Test
  void theFirstBatchIsNeverSteady() {
    assertThat(WarmScan.steady(Double.NaN, 40)).isFalse();
  }
}
