package dev.cairn.guard;

import dev.cairn.guard.GuardToken.Kind;
import java.util.ArrayList;
import java.util.List;

/** Splits a rules file into tokens; comments ({@code #} to the end of the line) are dropped. */
final class GuardLexer {

  private final String file;
  private final String src;
  private int pos;
  private int line = 1;
  private int lineStart;

  private GuardLexer(String file, String src) {
    this.file = file;
    this.src = src;
  }

  static List<GuardToken> tokens(String file, String src) {
    return new GuardLexer(file, src).run();
  }

  private List<GuardToken> run() {
    List<GuardToken> out = new ArrayList<>();
    while (true) {
      boolean spaced = skipSpace();
      if (pos >= src.length()) {
        out.add(new GuardToken(Kind.EOF, "", line, pos - lineStart + 1, true));
        return out;
      }
      out.add(next(spaced));
    }
  }

  private boolean skipSpace() {
    int start = pos;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '\n') {
        pos++;
        line++;
        lineStart = pos;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
      } else if (c == '#') {
        while (pos < src.length() && src.charAt(pos) != '\n') {
          pos++;
        }
      } else {
        break;
      }
    }
    return pos > start || pos == 0;
  }

  private GuardToken next(boolean spaced) {
    int l = line;
    int col = pos - lineStart + 1;
    char c = src.charAt(pos);
    char n = pos + 1 < src.length() ? src.charAt(pos + 1) : '\0';
    switch (c) {
      case '{': return single(Kind.LBRACE, l, col, spaced);
      case '}': return single(Kind.RBRACE, l, col, spaced);
      case '[': return single(Kind.LBRACKET, l, col, spaced);
      case ']': return single(Kind.RBRACKET, l, col, spaced);
      case '(': return single(Kind.LPAREN, l, col, spaced);
      case ')': return single(Kind.RPAREN, l, col, spaced);
      case ',': return single(Kind.COMMA, l, col, spaced);
      case '.': return single(Kind.DOT, l, col, spaced);
      case '*': return single(Kind.STAR, l, col, spaced);
      case ':': return single(Kind.COLON, l, col, spaced);
      case '|': return single(Kind.PIPE, l, col, spaced);
      case '=':
        return n == '=' ? pair(Kind.EQ, "==", l, col, spaced) : single(Kind.ASSIGN, l, col, spaced);
      case '!':
        return n == '=' ? pair(Kind.NE, "!=", l, col, spaced) : single(Kind.BANG, l, col, spaced);
      case '<':
        if (n == '<') {
          return message(l, col, spaced);
        }
        return n == '=' ? pair(Kind.LE, "<=", l, col, spaced) : single(Kind.LT, l, col, spaced);
      case '>':
        return n == '=' ? pair(Kind.GE, ">=", l, col, spaced) : single(Kind.GT, l, col, spaced);
      case '"':
      case '\'':
        return string(c, l, col, spaced);
      case '/':
        return regex(l, col, spaced);
      case '%':
        return variable(l, col, spaced);
      default:
        break;
    }
    if (isDigit(c) || (c == '-' && isDigit(n))) {
      return number(l, col, spaced);
    }
    if (isIdentStart(c)) {
      return ident(l, col, spaced);
    }
    throw new GuardSyntaxException(file, l, col, "unexpected character '" + c + "'");
  }

  private GuardToken single(Kind k, int l, int col, boolean spaced) {
    pos++;
    return new GuardToken(k, src.substring(pos - 1, pos), l, col, spaced);
  }

  private GuardToken pair(Kind k, String text, int l, int col, boolean spaced) {
    pos += 2;
    return new GuardToken(k, text, l, col, spaced);
  }

  private GuardToken message(int l, int col, boolean spaced) {
    int end = src.indexOf(">>", pos + 2);
    if (end < 0) {
      throw new GuardSyntaxException(file, l, col, "custom message '<<' is not closed with '>>'");
    }
    String text = src.substring(pos + 2, end);
    advanceTo(end + 2);
    return new GuardToken(Kind.MESSAGE, text, l, col, spaced);
  }

  private GuardToken string(char quote, int l, int col, boolean spaced) {
    StringBuilder sb = new StringBuilder();
    int i = pos + 1;
    while (i < src.length() && src.charAt(i) != quote) {
      char c = src.charAt(i);
      if (c == '\\' && i + 1 < src.length() && (src.charAt(i + 1) == quote || src.charAt(i + 1) == '\\')) {
        sb.append(src.charAt(i + 1));
        i += 2;
        continue;
      }
      sb.append(c);
      i++;
    }
    if (i >= src.length()) {
      throw new GuardSyntaxException(file, l, col, "string is not closed with " + quote);
    }
    advanceTo(i + 1);
    return new GuardToken(Kind.STRING, sb.toString(), l, col, spaced);
  }

  private GuardToken regex(int l, int col, boolean spaced) {
    StringBuilder sb = new StringBuilder();
    int i = pos + 1;
    while (i < src.length() && src.charAt(i) != '/') {
      char c = src.charAt(i);
      if (c == '\n') {
        break;
      }
      if (c == '\\' && i + 1 < src.length() && src.charAt(i + 1) == '/') {
        sb.append('/');
        i += 2;
        continue;
      }
      sb.append(c);
      i++;
    }
    if (i >= src.length() || src.charAt(i) != '/') {
      throw new GuardSyntaxException(file, l, col, "regular expression is not closed with /");
    }
    advanceTo(i + 1);
    return new GuardToken(Kind.REGEX, sb.toString(), l, col, spaced);
  }

  private GuardToken variable(int l, int col, boolean spaced) {
    int i = pos + 1;
    while (i < src.length() && isIdentPart(src.charAt(i))) {
      i++;
    }
    if (i == pos + 1) {
      throw new GuardSyntaxException(file, l, col, "'%' must be followed by a variable name");
    }
    String name = src.substring(pos + 1, i);
    pos = i;
    return new GuardToken(Kind.VARIABLE, name, l, col, spaced);
  }

  private GuardToken number(int l, int col, boolean spaced) {
    int i = pos;
    if (src.charAt(i) == '-') {
      i++;
    }
    while (i < src.length() && isDigit(src.charAt(i))) {
      i++;
    }
    boolean flt = false;
    if (i + 1 < src.length() && src.charAt(i) == '.' && isDigit(src.charAt(i + 1))) {
      flt = true;
      i++;
      while (i < src.length() && isDigit(src.charAt(i))) {
        i++;
      }
    }
    if (i < src.length() && (src.charAt(i) == 'e' || src.charAt(i) == 'E')) {
      int j = i + 1;
      if (j < src.length() && (src.charAt(j) == '-' || src.charAt(j) == '+')) {
        j++;
      }
      if (j < src.length() && isDigit(src.charAt(j))) {
        flt = true;
        i = j;
        while (i < src.length() && isDigit(src.charAt(i))) {
          i++;
        }
      }
    }
    String text = src.substring(pos, i);
    pos = i;
    return new GuardToken(flt ? Kind.FLOAT : Kind.INT, text, l, col, spaced);
  }

  /** Identifiers may contain {@code ::} so that type names ({@code AWS::S3::Bucket}) are one token. */
  private GuardToken ident(int l, int col, boolean spaced) {
    int i = pos;
    while (i < src.length()) {
      char c = src.charAt(i);
      if (isIdentPart(c)) {
        i++;
      } else if (c == ':' && i + 2 < src.length() && src.charAt(i + 1) == ':' && isIdentStart(src.charAt(i + 2))) {
        i += 2;
      } else {
        break;
      }
    }
    String text = src.substring(pos, i);
    pos = i;
    return new GuardToken(Kind.IDENT, text, l, col, spaced);
  }

  private void advanceTo(int end) {
    for (int i = pos; i < end; i++) {
      if (src.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    pos = end;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isIdentStart(char c) {
    return Character.isLetter(c) || c == '_';
  }

  private static boolean isIdentPart(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }
}
