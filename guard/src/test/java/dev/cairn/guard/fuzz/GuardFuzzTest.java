package dev.cairn.guard.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.cairn.guard.DataException;
import dev.cairn.guard.GuardEvalException;
import dev.cairn.guard.GuardRules;
import dev.cairn.guard.GuardSyntaxException;
import dev.cairn.guard.InputParameters;
import java.time.Duration;

/**
 * Coverage-guided fuzzing of the Guard parser and evaluator (Jazzer): whatever the rules and data,
 * parsing ends in rules or a {@link GuardSyntaxException} at a line and column, and evaluation in
 * outcomes, a {@link DataException} or a {@link GuardEvalException}; any other exception, a stack
 * overflow or a hang is a finding. Without {@code JAZZER_FUZZ} each target runs over its corpus
 * ({@code src/test/resources/dev/cairn/guard/fuzz/GuardFuzzTestInputs/}) as a regression test;
 * docs/reliability.md says how to fuzz.
 */
class GuardFuzzTest {
  private static final String TEMPLATE = """
      Resources:
        B:
          Type: AWS::S3::Bucket
          Properties:
            BucketName: logs
            Tags: [{Key: a, Value: '{"x": 1}'}]
        Q:
          Type: AWS::SQS::Queue
      """;

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    parsed(data.consumeRemainingAsString());
  }

  /** Rules from the input evaluated on a fixed template, then the template's own text varied. */
  @FuzzTest(maxDuration = "30s")
  void evaluate(FuzzedDataProvider data) {
    boolean fuzzData = data.consumeBoolean();
    String rules = fuzzData ? "rule r {\n  Resources.*.Properties exists\n}\n" : data.consumeRemainingAsString();
    String input = fuzzData ? data.consumeRemainingAsString() : TEMPLATE;
    GuardRules parsed = parsed(rules);
    if (parsed == null) {
      return;
    }
    try {
      parsed.evaluate("fuzz.yaml", input, InputParameters.NONE, Duration.ofSeconds(2));
    } catch (DataException e) {
      assertThat(e.line()).as(e.getMessage()).isPositive();
    } catch (GuardEvalException e) {
      assertThat(e.located("fuzz.guard")).isNotBlank();
    }
  }

  private static GuardRules parsed(String text) {
    try {
      return GuardRules.parse("fuzz.guard", text);
    } catch (GuardSyntaxException e) {
      assertThat(e.file()).isEqualTo("fuzz.guard");
      assertThat(e.line()).as(e.getMessage()).isPositive();
      assertThat(e.column()).as(e.getMessage()).isPositive();
      return null;
    }
  }
}
