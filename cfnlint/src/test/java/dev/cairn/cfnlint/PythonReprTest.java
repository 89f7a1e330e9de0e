package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Messages show values shortened, but never cut inside a word. */
class PythonReprTest {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The shown text is the whole, or a prefix of it ending where a word ends, followed by " ...". */
  private static void assertCutAtAWordEnd(String whole, String shown) {
    if (shown.equals(whole)) {
      return;
    }
    assertThat(shown).endsWith(" ...");
    String kept = shown.substring(0, shown.length() - 4);
    assertThat(whole).startsWith(kept);
    assertThat(whole.charAt(kept.length())).as("the character after the cut in %s", whole).isIn(' ', ',');
  }

  @Test
  void aLongSentenceIsCutAfterAWholeWord() {
    String words = "the quick brown fox jumps over the lazy dog ".repeat(10).strip();
    String shown = PythonRepr.of(NODES.textNode(words));
    assertThat(shown.length()).isLessThan(words.length());
    assertCutAtAWordEnd("'" + words + "'", shown);
  }

  @Test
  void aWordThatCrossesTheLimitIsKeptWhole() {
    String text = "short words ".repeat(5) + "x".repeat(150) + " tail";
    String shown = PythonRepr.shorten(text);
    assertThat(shown).isEqualTo("short words ".repeat(5) + "x".repeat(150) + " ...");
    assertCutAtAWordEnd(text, shown);
  }

  @Test
  void oneLongWordIsNotCut() {
    String token = "A".repeat(500);
    assertThat(PythonRepr.of(NODES.textNode(token))).isEqualTo("'" + token + "'");
  }

  @Test
  void everyShorteningOfListsOfVaryingWordsEndsAtAWord() {
    for (int n = 1; n < 60; n++) {
      var array = NODES.arrayNode();
      List<String> items = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        String word = "w".repeat(1 + (i * 7) % 23) + i;
        array.add(word);
        items.add(word);
      }
      String whole = "[" + String.join(", ", items.stream().map(w -> "'" + w + "'").toList()) + "]";
      assertCutAtAWordEnd(whole, PythonRepr.of(array));
      String listed = PythonRepr.list(items);
      assertThat(listed).matches("\\[('w+\\d+'(, )?)+(, \\.\\.\\. \\(\\d+ more\\))?]");
    }
  }

  /** E1010 on a type with many attributes: whole attribute names, then how many more, as cfn-lint's list would go on. */
  @Test
  void aLongE1010ListShowsWholeAttributeNamesAndHowManyMore() {
    String yaml = """
        Resources:
          Inst:
            Type: AWS::EC2::Instance
            Properties:
              ImageId: ami-12345678
          Topic:
            Type: AWS::SNS::Topic
            Properties:
              DisplayName: !GetAtt Inst.Nope
        """;
    List<Finding> findings = Lint.DEFAULT.lint(DocumentLoader.builder().build().load("t.yaml", yaml));
    assertThat(findings).extracting(Finding::ruleId).containsExactly("E1010");
    String message = findings.get(0).message();
    Matcher m = Pattern.compile("'Nope' is not one of \\[(.*), \\.\\.\\. \\((\\d+) more\\)] in 'us-east-1'").matcher(message);
    assertThat(m.matches()).as(message).isTrue();
    List<String> shown = List.of(m.group(1).split(", "));
    assertThat(shown).allSatisfy(a -> assertThat(a).matches("'[A-Za-z][A-Za-z0-9.]*'")).contains("'InstanceId'", "'PrivateIp'");
    assertThat(Integer.parseInt(m.group(2))).isPositive();
  }
}
