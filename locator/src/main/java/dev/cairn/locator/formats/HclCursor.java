package dev.cairn.locator.formats;

import dev.cairn.locator.LocatorException;
import dev.cairn.locator.Region;

/** Reading position in an HCL text: blanks, comments, identifiers, and located errors. */
final class HclCursor {

  final String file;
  final String text;
  final TextPositions positions;
  private final int maxDepth;
  int pos;
  private int depth;

  HclCursor(String file, String text, int maxDepth) {
    this.file = file;
    this.text = text;
    this.positions = new TextPositions(text);
    this.maxDepth = maxDepth;
  }

  boolean atEnd() {
    return pos >= text.length();
  }

  char peek() {
    return pos < text.length() ? text.charAt(pos) : '\0';
  }

  char peek(int ahead) {
    return pos + ahead < text.length() ? text.charAt(pos + ahead) : '\0';
  }

  boolean startsWith(String s) {
    return text.startsWith(s, pos);
  }

  /** Skips spaces, tabs and comments; with {@code newlines} also line breaks. */
  void skipBlanks(boolean newlines) {
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == ' ' || c == '\t' || (newlines && (c == '\n' || c == '\r'))) {
        pos++;
      } else if (c == '#' || (c == '/' && peek(1) == '/')) {
        while (pos < text.length() && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
          pos++;
        }
      } else if (c == '/' && peek(1) == '*') {
        int close = text.indexOf("*/", pos + 2);
        if (close < 0) {
          throw error(pos, "unterminated comment");
        }
        pos = close + 2;
      } else {
        return;
      }
    }
  }

  static boolean isIdentifierStart(char c) {
    return Character.isLetter(c) || c == '_';
  }

  static boolean isIdentifierPart(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-';
  }

  /** Reads an identifier at the position, or returns null. */
  String identifier() {
    if (!isIdentifierStart(peek())) {
      return null;
    }
    int start = pos;
    while (pos < text.length() && isIdentifierPart(text.charAt(pos))) {
      pos++;
    }
    return text.substring(start, pos);
  }

  Region region(int start, int end) {
    return positions.region(start, end);
  }

  void enter(int at) {
    if (++depth > maxDepth) {
      throw error(at, "nesting is deeper than the limit of " + maxDepth);
    }
  }

  void leave() {
    depth--;
  }

  LocatorException error(int at, String reason) {
    int offset = Math.min(at, text.length());
    return new LocatorException(file, positions.line(offset), positions.column(offset), reason);
  }
}
