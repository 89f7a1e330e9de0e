package dev.cairn.engine.parser;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.parser.Token.Kind;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Position in the token list, the keywords in force, and the error helpers shared by the parsers.
 * Keywords are tracked here, not in the lexer, because imports switch them on mid-file.
 */
abstract class TokenCursor {
  /** Words that are keywords in every Rego version. */
  static final Set<String> CORE_KEYWORDS =
      Set.of("package", "import", "as", "default", "else", "not", "some", "with", "null", "true", "false");
  /** Keywords of Rego v1 that v0 modules must import. */
  static final Set<String> FUTURE_KEYWORDS = Set.of("in", "every", "contains", "if");

  static final int MAX_DEPTH = 1000;

  final String file;
  final List<Token> tokens;
  final Set<String> futureKeywords = new HashSet<>();
  int pos;
  /** Nesting of brackets, bodies and operator chains, bounded so hostile input cannot overflow the stack. */
  int depth;

  TokenCursor(String file, List<Token> tokens) {
    this.file = file;
    this.tokens = tokens;
  }

  Token peek() {
    return tokens.get(pos);
  }

  Token peekAt(int ahead) {
    return tokens.get(Math.min(pos + ahead, tokens.size() - 1));
  }

  Token next() {
    Token t = tokens.get(pos);
    if (t.kind() != Kind.EOF) {
      pos++;
    }
    return t;
  }

  boolean at(Kind k) {
    return peek().kind() == k;
  }

  Token expect(Kind k, String note) {
    if (!at(k)) {
      throw unexpected(note);
    }
    return next();
  }

  boolean isKeyword(String word) {
    return CORE_KEYWORDS.contains(word) || futureKeywords.contains(word);
  }

  /** True when the current token is the keyword {@code kw} (and {@code kw} is in force). */
  boolean atKeyword(String kw) {
    Token t = peek();
    return t.isWord(kw) && isKeyword(kw) && !refFollows();
  }

  /** A plain identifier: a word that is not a keyword. */
  boolean atIdent() {
    Token t = peek();
    return t.is(Kind.WORD) && !isKeyword(t.text());
  }

  /**
   * True when the token after the current one is {@code .} or {@code [} without space before it:
   * then a keyword starts a ref ({@code input.in}, {@code not.x}) and is not a keyword.
   */
  boolean refFollows() {
    Token n = peekAt(1);
    return (n.is(Kind.DOT) || n.is(Kind.LBRACK)) && !n.spaceBefore();
  }

  Location loc(Token t) {
    return new Location(file, t.line(), t.column());
  }

  Location here() {
    return loc(peek());
  }

  void enter() {
    if (++depth > MAX_DEPTH) {
      throw error(here(), "max parsing recursion depth exceeded");
    }
  }

  void leave() {
    depth--;
  }

  /** Returns to an earlier position after a failed tentative parse. */
  void rewind(int toPos, int toDepth) {
    pos = toPos;
    depth = toDepth;
  }

  /** Runs a tentative parse; on a syntax error rewinds and returns null. */
  <T> T tryParse(Supplier<T> parse) {
    int savedPos = pos;
    int savedDepth = depth;
    try {
      return parse.get();
    } catch (ParseFailure e) {
      rewind(savedPos, savedDepth);
      return null;
    }
  }

  ParseFailure error(Location at, String message) {
    return new ParseFailure(message, at, peek().offset());
  }

  /** OPA's "unexpected X token[: note]" for the current token. */
  ParseFailure unexpected(String note) {
    Token t = peek();
    if (t.is(Kind.ILLEGAL)) {
      return error(loc(t), t.text());
    }
    String what;
    if (t.is(Kind.WORD) && isKeyword(t.text())) {
      what = t.text() + " keyword";
    } else {
      what = t.kind().displayName + " token";
    }
    return error(loc(t), "unexpected " + what + (note == null ? "" : ": " + note));
  }
}
