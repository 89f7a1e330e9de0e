package dev.cairn.engine.parser;

/**
 * One lexical token. Words (identifiers and keywords alike) are {@link Kind#WORD}: whether a word
 * is a keyword depends on the module's imports, so the parser decides. {@code text} is the source
 * text, except for strings, where it is the decoded value. {@code spaceBefore} and {@code
 * newlineBefore} record whitespace or comments between this token and the previous one: refs and
 * calls must not have space before {@code .}, {@code [} or {@code (}, and body expressions are
 * separated by newlines.
 */
record Token(
    Kind kind,
    String text,
    int offset,
    int line,
    int column,
    boolean spaceBefore,
    boolean newlineBefore) {

  /** Token kinds, with the names OPA uses for them in error messages. */
  enum Kind {
    WORD("ident"),
    NUMBER("number"),
    STRING("string"),
    LBRACK("["),
    RBRACK("]"),
    LBRACE("{"),
    RBRACE("}"),
    LPAREN("("),
    RPAREN(")"),
    COMMA(","),
    COLON(":"),
    SEMICOLON(";"),
    DOT("."),
    ASSIGN("assign"),
    UNIFY("eq"),
    EQUAL("equal"),
    NEQ("neq"),
    LT("lt"),
    LTE("lte"),
    GT("gt"),
    GTE("gte"),
    PLUS("plus"),
    MINUS("minus"),
    MUL("mul"),
    DIV("div"),
    REM("rem"),
    AND("and"),
    OR("or"),
    EOF("eof"),
    /** A lexical error; {@code text} holds the message. */
    ILLEGAL("illegal");

    final String displayName;

    Kind(String displayName) {
      this.displayName = displayName;
    }
  }

  boolean is(Kind k) {
    return kind == k;
  }

  boolean isWord(String word) {
    return kind == Kind.WORD && text.equals(word);
  }
}
