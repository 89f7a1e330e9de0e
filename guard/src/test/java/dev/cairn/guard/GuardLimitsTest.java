package dev.cairn.guard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rules files that would recurse forever, nest without bound or run too long end in an error at
 * rules-file:line:column, never a {@link StackOverflowError} (cfn-guard 3.1.1 itself dies with a
 * segmentation fault on the recursive ones), and evaluation errors name their place.
 */
class GuardLimitsTest {

  private static final String DATA = "Resources:\n  X: '{not json'\n";

  private static String evaluationError(String rules) {
    GuardRules parsed = GuardRules.parse("r.guard", rules);
    try {
      parsed.evaluate("t.yaml", DATA);
    } catch (GuardEvalException e) {
      return e.located("r.guard");
    }
    throw new AssertionError("no evaluation error for " + rules);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a rule naming itself|rule a {\\n  a\\n}|r.guard:2:3: rule a depends on itself: a -> a",
      "two rules naming each other|rule a {\\n  b\\n}\\nrule b {\\n  a\\n}|r.guard:2:3: rule b depends on itself: b -> a -> b",
      "a rule in its own when|rule a when a {\\n  Resources exists\\n}|r.guard:1:13: rule a depends on itself: a -> a",
      "a let cycle|let x = %y\\nlet y = %x\\nrule r {\\n  %x == 1\\n}|r.guard:1:5: variable %x refers to itself: %x -> %y -> %x",
      "a let naming itself in a block|rule r {\\n  let x = %x\\n  %x == 1\\n}|r.guard:2:7: variable %x refers to itself: %x -> %x",
      "an unknown variable|rule a {\\n  %nope exists\\n}|r.guard:2:3: Could not resolve variable by name nope",
      "an unknown rule|rule a {\\n  nope\\n}|r.guard:2:3: Rule nope by that name does not exist",
      "an arity mismatch|rule p(x) {\\n  %x exists\\n}\\nrule a {\\n  p(Resources, Resources)\\n}|r.guard:5:3: Arity mismatch",
      "json_parse of a non-JSON string|let j = json_parse(Resources.X)\\nrule a {\\n  %j exists\\n}|r.guard:1:5: json_parse: not JSON"})
  void recursionAndEvaluationErrorsAreLocated(String what, String rules, String message) {
    assertThat(evaluationError(rules.replace("\\n", "\n"))).startsWith(message);
  }

  @Test
  void aLongChainOfRulesEndsAtTheDepthLimit() {
    StringBuilder sb = new StringBuilder();
    int n = 5_000;
    for (int i = 0; i < n; i++) {
      sb.append("rule r").append(i).append(" {\n  r").append(i + 1).append("\n}\n");
    }
    sb.append("rule r").append(n).append(" {\n  Resources exists\n}\n");
    assertThat(evaluationError(sb.toString()))
        .contains("is reached through more than " + EvaluationLimits.MAX_DEPTH + " rules and variables");
    // within the limit the chain evaluates
    GuardRules shallow = GuardRules.parse("r.guard", "rule a {\n  b\n}\nrule b {\n  Resources exists\n}\n");
    assertThat(shallow.evaluate("t.yaml", DATA).get(0)).extracting(RuleOutcome::status)
        .containsExactly(Status.PASS, Status.PASS);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "blocks|rule r {\\n|Resources {\\n|}\\n|}",
      "filters|rule r {\\n  Resources|[ x|]| exists\\n}",
      "list literals|rule r {\\n  Resources.X in |[|]|\\n}",
      "function calls|let x = |count(|)|\\nrule r { %x exists }"})
  void deepNestingIsASyntaxErrorAtTheLimit(String what, String prefix, String open, String close, String suffix) {
    int depth = 100_000;
    String text = prefix.replace("\\n", "\n") + open.replace("\\n", "\n").repeat(depth)
        + (what.equals("function calls") ? "Resources" : what.equals("list literals") ? "1" : what.equals("filters") ? " exists" : "")
        + close.replace("\\n", "\n").repeat(depth) + suffix.replace("\\n", "\n");
    assertThatThrownBy(() -> GuardRules.parse("deep.guard", text))
        .isInstanceOfSatisfying(GuardSyntaxException.class, e -> {
          assertThat(e.file()).isEqualTo("deep.guard");
          assertThat(e.line()).isPositive();
          assertThat(e.reason()).contains("nesting is deeper than the limit of " + Tokens.MAX_DEPTH);
        });
  }

  @Test
  void anAliasBombInDataIsADataErrorAtItsPlace() {
    // 9 levels of 5 aliases (45, under SnakeYAML's own limit of 50): 10 x 5^9 values
    StringBuilder sb = new StringBuilder("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i <= 9; i++) {
      sb.append("a").append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 5; j++) {
        sb.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      sb.append("]\n");
    }
    GuardRules rules = GuardRules.parse("r.guard", "rule r {\n  a9 exists\n}\n");
    assertThatThrownBy(() -> rules.evaluate("bomb.yaml", sb.toString()))
        .isInstanceOfSatisfying(DataException.class, e -> {
          assertThat(e.file()).isEqualTo("bomb.yaml");
          assertThat(e.reason()).contains("aliases expand to more than");
          assertThat(e.line()).isBetween(1, 10); // the anchored value being copied
        });
  }

  @Test
  void anEvaluationPastItsDeadlineIsAnErrorAtTheClause() {
    // 300 x 300 x 300 comparisons: far longer than a millisecond, well within memory
    StringBuilder data = new StringBuilder("Items:\n");
    for (int i = 0; i < 300; i++) {
      data.append("  - ").append(i).append('\n');
    }
    String rules = "rule slow {\n  Items[*] {\n    this in %all\n    this in %all\n  }\n}\nlet all = Items[*]\n";
    GuardRules parsed = GuardRules.parse("r.guard", rules);
    assertThatThrownBy(() -> parsed.evaluate("t.yaml", data.toString(), InputParameters.NONE, Duration.ofNanos(1)))
        .isInstanceOfSatisfying(GuardEvalException.class, e -> assertThat(e.located("r.guard"))
            .matches("r\\.guard:\\d+:\\d+: evaluation stopped: it took longer than the timeout of 0 ms"));
    assertThat(parsed.evaluate("t.yaml", data.toString(), InputParameters.NONE, Duration.ofMinutes(5)).get(0))
        .extracting(RuleOutcome::status).containsExactly(Status.PASS);
  }

  @Test
  void binaryAndUtf16RulesFilesAreReadOrLocated(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    java.nio.file.Path utf16 = dir.resolve("u16.guard");
    java.nio.file.Files.write(utf16, "rule r {\n  Resources exists\n}\n".getBytes(java.nio.charset.StandardCharsets.UTF_16));
    assertThat(GuardRules.load(utf16).ruleNames()).containsExactly("r");
    java.nio.file.Path binary = dir.resolve("bin.guard");
    java.nio.file.Files.write(binary, new byte[] {'r', 'u', 'l', 'e', '\n', (byte) 0xC3, (byte) 0x28});
    assertThatThrownBy(() -> GuardRules.load(binary))
        .isInstanceOfSatisfying(GuardSyntaxException.class, e -> {
          assertThat(e.line()).isEqualTo(2);
          assertThat(e.column()).isEqualTo(1);
          assertThat(e.reason()).isEqualTo("invalid UTF-8 byte sequence");
        });
  }
}
