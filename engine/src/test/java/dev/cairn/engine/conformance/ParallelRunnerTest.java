package dev.cairn.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class ParallelRunnerTest {
  @Test
  void aCaseThatIgnoresInterruptsTimesOutWithoutStallingTheOthers() {
    CountDownLatch release = new CountDownLatch(1);
    try {
      List<String> items = List.of("stuck", "a", "b");
      List<CaseOutcome> outcomes =
          new ParallelRunner(1, Duration.ofMillis(200))
              .runAll(
                  items,
                  item -> {
                    if (item.equals("stuck")) {
                      awaitIgnoringInterrupts(release);
                    }
                    return CaseOutcome.PASS;
                  });
      assertThat(outcomes.get(0).passed()).isFalse();
      assertThat(outcomes.get(0).reason()).startsWith("timed out");
      assertThat(outcomes.subList(1, 3)).containsOnly(CaseOutcome.PASS);
    } finally {
      release.countDown();
    }
  }

  @Test
  void aTaskThatThrowsFailsOnlyItsOwnCase() {
    List<CaseOutcome> outcomes =
        new ParallelRunner(2, Duration.ofSeconds(30))
            .runAll(
                List.of(1, 2),
                n -> {
                  if (n == 1) {
                    throw new IllegalStateException("boom");
                  }
                  return CaseOutcome.PASS;
                });
    assertThat(outcomes.get(0).reason()).contains("boom");
    assertThat(outcomes.get(1)).isEqualTo(CaseOutcome.PASS);
  }

  private static void awaitIgnoringInterrupts(CountDownLatch latch) {
    while (true) {
      try {
        latch.await();
        return;
      } catch (InterruptedException e) {
        // a runaway evaluator does not stop when interrupted; neither does this
      }
    }
  }
}
