package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.Rego;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.report.Finding;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A runaway rule under a timeout: the input gets an error naming the rule that timed out, the
 * input's other rules still report what they find, and the runaway rule is not evaluated again
 * (which would spend the timeout twice).
 */
class RegoCheckTimeoutTest {
  /** About a billion iterations that allocate nothing: minutes without a deadline. */
  private static final String POLICY = """
      package main
      import rego.v1
      deny contains "never" if {
        xs := numbers.range(1, 1000)
        some a in xs
        some b in xs
        some c in xs
        a + b + c < 0
      }
      deny_name contains "no name" if not input.name
      warn contains "no owner" if not input.owner
      """;

  @Test
  void aRunawayRuleTimesOutAloneAndTheOthersStillReport() {
    RegoCheck scanner = RegoCheck.builder().policy("p.rego", POLICY).timeout(Duration.ofMillis(200)).build();

    ScanReport report = Scan.of(scanner).run(List.of(ScanInput.text("in.json", "{}")));

    assertThat(report.findings()).extracting(Finding::message).containsExactlyInAnyOrder("no name", "no owner");
    assertThat(report.errors()).extracting(InputError::file).containsExactly("in.json");
    assertThat(report.errors().get(0).message()).startsWith("data.main.deny: ").contains("eval_cancel_error", "timed out");
  }

  /** Counts the evaluations of the runaway rule's body (not constant-folded: nondeterministic). */
  private static final AtomicInteger STARTS = new AtomicInteger();
  private static final Builtin STARTED = Builtin.nondeterministic(
      "cairn_test.started", FunctionDecl.of(Type.NUMBER), (ctx, args) -> NumberValue.of(STARTS.incrementAndGet()));

  @Test
  void theRuleThatTimedOutIsEvaluatedOnce() {
    CompiledPolicy policy = Rego.policy().builtin(STARTED)
        .module("p.rego", POLICY.replace("xs := numbers.range(1, 1000)", "cairn_test.started() > 0\n  xs := numbers.range(1, 1000)"))
        .compile();
    RegoCheck scanner = RegoCheck.builder().policy(policy).timeout(Duration.ofMillis(200)).build();
    STARTS.set(0);

    ScanReport report = Scan.of(scanner).run(List.of(ScanInput.text("in.json", "{}")));

    assertThat(STARTS.get()).isEqualTo(1);
    assertThat(report.errors()).extracting(InputError::message).singleElement().asString().startsWith("data.main.deny: ");
    assertThat(report.findings()).extracting(Finding::message).containsExactlyInAnyOrder("no name", "no owner");
  }

  @Test
  void theSameRuleOverFewerNumbersFinishesInTime() {
    RegoCheck scanner = RegoCheck.builder()
        .policy("p.rego", POLICY.replace("numbers.range(1, 1000)", "numbers.range(1, 10)"))
        .timeout(Duration.ofMillis(200))
        .build();

    ScanReport report = Scan.of(scanner).run(List.of(ScanInput.text("in.json", "{}")));

    assertThat(report.errors()).isEmpty();
    assertThat(report.findings()).hasSize(2);
  }
}
