package dev.cairn.engine.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.RuleSummary;
import dev.cairn.engine.parser.Parser;
import java.time.Duration;

/**
 * Coverage-guided fuzzing of the Rego parser and compiler (Jazzer). Whatever the text, parsing and
 * compiling end in a policy or in {@link RegoException}s, and a parse error names its line and
 * column: any other exception, a stack overflow or a hang is a finding. Without {@code JAZZER_FUZZ}
 * each target runs over its corpus ({@code src/test/resources/dev/cairn/engine/fuzz/RegoFuzzTestInputs/})
 * as a regression test; docs/reliability.md says how to fuzz.
 */
class RegoFuzzTest {
  private static final EvalOptions BRIEF = EvalOptions.builder().timeout(Duration.ofMillis(200)).build();

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    String text = data.consumeRemainingAsString();
    for (ParseMode mode : ParseMode.values()) {
      try {
        Parser.parseModule("fuzz.rego", text, mode);
      } catch (RegoException e) {
        for (RegoError error : e.errors()) {
          assertThat(error.location()).as("%s", error).isNotNull();
          assertThat(error.location().line()).as("%s", error).isPositive();
          assertThat(error.location().column()).as("%s", error).isPositive();
        }
      }
    }
  }

  /** Compiles the module and evaluates each of its rules briefly: errors are {@link RegoException}s. */
  @FuzzTest(maxDuration = "30s")
  void compile(FuzzedDataProvider data) {
    String text = data.consumeRemainingAsString();
    CompiledPolicy policy;
    try {
      policy = Rego.policy().module("fuzz.rego", text).compile();
    } catch (RegoException e) {
      assertThat(e.errors()).isNotEmpty();
      return;
    }
    for (RuleSummary rule : policy.rules()) {
      try {
        policy.evaluate(rule.path(), BRIEF);
      } catch (RegoException e) {
        assertThat(e.errors()).isNotEmpty();
      }
    }
  }
}
