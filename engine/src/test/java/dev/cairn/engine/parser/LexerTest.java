package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.parser.Token.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {
  private static List<Token> lex(String src) {
    return Lexer.run(src).tokens();
  }

  @Test
  void operatorsAndPositions() {
    List<Token> t = lex("x := 1\n  y != 2.5e3");
    assertThat(t).extracting(Token::kind)
        .containsExactly(Kind.WORD, Kind.ASSIGN, Kind.NUMBER, Kind.WORD, Kind.NEQ, Kind.NUMBER, Kind.EOF);
    Token y = t.get(3);
    assertThat(y.line()).isEqualTo(2);
    assertThat(y.column()).isEqualTo(3);
    assertThat(y.newlineBefore()).isTrue();
    assertThat(t.get(1).newlineBefore()).isFalse();
    assertThat(t.get(5).text()).isEqualTo("2.5e3");
  }

  @Test
  void spaceBeforeIsRecorded() {
    List<Token> t = lex("a.b [c]");
    assertThat(t.get(1).spaceBefore()).isFalse();
    assertThat(t.get(3).spaceBefore()).isTrue();
  }

  @Test
  void stringEscapesAreDecoded() {
    Token s = lex("\"a\\n\\t\\\"\\\\\\/\\u00e9\\ud83d\\ude00\"").get(0);
    assertThat(s.kind()).isEqualTo(Kind.STRING);
    assertThat(s.text()).isEqualTo("a\n\t\"\\/é😀");
  }

  @Test
  void rawStringsKeepBackslashesAndNewlines() {
    List<Token> t = lex("`a\\n\nb` x");
    assertThat(t.get(0).text()).isEqualTo("a\\n\nb");
    assertThat(t.get(1).line()).isEqualTo(2);
    assertThat(t.get(1).column()).isEqualTo(4);
  }

  @Test
  void commentsAreCollectedNotTokenized() {
    Lexer lx = Lexer.run("# one\nx # two\r\n");
    assertThat(lx.tokens()).extracting(Token::kind).containsExactly(Kind.WORD, Kind.EOF);
    assertThat(lx.comments()).extracting(Comment::text).containsExactly(" one", " two");
    assertThat(lx.comments().get(1).column()).isEqualTo(3);
  }

  @Test
  void lexicalErrorsBecomeIllegalTokens() {
    assertThat(lex("\"abc").get(0)).extracting(Token::kind, Token::text)
        .containsExactly(Kind.ILLEGAL, "non-terminated string");
    assertThat(lex("\"\\q\"").get(0).text()).isEqualTo("illegal escape sequence");
    assertThat(lex("12ab").get(0).text()).isEqualTo("illegal number format");
    assertThat(lex("1.").get(0).text()).isEqualTo("expected fraction");
    assertThat(lex("!x").get(0).text()).isEqualTo("illegal ! character");
    assertThat(lex("`abc").get(0).text()).isEqualTo("non-terminated string");
  }
}
