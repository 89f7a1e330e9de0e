package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WarmScanTest {
  @Test
  void aBatchWhileTheJitIsStillCompilingIsNotSteady() {
    assertThat(WarmScan.steady(0)).isTrue();
    assertThat(WarmScan.steady(0.049)).isTrue();
    assertThat(WarmScan.steady(0.05)).isFalse();
    assertThat(WarmScan.steady(1.5)).isFalse(); // both compiler threads busy
  }

  @Test
  void aThreadsCpuTicksAreItsUserAndSystemTime() {
    String stat = "4242 (C2 CompilerThre) S 1 4240 4240 0 -1 4194368 3094 0 0 0 812 37 0 0 20 0 30 0 2113 0";
    assertThat(WarmScan.cpuTicks(stat)).isEqualTo(849);
  }
}
