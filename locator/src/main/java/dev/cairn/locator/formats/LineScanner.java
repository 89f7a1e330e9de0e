package dev.cairn.locator.formats;

/** Walks a text line by line for the line-oriented formats (dotenv, properties, INI). */
final class LineScanner {

  final String text;
  /** Start and end (exclusive, line break excluded) of the current line. */
  int start;
  int end;
  private int next;

  LineScanner(String text) {
    this.text = text;
  }

  /** Moves to the next line (the text's last line may be empty); false past the end. */
  boolean advance() {
    if (next > text.length()) {
      return false;
    }
    start = next;
    int i = start;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    end = i;
    if (i + 1 < text.length() && text.charAt(i) == '\r' && text.charAt(i + 1) == '\n') {
      i++;
    }
    next = i + 1;
    return true;
  }

  String line() {
    return text.substring(start, end);
  }

  /** Offset of the first non-blank character at or after {@code from} within the line. */
  int skipBlanks(int from) {
    while (from < end && (text.charAt(from) == ' ' || text.charAt(from) == '\t' || text.charAt(from) == '\f')) {
      from++;
    }
    return from;
  }

  /** Offset after the last non-blank character before {@code to} and not before {@code from}. */
  int trimEnd(int from, int to) {
    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
      to--;
    }
    return to;
  }
}
