package dev.cairn.guard;

import dev.cairn.guard.GuardToken.Kind;
import java.util.List;

/** A cursor over a rules file's tokens. */
final class Tokens {

  /** Blocks, filters, calls and literals nested in one another: each level costs Java stack. */
  static final int MAX_DEPTH = 200;

  private final String file;
  private final List<GuardToken> tokens;
  private int i;
  private int depth;

  Tokens(String file, List<GuardToken> tokens) {
    this.file = file;
    this.tokens = tokens;
  }

  GuardToken peek() {
    return tokens.get(i);
  }

  GuardToken peek(int ahead) {
    return tokens.get(Math.min(i + ahead, tokens.size() - 1));
  }

  GuardToken next() {
    GuardToken tok = tokens.get(i);
    if (i < tokens.size() - 1) {
      i++;
    }
    return tok;
  }

  GuardToken expect(Kind kind, String what) {
    GuardToken tok = peek();
    if (!tok.is(kind)) {
      throw error(tok, "expected " + what + ", found " + describe(tok));
    }
    return next();
  }

  /** Entering a nested construct at {@code at}; beyond {@link #MAX_DEPTH} it is an error there. */
  void enter(GuardToken at) {
    if (++depth > MAX_DEPTH) {
      throw error(at, "nesting is deeper than the limit of " + MAX_DEPTH);
    }
  }

  void leave() {
    depth--;
  }

  GuardSyntaxException error(GuardToken at, String reason) {
    return new GuardSyntaxException(file, at.line(), at.column(), reason);
  }

  static String describe(GuardToken tok) {
    return tok.is(Kind.EOF) ? "the end of the file" : "'" + tok.text() + "'";
  }
}
