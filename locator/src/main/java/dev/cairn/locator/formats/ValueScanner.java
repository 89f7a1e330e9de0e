package dev.cairn.locator.formats;

/**
 * Finds where a TOML value written at an offset ends: a (multi-line) string at its closing quotes,
 * an array or inline table at its matching bracket, anything else at a blank, comma, bracket or
 * comment.
 */
final class ValueScanner {

  private ValueScanner() {}

  /**
   * The offset of the first bracket nested deeper than {@code maxDepth}, or -1: tomlj's parser
   * recurses per level, so deep input is refused before it parses.
   */
  static int tooDeep(String text, int maxDepth) {
    int depth = 0;
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = stringEnd(text, i);
        continue;
      }
      if (c == '#') {
        while (i < n && text.charAt(i) != '\n') {
          i++;
        }
        continue;
      }
      if (c == '[' || c == '{') {
        if (++depth > maxDepth) {
          return i;
        }
      } else if ((c == ']' || c == '}') && depth > 0) {
        depth--;
      }
      i++;
    }
    return -1;
  }

  static int end(String text, int start) {
    int n = text.length();
    if (start >= n) {
      return n;
    }
    char c = text.charAt(start);
    if (c == '"' || c == '\'') {
      return stringEnd(text, start);
    }
    if (c == '[' || c == '{') {
      int depth = 0;
      int i = start;
      while (i < n) {
        char k = text.charAt(i);
        if (k == '"' || k == '\'') {
          i = stringEnd(text, i);
          continue;
        }
        if (k == '#') {
          while (i < n && text.charAt(i) != '\n') {
            i++;
          }
          continue;
        }
        if (k == '[' || k == '{') {
          depth++;
        } else if ((k == ']' || k == '}') && --depth == 0) {
          return i + 1;
        }
        i++;
      }
      return n;
    }
    int i = start;
    while (i < n) {
      char k = text.charAt(i);
      if (Character.isWhitespace(k) || k == ',' || k == ']' || k == '}' || k == '#') {
        break;
      }
      i++;
    }
    return i;
  }

  static int stringEnd(String text, int start) {
    char q = text.charAt(start);
    boolean multi = text.startsWith(String.valueOf(q).repeat(3), start);
    String close = multi ? String.valueOf(q).repeat(3) : String.valueOf(q);
    int i = start + close.length();
    while (i < text.length()) {
      char k = text.charAt(i);
      if (k == '\\' && q == '"') {
        i += 2;
        continue;
      }
      if (text.startsWith(close, i)) {
        int end = i + close.length();
        while (multi && end < text.length() && text.charAt(end) == q) {
          end++;
        }
        return end;
      }
      if (!multi && k == '\n') {
        return i;
      }
      i++;
    }
    return text.length();
  }
}
