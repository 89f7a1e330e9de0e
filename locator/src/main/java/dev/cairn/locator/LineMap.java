package dev.cairn.locator;

import java.util.Arrays;

/**
 * Converts parser positions into 1-based lines and UTF-16 columns. SnakeYAML counts columns in code
 * points; where a line holds characters outside the BMP, the UTF-16 column is found by walking the
 * line, resuming from the previous conversion so left-to-right use stays linear. Line breaks are
 * {@code \n}, {@code \r\n} and a lone {@code \r}, as in SnakeYAML Engine and Jackson.
 */
final class LineMap {

  private final String text;
  private final int[] lineStarts;
  private final boolean hasSupplementary;
  private int cursorLine = -1;
  private int cursorCodePoints;
  private int cursorOffset;

  LineMap(String text) {
    this.text = text;
    int n = text.length();
    int[] starts = new int[16];
    int lines = 1;
    if (text.indexOf('\r') < 0) {
      // Line feeds alone, the common case: String.indexOf finds each far faster than a loop
      // testing every char.
      for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
        if (lines == starts.length) {
          starts = Arrays.copyOf(starts, lines * 2);
        }
        starts[lines++] = i + 1;
      }
    } else {
      for (int i = 0; i < n; i++) {
        char c = text.charAt(i);
        if (c == '\n' || (c == '\r' && (i + 1 == n || text.charAt(i + 1) != '\n'))) {
          if (lines == starts.length) {
            starts = Arrays.copyOf(starts, lines * 2);
          }
          starts[lines++] = i + 1;
        }
      }
    }
    this.lineStarts = Arrays.copyOf(starts, lines);
    // Fewer code points than chars: a surrogate pair somewhere. (A lone high surrogate counts as
    // one code point, as SnakeYAML counts it, so columns need no walk for it.) Constant time for
    // a string of Latin-1 text.
    this.hasSupplementary = text.codePointCount(0, n) != n;
  }

  /** The char offset of a 0-based line and code-point column. */
  int offset(int line, int codePointColumn) {
    if (line >= lineStarts.length) {
      return text.length();
    }
    int start = lineStarts[line];
    if (!hasSupplementary) {
      return Math.min(start + codePointColumn, text.length());
    }
    if (line != cursorLine || codePointColumn < cursorCodePoints) {
      cursorLine = line;
      cursorCodePoints = 0;
      cursorOffset = start;
    }
    int n = text.length();
    while (cursorCodePoints < codePointColumn && cursorOffset < n) {
      char c = text.charAt(cursorOffset++);
      if (Character.isHighSurrogate(c) && cursorOffset < n && Character.isLowSurrogate(text.charAt(cursorOffset))) {
        cursorOffset++;
      }
      cursorCodePoints++;
    }
    return cursorOffset;
  }

  /** 1-based UTF-16 column of a 0-based line and code-point column. */
  int column(int line, int codePointColumn) {
    if (!hasSupplementary) {
      return codePointColumn + 1;
    }
    return offset(line, codePointColumn) - lineStarts[Math.min(line, lineStarts.length - 1)] + 1;
  }

  /** The 0-based line holding a char offset, found at once when it is {@code likely}. */
  int lineOf(int offset, int likely) {
    if (likely >= 0 && likely < lineStarts.length && lineStarts[likely] <= offset
        && (likely + 1 == lineStarts.length || offset < lineStarts[likely + 1])) {
      return likely;
    }
    return lineOf(offset);
  }

  /** The 0-based line holding a char offset. */
  int lineOf(int offset) {
    int found = Arrays.binarySearch(lineStarts, offset);
    return found >= 0 ? found : -found - 2;
  }

  /**
   * Moves an end offset back over trailing whitespace and line breaks, never before {@code floor}:
   * a block scalar's parser end lies after its final line breaks.
   */
  int trimEnd(int offset, int floor) {
    while (offset > floor && isBlank(text.charAt(offset - 1))) {
      offset--;
    }
    return offset;
  }

  int lineStart(int line) {
    return lineStarts[line];
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
  }
}
