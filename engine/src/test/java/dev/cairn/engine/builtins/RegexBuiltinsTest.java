package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.call;
import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class RegexBuiltinsTest {
  private static String q(String s) {
    return new StringValue(s).toString();
  }

  @Test
  void matchFindsAnywhereAndReportsGoSyntaxErrors() throws Exception {
    assertThat(json("regex.match", q("^[a-z]+\\[[0-9]+\\]$"), q("foo[1]"))).isEqualTo("true");
    assertThat(json("re_match", q("b+"), q("abc"))).isEqualTo("true");
    assertThat(json("regex.match", q("^b"), q("abc"))).isEqualTo("false");
    assertThatThrownBy(() -> json("regex.match", q("]["), q("x")))
        .hasMessage("error parsing regexp: missing closing ]: `[`");
  }

  @Test
  void catastrophicPatternsRunInLinearTime() throws Exception {
    String input = "a".repeat(30) + "!";
    assertThat(call("regex.match", new StringValue("(a+)+$"), new StringValue(input)))
        .isEqualTo(BooleanValue.FALSE);
  }

  @Test
  void isValidNeverFails() throws Exception {
    assertThat(json("regex.is_valid", q(".+"))).isEqualTo("true");
    assertThat(json("regex.is_valid", q("++"))).isEqualTo("false");
    assertThat(json("regex.is_valid", "10")).isEqualTo("false");
  }

  @Test
  void splitAndFindFollowGo() throws Exception {
    assertThat(json("regex.split", q("a"), q("banana"))).isEqualTo("[\"b\",\"n\",\"n\",\"\"]");
    assertThat(json("regex.split", q("z+"), q("pizza"))).isEqualTo("[\"pi\",\"a\"]");
    assertThat(json("regex.split", q("x"), q(""))).isEqualTo("[\"\"]");
    assertThat(json("regex.find_n", q("a."), q("paranormal"), "2")).isEqualTo("[\"ar\",\"an\"]");
    assertThat(json("regex.find_n", q("a*"), q("baaac"), "-1")).isEqualTo("[\"\",\"aaa\",\"\"]");
    assertThat(json("regex.find_all_string_submatch_n",
        q("[^aouiye]([aouiye])([^aouiye])?"), q("somestri"), "-1"))
        .isEqualTo("[[\"som\",\"o\",\"m\"],[\"ri\",\"i\",\"\"]]");
  }

  @Test
  void replaceExpandsGroupsAsGo() throws Exception {
    assertThat(json("regex.replace", q("-wy-wxxy-"), q("w(x*)y"), q("0"))).isEqualTo("\"-0-0-\"");
    assertThat(json("regex.replace", q("foo"), q("(foo)"), q("$1$1"))).isEqualTo("\"foofoo\"");
    assertThat(json("regex.replace", q("foo"), q("(?P<w>o+)"), q("[${w}]$1x$$"))).isEqualTo("\"f[oo]$\"");
    assertThat(json("regex.replace", q("abc"), q("x*"), q("-"))).isEqualTo("\"-a-b-c-\"");
  }

  @Test
  void templateMatchQuotesTextOutsideDelimiters() throws Exception {
    assertThat(json("regex.template_match", q("urn:foo:{.*}"), q("urn:foo:bar:baz"), q("{"), q("}")))
        .isEqualTo("true");
    assertThat(json("regex.template_match", q("a.{[0-9]+}"), q("ab12"), q("{"), q("}")))
        .isEqualTo("false");
    assertThatThrownBy(() -> json("regex.template_match", q("a{b"), q("ab"), q("{"), q("}")))
        .hasMessage("unbalanced braces in \"a{b\"");
  }

  @Test
  void globsMatchDecidesIntersection() throws Exception {
    assertThat(json("regex.globs_match", q("a.a.[0-9]+z"), q(".b.b2359825792*594823z")))
        .isEqualTo("true");
    assertThat(json("regex.globs_match", q("[a-z]+"), q("[0-9]*"))).isEqualTo("false");
    assertThat(json("regex.globs_match", q("[a-z]+\\[[0-9]+\\]"), q("foo\\[1\\]"))).isEqualTo("true");
    assertThat(json("regex.globs_match", q("a*b*"), q("b+a"))).isEqualTo("false");
    assertThatThrownBy(() -> json("regex.globs_match", q("pqrs]"), q("[a-b]+")))
        .hasMessage("input:pqrs], pos:5, set-close ']' with no preceding '[': the input provided is invalid");
  }
}
