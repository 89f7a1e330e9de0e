package dev.cairn.engine.builtins.glob;

import dev.cairn.engine.builtins.BuiltinException;

/**
 * Translates a glob in OPA's syntax (gobwas/glob) into an RE2 regular expression matching whole
 * strings. {@code *} matches any run of non-delimiter characters, {@code **} any run at all,
 * {@code ?} one non-delimiter character, {@code [abc]}, {@code [a-z]} and their {@code [!...]}
 * negations one character, {@code {a,b}} any alternative, and {@code \} escapes. As in gobwas, a
 * range is exactly {@code lo-hi}, and '}' and ',' are plain text outside braces.
 */
final class GlobCompiler {
  private final String glob;
  private final int[] delimiters;
  private final StringBuilder out = new StringBuilder();
  private int pos;
  private int termsLevel;

  private GlobCompiler(String glob, int[] delimiters) {
    this.glob = glob;
    this.delimiters = delimiters;
  }

  static String toRegex(String glob, int[] delimiters) throws BuiltinException {
    GlobCompiler c = new GlobCompiler(glob, delimiters);
    c.compile();
    return c.out.toString();
  }

  private boolean atEnd() {
    return pos >= glob.length();
  }

  private int read() {
    int cp = glob.codePointAt(pos);
    pos += Character.charCount(cp);
    return cp;
  }

  private int peek() {
    return atEnd() ? -1 : glob.codePointAt(pos);
  }

  private void compile() throws BuiltinException {
    while (!atEnd()) {
      int c = peek();
      if (c == '{') {
        read();
        termsLevel++;
        out.append("(?:");
      } else if (c == ',' && termsLevel > 0) {
        read();
        out.append('|');
      } else if (c == '}' && termsLevel > 0) {
        read();
        termsLevel--;
        out.append(')');
      } else if (c == '[') {
        read();
        range();
      } else if (c == '?') {
        read();
        out.append(nonDelimiter());
      } else if (c == '*') {
        read();
        if (peek() == '*') {
          read();
          out.append("(?s:.*)");
        } else {
          out.append(nonDelimiter()).append('*');
        }
      } else {
        text(termsLevel > 0 ? "?*[{}," : "?*[{");
      }
    }
    if (termsLevel > 0) {
      throw BuiltinException.error("unexpected end of input");
    }
  }

  private String nonDelimiter() {
    if (delimiters.length == 0) {
      return "(?s:.)";
    }
    StringBuilder b = new StringBuilder("[^");
    for (int d : delimiters) {
      b.append(escape(d));
    }
    return b.append(']').toString();
  }

  /** Literal text up to a breaker, honouring backslash escapes. */
  private void text(String breakers) {
    while (!atEnd()) {
      int c = read();
      if (c == '\\') {
        if (atEnd()) {
          return; // a trailing backslash escapes nothing
        }
        c = read();
      } else if (breakers.indexOf(c) >= 0) {
        pos -= Character.charCount(c);
        return;
      }
      out.append(escape(c));
    }
  }

  /** After '[': optional '!', then "lo-hi" or a list of characters, then ']'. */
  private void range() throws BuiltinException {
    boolean not = false;
    if (peek() == '!') {
      read();
      not = true;
    }
    if (atEnd()) {
      throw BuiltinException.error("unexpected end of input");
    }
    StringBuilder cls = new StringBuilder();
    int lo = read();
    if (peek() == '-') {
      read();
      if (atEnd()) {
        throw BuiltinException.error("unexpected end of input");
      }
      int hi = read();
      if (hi < lo) {
        throw BuiltinException.error("hi character '" + new String(Character.toChars(hi))
            + "' should be greater than lo '" + new String(Character.toChars(lo)) + "'");
      }
      cls.append(escape(lo)).append('-').append(escape(hi));
    } else {
      pos -= Character.charCount(lo);
      int start = out.length();
      text("]");
      cls.append(out, start, out.length());
      out.setLength(start);
    }
    if (atEnd()) {
      throw BuiltinException.error("unexpected end of input");
    }
    if (read() != ']') {
      throw BuiltinException.error("expected close range character");
    }
    if (cls.length() == 0) {
      out.append(not ? "(?s:.)" : "[^\\x{0}-\\x{10FFFF}]");
    } else {
      out.append(not ? "[^" : "[").append(cls).append(']');
    }
  }

  private static String escape(int cp) {
    if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9')) {
      return new String(Character.toChars(cp));
    }
    return "\\x{" + Integer.toHexString(cp) + "}";
  }
}
