package dev.cairn.engine.builtins.gocompat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.builtins.gocompat.GoJsonSyntax;
import org.junit.jupiter.api.Test;

class GoJsonSyntaxTest {
  @Test
  void wordsErrorsLikeGo() {
    assertThat(GoJsonSyntax.error("{\"a\": [1, 2.5e-3, \"x\\u00e9\", true, null]}")).isNull();
    assertThat(GoJsonSyntax.error("")).isEqualTo("unexpected end of JSON input");
    assertThat(GoJsonSyntax.error("[1,")).isEqualTo("unexpected end of JSON input");
    assertThat(GoJsonSyntax.error("e")).isEqualTo("invalid character 'e' looking for beginning of value");
    assertThat(GoJsonSyntax.error("{\"typ:\"JWT\"}")).isEqualTo("invalid character 'J' after object key");
    assertThat(GoJsonSyntax.error("{\"a\":1 \"b\"}"))
        .isEqualTo("invalid character '\"' after object key:value pair");
    assertThat(GoJsonSyntax.error("[1 2]")).isEqualTo("invalid character '2' after array element");
    assertThat(GoJsonSyntax.error("{1:2}"))
        .isEqualTo("invalid character '1' looking for beginning of object key string");
    assertThat(GoJsonSyntax.error("tru")).isEqualTo("unexpected end of JSON input");
    assertThat(GoJsonSyntax.error("trux")).isEqualTo("invalid character 'x' in literal true (expecting 'e')");
    assertThat(GoJsonSyntax.error("01")).isEqualTo("invalid character '1' after top-level value");
    assertThat(GoJsonSyntax.error("1.x")).isEqualTo("invalid character 'x' after decimal point in numeric literal");
    assertThat(GoJsonSyntax.error("\"a\tb\"")).isEqualTo("invalid character '\\t' in string literal");
    assertThat(GoJsonSyntax.error("\"\\x\"")).isEqualTo("invalid character 'x' in string escape code");
    assertThat(GoJsonSyntax.error("'a'")).isEqualTo("invalid character '\\'' looking for beginning of value");
  }

  @Test
  void deepNestingIsAnErrorNotAStackOverflow() {
    assertThat(GoJsonSyntax.error("[".repeat(200_000))).endsWith("exceeded max depth");
  }
}
