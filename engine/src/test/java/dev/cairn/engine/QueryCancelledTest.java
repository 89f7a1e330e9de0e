package dev.cairn.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Several queries in one evaluation: a cancellation names the query it stopped in. */
class QueryCancelledTest {
  private static final CompiledPolicy POLICY = Rego.policy()
      .module("p.rego", """
          package p
          import rego.v1
          fast := 1
          slow if {
            xs := numbers.range(1, 1000)
            some a in xs
            some b in xs
            some c in xs
            a + b + c < 0
          }
          broken := 1 / 0
          """)
      .compile();

  @Test
  void theDeadlineNamesTheQueryThatWasRunning() {
    EvalOptions options = EvalOptions.builder().timeout(Duration.ofMillis(100)).build();

    assertThatThrownBy(() -> POLICY.evaluateAll(List.of("data.p.fast", "data.p.slow", "data.p.fast"), options))
        .isInstanceOfSatisfying(QueryCancelledException.class, e -> {
          assertThat(e.index()).isEqualTo(1);
          assertThat(e.code()).isEqualTo(ErrorCodes.CANCEL);
          assertThat(e.getMessage()).contains("timed out");
        });
  }

  @Test
  void otherErrorsAreNotCancellations() {
    EvalOptions strict = EvalOptions.builder().strictBuiltinErrors(true).timeout(Duration.ofSeconds(30)).build();

    assertThatThrownBy(() -> POLICY.evaluateAll(List.of("data.p.fast", "data.p.broken"), strict))
        .isInstanceOf(RegoException.class)
        .isNotInstanceOf(QueryCancelledException.class);
  }
}
