package dev.cairn.engine.parser;

import dev.cairn.engine.parser.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits Rego source into tokens and comments in one pass. Lexical errors become {@link
 * Kind#ILLEGAL} tokens carrying the message, so the parser reports them at the right place.
 */
final class Lexer {
  private final String src;
  private final List<Token> tokens = new ArrayList<>();
  private final List<Comment> comments = new ArrayList<>();
  private int pos;
  private int line = 1;
  private int lineStart;
  private boolean space;
  private boolean newline;

  private Lexer(String src) {
    this.src = src;
  }

  /** The tokens of {@code src}, ending with {@link Kind#EOF}, and its comments. */
  static Lexer run(String src) {
    Lexer lx = new Lexer(src);
    lx.scanAll();
    return lx;
  }

  List<Token> tokens() {
    return tokens;
  }

  List<Comment> comments() {
    return comments;
  }

  private void scanAll() {
    if (src.startsWith("\uFEFF")) {
      pos = 1;
      lineStart = 1;
    }
    while (true) {
      skipSpaceAndComments();
      if (pos >= src.length()) {
        add(Kind.EOF, "", pos, line, col(pos));
        return;
      }
      scanToken();
    }
  }

  private int col(int offset) {
    return offset - lineStart + 1;
  }

  private void skipSpaceAndComments() {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '\n') {
        pos++;
        line++;
        lineStart = pos;
        space = true;
        newline = true;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
        space = true;
      } else if (c == '#') {
        int start = pos;
        while (pos < src.length() && src.charAt(pos) != '\n') {
          pos++;
        }
        int end = pos;
        if (end > start + 1 && src.charAt(end - 1) == '\r') {
          end--;
        }
        comments.add(new Comment(line, col(start), src.substring(start + 1, end)));
        space = true;
      } else {
        return;
      }
    }
  }

  private void add(Kind kind, String text, int offset, int ln, int column) {
    tokens.add(new Token(kind, text, offset, ln, column, space, newline));
    space = false;
    newline = false;
  }

  private void scanToken() {
    int start = pos;
    int column = col(start);
    char c = src.charAt(pos);
    if (isLetter(c)) {
      while (pos < src.length() && (isLetter(src.charAt(pos)) || isDigit(src.charAt(pos)))) {
        pos++;
      }
      add(Kind.WORD, src.substring(start, pos), start, line, column);
    } else if (isDigit(c)) {
      scanNumber(start, column);
    } else if (c == '"') {
      scanString(start, column);
    } else if (c == '`') {
      scanRawString(start, column);
    } else {
      pos++;
      Kind k = punctuation(c);
      if (k == null) {
        String msg = c == 0 ? "illegal null character" : c == '!' || c == '$' ? "illegal " + c + " character" : "illegal token";
        add(Kind.ILLEGAL, msg, start, line, column);
      } else {
        add(k, src.substring(start, pos), start, line, column);
      }
    }
  }

  /** The operator or bracket starting with {@code c} (already consumed), or null. */
  private Kind punctuation(char c) {
    switch (c) {
      case '[':
        return Kind.LBRACK;
      case ']':
        return Kind.RBRACK;
      case '{':
        return Kind.LBRACE;
      case '}':
        return Kind.RBRACE;
      case '(':
        return Kind.LPAREN;
      case ')':
        return Kind.RPAREN;
      case ',':
        return Kind.COMMA;
      case ';':
        return Kind.SEMICOLON;
      case '.':
        return Kind.DOT;
      case '+':
        return Kind.PLUS;
      case '-':
        return Kind.MINUS;
      case '*':
        return Kind.MUL;
      case '/':
        return Kind.DIV;
      case '%':
        return Kind.REM;
      case '&':
        return Kind.AND;
      case '|':
        return Kind.OR;
      case ':':
        return follows('=') ? Kind.ASSIGN : Kind.COLON;
      case '=':
        return follows('=') ? Kind.EQUAL : Kind.UNIFY;
      case '<':
        return follows('=') ? Kind.LTE : Kind.LT;
      case '>':
        return follows('=') ? Kind.GTE : Kind.GT;
      case '!':
        return follows('=') ? Kind.NEQ : null;
      default:
        return null;
    }
  }

  private boolean follows(char c) {
    if (pos < src.length() && src.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void scanNumber(int start, int column) {
    String error = null;
    skipDigits();
    if (pos < src.length() && src.charAt(pos) == '.') {
      pos++;
      if (skipDigits() == 0) {
        error = "expected fraction";
      }
    }
    if (pos < src.length() && (src.charAt(pos) == 'e' || src.charAt(pos) == 'E')) {
      pos++;
      if (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) {
        pos++;
      }
      if (skipDigits() == 0 && error == null) {
        error = "expected exponent";
      }
    }
    if (pos < src.length() && isLetter(src.charAt(pos))) {
      error = error == null ? "illegal number format" : error;
      while (pos < src.length() && (isLetter(src.charAt(pos)) || isDigit(src.charAt(pos)))) {
        pos++;
      }
    }
    if (error != null) {
      add(Kind.ILLEGAL, error, start, line, column);
    } else {
      add(Kind.NUMBER, src.substring(start, pos), start, line, column);
    }
  }

  private int skipDigits() {
    int n = 0;
    while (pos < src.length() && isDigit(src.charAt(pos))) {
      pos++;
      n++;
    }
    return n;
  }

  private void scanString(int start, int column) {
    pos++;
    StringBuilder sb = new StringBuilder();
    String error = null;
    while (true) {
      if (pos >= src.length() || src.charAt(pos) == '\n') {
        error = "non-terminated string";
        break;
      }
      char c = src.charAt(pos++);
      if (c == '"') {
        break;
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = pos < src.length() ? src.charAt(pos) : 0;
      pos++;
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'u' -> {
          int cp = hex4(pos);
          if (cp < 0) {
            error = error == null ? "illegal escape sequence" : error;
          } else {
            // Surrogate pairs come as two escapes; appending both halves joins them.
            sb.append((char) cp);
            pos += 4;
          }
        }
        default -> error = error == null ? "illegal escape sequence" : error;
      }
    }
    if (error != null) {
      add(Kind.ILLEGAL, error, start, line, column);
    } else {
      add(Kind.STRING, sb.toString(), start, line, column);
    }
  }

  private int hex4(int at) {
    if (at + 4 > src.length()) {
      return -1;
    }
    int v = 0;
    for (int i = at; i < at + 4; i++) {
      int d = Character.digit(src.charAt(i), 16);
      if (d < 0) {
        return -1;
      }
      v = v * 16 + d;
    }
    return v;
  }

  private void scanRawString(int start, int column) {
    int startLine = line;
    pos++;
    int end = src.indexOf('`', pos);
    if (end < 0) {
      pos = src.length();
      add(Kind.ILLEGAL, "non-terminated string", start, startLine, column);
      return;
    }
    String text = src.substring(pos, end);
    for (int i = pos; i < end; i++) {
      if (src.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    pos = end + 1;
    add(Kind.STRING, text, start, startLine, column);
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
