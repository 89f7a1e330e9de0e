package dev.cairn.guard;

import dev.cairn.guard.Token.Kind;
import java.util.List;

/** A cursor over a rules file's tokens. */
final class Tokens {

  private final String file;
  private final List<Token> tokens;
  private int i;

  Tokens(String file, List<Token> tokens) {
    this.file = file;
    this.tokens = tokens;
  }

  Token peek() {
    return tokens.get(i);
  }

  Token peek(int ahead) {
    return tokens.get(Math.min(i + ahead, tokens.size() - 1));
  }

  Token next() {
    Token tok = tokens.get(i);
    if (i < tokens.size() - 1) {
      i++;
    }
    return tok;
  }

  Token expect(Kind kind, String what) {
    Token tok = peek();
    if (!tok.is(kind)) {
      throw error(tok, "expected " + what + ", found " + describe(tok));
    }
    return next();
  }

  GuardSyntaxException error(Token at, String reason) {
    return new GuardSyntaxException(file, at.line(), at.column(), reason);
  }

  static String describe(Token tok) {
    return tok.is(Kind.EOF) ? "the end of the file" : "'" + tok.text() + "'";
  }
}
