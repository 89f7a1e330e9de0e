package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.JsonTextCalls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class StringBuiltinsTest {
  @Test
  void concatJoinsArraysAndSortedSets() throws Exception {
    assertThat(json("concat", "\"/\"", "[\"\",\"foo\",\"bar\"]")).isEqualTo("\"/foo/bar\"");
    assertThatThrownBy(() -> json("concat", "\",\"", "[\"a\",1]"))
        .hasMessage("operand 2 must be array of strings but got array containing number");
    assertThatThrownBy(() -> json("concat", "\",\"", "\"a\""))
        .hasMessage("operand 2 must be one of {set, array} but got string");
  }

  @Test
  void formatIntTruncatesAndChecksBase() throws Exception {
    assertThat(json("format_int", "15.5", "16")).isEqualTo("\"f\"");
    assertThat(json("format_int", "-15.5", "2")).isEqualTo("\"-1111\"");
    assertThatThrownBy(() -> json("format_int", "4.1", "199"))
        .hasMessage("operand 2 must be one of {2, 8, 10, 16}");
  }

  @Test
  void indexOfCountsCodePoints() throws Exception {
    assertThat(json("indexof", "\"🍧🍨🧁🍰🍮\"", "\"🍮\"")).isEqualTo("4");
    assertThat(json("indexof", "\"μ\"", "\"μμ\"")).isEqualTo("-1");
    assertThat(json("indexof_n", "\"😇😀😇😀😇😀\"", "\"😀\"")).isEqualTo("[1,3,5]");
    assertThat(json("indexof_n", "\"aaa\"", "\"aa\"")).isEqualTo("[0,1]");
    assertThatThrownBy(() -> json("indexof", "\"a\"", "\"\"")).hasMessage("empty search character");
  }

  @Test
  void substringUsesCodePointsAndRejectsNegativeOffsets() throws Exception {
    assertThat(json("substring", "\"aåäö\"", "2", "-1")).isEqualTo("\"äö\"");
    assertThat(json("substring", "\"abcdefgh\"", "2", "10000")).isEqualTo("\"cdefgh\"");
    assertThat(json("substring", "\"aaa\"", "4", "-1")).isEqualTo("\"\"");
    assertThatThrownBy(() -> json("substring", "\"aaa\"", "-1", "-1")).hasMessage("negative offset");
    assertThatThrownBy(() -> json("substring", "\"aaa\"", "1.5", "1"))
        .hasMessage("operand 2 must be integer number but got floating-point number");
  }

  @Test
  void splitReplaceAndTrimFollowGo() throws Exception {
    assertThat(json("split", "\"\"", "\".\"")).isEqualTo("[\"\"]");
    assertThat(json("split", "\"a..b\"", "\".\"")).isEqualTo("[\"a\",\"\",\"b\"]");
    assertThat(json("split", "\"ab\"", "\"\"")).isEqualTo("[\"a\",\"b\"]");
    assertThat(json("replace", "\"foo...bar\"", "\"..\"", "\",,\"")).isEqualTo("\"foo,,.bar\"");
    assertThat(json("trim", "\"¡¡¡foo, bar!!!\"", "\"!¡\"")).isEqualTo("\"foo, bar\"");
    assertThat(json("trim_left", "\"...a.\"", "\".\"")).isEqualTo("\"a.\"");
    assertThat(json("trim_suffix", "\"a.b\"", "\".b\"")).isEqualTo("\"a\"");
    assertThat(json("trim_space", "\" \\t\\n foo \\u00a0\\u3000\"")).isEqualTo("\"foo\"");
    assertThat(json("strings.count", "\"cheese\"", "\"e\"")).isEqualTo("3");
    assertThat(json("strings.count", "\"five\"", "\"\"")).isEqualTo("5");
  }

  @Test
  void replaceNTriesKeysInSortedOrder() throws Exception {
    assertThat(json("strings.replace_n", "{\"foo\":\"xxx\",\"f\":\"x\"}", "\"foobar\""))
        .isEqualTo("\"xoobar\"");
    assertThatThrownBy(() -> json("strings.replace_n", "{\"a\":1}", "\"foo\""))
        .hasMessage("operand 1 non-string value found in pattern object");
  }

  @Test
  void reverseKeepsSurrogatePairs() throws Exception {
    assertThat(json("strings.reverse", "\"1😀𝛾\"")).isEqualTo("\"𝛾😀1\"");
    assertThat(json("upper", "\"AbCß\"")).isEqualTo("\"ABCß\"");
  }

  @Test
  void anyPrefixMatchAcceptsStringsArraysAndSets() throws Exception {
    assertThat(json("strings.any_prefix_match", "[\"a/b\",\"c/d\"]", "\"c/\"")).isEqualTo("true");
    assertThat(json("strings.any_suffix_match", "\"a/b\"", "[\"/c\"]")).isEqualTo("false");
    assertThatThrownBy(() -> json("strings.any_prefix_match", "[1]", "\"c\""))
        .hasMessage("operand 1 must be array of strings but got array containing number");
    assertThatThrownBy(() -> json("strings.any_prefix_match", "\"a\"", "1"))
        .hasMessage("operand 2 must be one of {string, set, array} but got number");
  }
}
