package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;

/**
 * Reads a Java {@code .properties} file into an object of strings, as conftest does: {@code key=value},
 * {@code key: value} or {@code key value}, {@code #} and {@code !} comments, a trailing backslash
 * continues the value on the next line (its leading blanks dropped), {@code \}-escapes resolved. A key
 * locates from its name to the end of its value.
 */
public final class PropertiesParser {

  private PropertiesParser() {}

  public static Node parse(String file, String text) {
    TextPositions positions = new TextPositions(text);
    MappingBuilder out = new MappingBuilder();
    LineScanner lines = new LineScanner(text);
    while (lines.advance()) {
      int first = lines.skipBlanks(lines.start);
      if (first == lines.end || text.charAt(first) == '#' || text.charAt(first) == '!') {
        continue;
      }
      StringBuilder key = new StringBuilder();
      int i = first;
      while (i < lines.end) {
        char c = text.charAt(i);
        if (c == '\\' && i + 1 < lines.end) {
          i = unescape(file, positions, text, i, key);
          continue;
        }
        if (c == '=' || c == ':' || c == ' ' || c == '\t' || c == '\f') {
          break;
        }
        key.append(c);
        i++;
      }
      i = lines.skipBlanks(i);
      if (i < lines.end && (text.charAt(i) == '=' || text.charAt(i) == ':')) {
        i = lines.skipBlanks(i + 1);
      }
      int valueStart = i;
      StringBuilder value = new StringBuilder();
      int valueEnd = i;
      while (true) {
        while (i < lines.end) {
          char c = text.charAt(i);
          if (c == '\\' && i + 1 == lines.end) {
            break;
          }
          if (c == '\\') {
            i = unescape(file, positions, text, i, value);
          } else {
            value.append(c);
            i++;
          }
          valueEnd = i;
        }
        if (i < lines.end && text.charAt(i) == '\\' && lines.advance()) {
          i = lines.skipBlanks(lines.start);
          continue;
        }
        break;
      }
      out.put(key.toString(), positions.line(first), positions.column(first),
          new Node.Scalar(TextNode.valueOf(value.toString()), positions.region(valueStart, valueEnd)));
    }
    return out.build(positions.region(0, text.length()));
  }

  /** Appends the character the escape at {@code i} stands for; returns the offset after the escape. */
  private static int unescape(String file, TextPositions positions, String text, int i, StringBuilder sb) {
    char e = text.charAt(i + 1);
    char control = Escapes.control(e);
    if (control != 0) {
      sb.append(control);
      return i + 2;
    }
    switch (e) {
      case 'u':
        if (i + 6 <= text.length()) {
          try {
            sb.append((char) Integer.parseInt(text.substring(i + 2, i + 6), 16));
            return i + 6;
          } catch (NumberFormatException ex) {
            // reported below
          }
        }
        throw new LocatorException(file, positions.line(i), positions.column(i), "invalid \\u escape");
      default:
        sb.append(e);
        return i + 2;
    }
  }
}
