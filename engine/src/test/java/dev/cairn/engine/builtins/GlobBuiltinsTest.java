package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class GlobBuiltinsTest {
  private static boolean glob(String pattern, String delimiters, String s) throws Exception {
    return json("glob.match", new StringValue(pattern).toString(), delimiters,
        new StringValue(s).toString()).equals("true");
  }

  @Test
  void wildcardsStopAtDelimiters() throws Exception {
    assertThat(glob("*.github.com", "[\".\"]", "api.github.com")).isTrue();
    assertThat(glob("*.github.com", "[\".\"]", "api.cdn.github.com")).isFalse();
    assertThat(glob("api.**.com", "[\".\"]", "api.cdn.github.com")).isTrue();
    assertThat(glob("*", "[]", "foo.bar")).isFalse();
    assertThat(glob("*", "null", "foo.bar")).isTrue();
    assertThat(glob("?at", "[\"f\"]", "fat")).isFalse();
    assertThat(glob("*:github:com", "[\":\"]", "api:github:com")).isTrue();
  }

  @Test
  void classesAndAlternatives() throws Exception {
    assertThat(glob("[!a-c]at", "[]", "fat")).isTrue();
    assertThat(glob("[!abc]at", "[]", "cat")).isFalse();
    assertThat(glob("{cat,bat,[fr]at}", "[]", "rat")).isTrue();
    assertThat(glob("{cat,bat,[fr]at}", "[]", "at")).isFalse();
    assertThat(glob("a\\*b", "[]", "a*b")).isTrue();
    assertThat(glob("a\\*b", "[]", "axb")).isFalse();
    assertThat(glob("x+(y)|z", "[]", "x+(y)|z")).isTrue();
  }

  @Test
  void badInputIsReported() {
    assertThatThrownBy(() -> glob("[a-c", "[]", "a")).hasMessage("unexpected end of input");
    assertThatThrownBy(() -> glob("{a,b", "[]", "a")).hasMessage("unexpected end of input");
    assertThatThrownBy(() -> glob("a", "[\"ab\"]", "a"))
        .hasMessage("operand 2 must be array of runes but got array containing string");
    assertThatThrownBy(() -> glob("a", "\"x\"", "a"))
        .hasMessage("operand 2 must be one of {array, null} but got string");
  }

  @Test
  void quoteMetaEscapesGlobSyntax() throws Exception {
    assertThat(json("glob.quote_meta", "\"*.github.com\"")).isEqualTo("\"\\\\*.github.com\"");
    assertThat(json("glob.quote_meta", "\"{a,[b]}?\"")).isEqualTo("\"\\\\{a,\\\\[b\\\\]\\\\}\\\\?\"");
  }
}
