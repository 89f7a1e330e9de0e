package dev.cairn.locator.formats;

import dev.cairn.locator.Region;
import java.util.Arrays;

/**
 * Turns char offsets of a text into 1-based lines and UTF-16 columns. Line breaks are {@code \n},
 * {@code \r\n} and a lone {@code \r}, as in the YAML and JSON readers.
 */
final class TextPositions {

  private final int[] lineStarts;

  TextPositions(String text) {
    int[] starts = new int[16];
    int lines = 1;
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 == n || text.charAt(i + 1) != '\n'))) {
        if (lines == starts.length) {
          starts = Arrays.copyOf(starts, lines * 2);
        }
        starts[lines++] = i + 1;
      }
    }
    this.lineStarts = Arrays.copyOf(starts, lines);
  }

  /** 1-based line of an offset. */
  int line(int offset) {
    int found = Arrays.binarySearch(lineStarts, offset);
    return (found >= 0 ? found : -found - 2) + 1;
  }

  /** 1-based column of an offset. */
  int column(int offset) {
    return offset - lineStarts[line(offset) - 1] + 1;
  }

  /** The region from one offset to another (exclusive). */
  Region region(int start, int end) {
    return new Region(line(start), column(start), line(end), column(end));
  }

  int lineCount() {
    return lineStarts.length;
  }

  /** Offset where a 1-based line starts. */
  int lineStart(int line) {
    return lineStarts[line - 1];
  }
}
