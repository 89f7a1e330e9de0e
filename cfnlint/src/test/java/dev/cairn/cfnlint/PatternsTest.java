package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PatternsTest {
  @Test
  void aBracketInsideAClassIsLiteralAsInEcmaScript() {
    String regex = "^([a-z,A-Z,0-9,. _\\-:/()#,@[\\]+=&;\\{\\}!$*])*$";
    assertThat(Patterns.get(regex)).isPresent();
    assertThat(Patterns.matches(regex, "name[1]&x")).isTrue();
    assertThat(Patterns.matches(regex, "tab\there")).isFalse();
  }

  @Test
  void aBraceThatStartsNoQuantifierIsLiteral() {
    String regex = "^6[0-4][0-9]{1-3}$";
    assertThat(Patterns.get(regex)).isPresent();
    assertThat(Patterns.matches(regex, "640{1-3}")).isTrue();
    assertThat(Patterns.matches("^a{2}$", "aa")).isTrue();
    assertThat(Patterns.matches("^a{2,}$", "a")).isFalse();
  }

  @Test
  void backslashCapitalZIsTheEndOfInput() {
    assertThat(Patterns.matches("^[a-z]+\\Z", "abc")).isTrue();
    assertThat(Patterns.matches("^[a-z]+\\Z", "abc\n")).isFalse();
  }

  @Test
  void aPatternSearchesUnanchored() {
    assertThat(Patterns.matches("[0-9]", "abc1")).isTrue();
  }

  @Test
  void aPatternJavaCannotReadIsReportedNotMatchedSilently() {
    assertThat(Patterns.get("[z-a]")).isEmpty();
    assertThat(Keywords.uncompilablePatterns(new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode()
        .put("pattern", "[z-a]"))).containsExactly("[z-a]");
  }

  @Test
  void aMatchThatBacktracksWithoutEndGivesUp() {
    assertThatThrownBy(() -> Patterns.matches("(a|a)*?b", "a".repeat(60)))
        .isInstanceOf(Patterns.GaveUp.class)
        .hasMessageContaining("more than " + Patterns.budget(60));
  }

  @Test
  void anOrdinaryMatchOnALongValueDoesNot() {
    String value = "x".repeat(200_000);
    assertThat(Patterns.matches("^[a-z]+$", value)).isTrue();
    assertThat(Patterns.matches("y", value)).isFalse();
    assertThat(Patterns.matches("^(x|y)*$", value.substring(0, 2_000))).isTrue();
  }
}
