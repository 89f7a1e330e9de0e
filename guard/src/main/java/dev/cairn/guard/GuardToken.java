package dev.cairn.guard;

/**
 * One token of a rules file. {@code spaced} says whether whitespace or a comment came before it, which
 * decides whether a {@code [} continues a query ({@code Tags[*]}) or starts something new.
 */
record GuardToken(Kind kind, String text, int line, int column, boolean spaced) {

  enum Kind {
    IDENT, VARIABLE, STRING, INT, FLOAT, REGEX, MESSAGE,
    LBRACE, RBRACE, LBRACKET, RBRACKET, LPAREN, RPAREN, COMMA, DOT, STAR, COLON, PIPE,
    EQ, NE, LT, LE, GT, GE, BANG, ASSIGN, EOF
  }

  boolean is(Kind k) {
    return kind == k;
  }

  /** An identifier spelled as one of the given words. */
  boolean isWord(String... words) {
    if (kind != Kind.IDENT) {
      return false;
    }
    for (String w : words) {
      if (w.equals(text)) {
        return true;
      }
    }
    return false;
  }
}
