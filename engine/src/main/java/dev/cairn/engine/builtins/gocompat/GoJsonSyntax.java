package dev.cairn.engine.builtins.gocompat;

import java.nio.charset.StandardCharsets;

/**
 * Finds the first syntax error in JSON text and words it as Go's encoding/json scanner does
 * ("invalid character 'x' looking for beginning of value", "unexpected end of JSON input"). It
 * only explains errors: parsing itself is Jackson's.
 */
final class GoJsonSyntax {
  /** Go's limit on nesting; deeper input is an error there (and would overflow our stack). */
  private static final int MAX_DEPTH = 10_000;

  private final byte[] s;
  private int i;
  private int depth;

  private GoJsonSyntax(String text) {
    this.s = text.getBytes(StandardCharsets.UTF_8);
  }

  /** Go's error message for {@code text}, or null when it is valid JSON. */
  static String error(String text) {
    GoJsonSyntax p = new GoJsonSyntax(text);
    try {
      p.value();
      p.space();
      if (p.i < p.s.length) {
        throw p.bad("after top-level value");
      }
      return null;
    } catch (Failure f) {
      return f.getMessage();
    } catch (StackOverflowError e) {
      // Only on a thread with a small stack; the text is invalid either way.
      return "invalid character '[' exceeded max depth";
    }
  }

  private static final class Failure extends Exception {
    Failure(String message) {
      super(message, null, false, false);
    }
  }

  private Failure bad(String context) {
    if (i >= s.length) {
      return new Failure("unexpected end of JSON input");
    }
    return new Failure("invalid character " + quoteChar(s[i] & 0xff) + " " + context);
  }

  private static String quoteChar(int c) {
    if (c == '\'') {
      return "'\\''";
    }
    if (c == '"') {
      return "'\"'";
    }
    String q = GoQuote.quote(String.valueOf((char) c));
    return "'" + q.substring(1, q.length() - 1) + "'";
  }

  private void space() {
    while (i < s.length && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) {
      i++;
    }
  }

  private int peek() {
    return i < s.length ? s[i] & 0xff : -1;
  }

  private void value() throws Failure {
    space();
    switch (peek()) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> literal("true");
      case 'f' -> literal("false");
      case 'n' -> literal("null");
      default -> {
        if (peek() == '-' || (peek() >= '0' && peek() <= '9')) {
          number();
        } else {
          throw bad("looking for beginning of value");
        }
      }
    }
  }

  private void enter() throws Failure {
    if (++depth > MAX_DEPTH) {
      throw bad("exceeded max depth");
    }
    i++;
  }

  private void object() throws Failure {
    enter();
    space();
    if (peek() == '}') {
      i++;
      depth--;
      return;
    }
    while (true) {
      space();
      if (peek() != '"') {
        throw bad("looking for beginning of object key string");
      }
      string();
      space();
      if (peek() != ':') {
        throw bad("after object key");
      }
      i++;
      value();
      space();
      if (peek() == ',') {
        i++;
      } else if (peek() == '}') {
        i++;
        depth--;
        return;
      } else {
        throw bad("after object key:value pair");
      }
    }
  }

  private void array() throws Failure {
    enter();
    space();
    if (peek() == ']') {
      i++;
      depth--;
      return;
    }
    while (true) {
      value();
      space();
      if (peek() == ',') {
        i++;
      } else if (peek() == ']') {
        i++;
        depth--;
        return;
      } else {
        throw bad("after array element");
      }
    }
  }

  private void string() throws Failure {
    i++;
    while (true) {
      int c = peek();
      if (c < 0) {
        throw bad("in string literal");
      }
      if (c == '"') {
        i++;
        return;
      }
      if (c < 0x20) {
        throw bad("in string literal");
      }
      i++;
      if (c == '\\') {
        int e = peek();
        if (e < 0 || "\"\\/bfnrtu".indexOf(e) < 0) {
          throw bad("in string escape code");
        }
        i++;
        if (e == 'u') {
          for (int k = 0; k < 4; k++) {
            if (Character.digit(peek(), 16) < 0) {
              throw bad("in \\u hexadecimal character escape");
            }
            i++;
          }
        }
      }
    }
  }

  private void literal(String word) throws Failure {
    for (int k = 0; k < word.length(); k++) {
      if (peek() != word.charAt(k)) {
        throw bad(k == 0 ? "looking for beginning of value"
            : "in literal " + word + " (expecting '" + word.charAt(k) + "')");
      }
      i++;
    }
  }

  private void number() throws Failure {
    if (peek() == '-') {
      i++;
      if (!digit()) {
        throw bad("in numeric literal");
      }
    }
    if (peek() == '0') {
      i++;
    } else {
      while (digit()) {
        i++;
      }
    }
    if (peek() == '.') {
      i++;
      if (!digit()) {
        throw bad("after decimal point in numeric literal");
      }
      while (digit()) {
        i++;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      i++;
      if (peek() == '+' || peek() == '-') {
        i++;
      }
      if (!digit()) {
        throw bad("in exponent of numeric literal");
      }
      while (digit()) {
        i++;
      }
    }
  }

  private boolean digit() {
    return peek() >= '0' && peek() <= '9';
  }
}
