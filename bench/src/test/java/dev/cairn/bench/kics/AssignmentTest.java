package dev.cairn.bench.kics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AssignmentTest {
  @Test
  void prefersTheHeavierPairingOverTheGreedyOne() {
    // Greedy would pair row 0 with column 0 (weight 4) and leave row 1 with 1: total 5. Best is 3 + 3.
    long[][] w = {{4, 3}, {3, 1}};
    assertThat(Assignment.maximise(w)).containsExactly(1, 0);
  }

  @Test
  void leavesRowsUnpairedWhenColumnsRunOut() {
    long[][] w = {{1}, {2}, {1}};
    assertThat(Assignment.maximise(w)).containsExactly(-1, 0, -1);
  }

  @Test
  void pairsNothingWithoutColumns() {
    assertThat(Assignment.maximise(new long[][] {{}, {}})).containsExactly(-1, -1);
    assertThat(Assignment.maximise(new long[0][])).isEmpty();
  }
}
