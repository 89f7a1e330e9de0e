package dev.cairn.lsp;

import java.util.Arrays;
import org.eclipse.lsp4j.Position;

/**
 * A text split into lines once, as LSP counts them (0-based lines; columns in UTF-16 code units,
 * which are Java's chars), to read a line and to make an edit's result.
 */
final class TextLines {
  private final String text;
  /** The offset at which each line starts. */
  private final int[] starts;

  TextLines(String text) {
    this.text = text;
    int[] s = new int[16];
    int n = 1;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        if (n == s.length) {
          s = Arrays.copyOf(s, n * 2);
        }
        s[n++] = i + 1;
      }
    }
    this.starts = Arrays.copyOf(s, n);
  }

  int count() {
    return starts.length;
  }

  /** The line without its line break, or null past the last line. */
  String line(int line) {
    if (line < 0 || line >= starts.length) {
      return null;
    }
    int end = line + 1 < starts.length ? starts[line + 1] - 1 : text.length();
    if (end > starts[line] && text.charAt(end - 1) == '\r') {
      end--;
    }
    return text.substring(starts[line], end);
  }

  /** The line break the text uses: CRLF when its first line ends so, else LF. */
  String lineBreak() {
    return starts.length > 1 && starts[1] >= 2 && text.charAt(starts[1] - 2) == '\r' ? "\r\n" : "\n";
  }

  /** The text with {@code inserted} put at the position. */
  String insert(Position at, String inserted) {
    int offset = Math.min(text.length(), starts[at.getLine()] + at.getCharacter());
    return text.substring(0, offset) + inserted + text.substring(offset);
  }

  /** The spaces and tabs that start the line. */
  static String indentation(String line) {
    int i = 0;
    while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
      i++;
    }
    return line.substring(0, i);
  }
}
