package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.Region;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads an INI file as conftest does (go-ini, then its type conversion): an object of sections, each
 * an object of its keys; keys before the first section (go-ini's DEFAULT section) are left out; a
 * value that parses as a number is a number, one that parses as a Go boolean ({@code true}, {@code
 * f}, ...) a boolean, anything else a string (quotes removed). {@code ;} and {@code #} start
 * comments. A section locates from its header to its last key; a key from its name to its value's end.
 */
public final class IniParser {

  private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");
  private static final Set<String> TRUE = Set.of("1", "t", "T", "TRUE", "true", "True");
  private static final Set<String> FALSE = Set.of("0", "f", "F", "FALSE", "false", "False");

  private IniParser() {}

  /** A section being read: its keys and where it starts and ends. */
  private static final class Section {
    final MappingBuilder keys = new MappingBuilder();
    final int start;
    int end;

    Section(int start, int end) {
      this.start = start;
      this.end = end;
    }
  }

  public static Node parse(String file, String text) {
    TextPositions positions = new TextPositions(text);
    Map<String, Section> sections = new LinkedHashMap<>();
    Section current = null;
    LineScanner lines = new LineScanner(text);
    while (lines.advance()) {
      int first = lines.skipBlanks(lines.start);
      if (first == lines.end || text.charAt(first) == ';' || text.charAt(first) == '#') {
        continue;
      }
      if (text.charAt(first) == '[') {
        int close = text.indexOf(']', first);
        if (close < 0 || close > lines.end) {
          throw new LocatorException(file, positions.line(first), positions.column(first), "unclosed section header");
        }
        String name = text.substring(first + 1, close).strip();
        int headerEnd = close + 1;
        current = name.equals("DEFAULT") ? null : sections.computeIfAbsent(name, n -> new Section(first, headerEnd));
        continue;
      }
      int eq = delimiter(text, first, lines.end);
      if (eq < 0) {
        throw new LocatorException(file, positions.line(first), positions.column(first),
            "key-value delimiter (= or :) not found: " + text.substring(first, lines.end).strip());
      }
      String key = text.substring(first, lines.trimEnd(first, eq));
      int valueStart = lines.skipBlanks(eq + 1);
      int valueEnd = valueEnd(text, valueStart, lines.end);
      String raw = text.substring(valueStart, lines.trimEnd(valueStart, valueEnd));
      valueEnd = valueStart + raw.length();
      if (current == null) {
        continue;
      }
      current.keys.put(key, positions.line(first), positions.column(first),
          new Node.Scalar(convert(unquote(raw)), positions.region(valueStart, valueEnd)));
      current.end = Math.max(current.end, valueEnd);
    }
    MappingBuilder out = new MappingBuilder();
    for (Map.Entry<String, Section> e : sections.entrySet()) {
      Section s = e.getValue();
      Region r = positions.region(s.start, s.end);
      out.put(e.getKey(), r.startLine(), r.startColumn(), s.keys.build(r));
    }
    return out.build(positions.region(0, text.length()));
  }

  private static int delimiter(String text, int from, int end) {
    for (int i = from; i < end; i++) {
      char c = text.charAt(i);
      if (c == '=' || c == ':') {
        return i;
      }
    }
    return -1;
  }

  /** Where a value ends: its closing quote, or an inline comment ({@code " ;"}, {@code " #"}). */
  private static int valueEnd(String text, int start, int end) {
    if (start < end && (text.charAt(start) == '"' || text.charAt(start) == '\'')) {
      int close = text.indexOf(text.charAt(start), start + 1);
      if (close > 0 && close < end) {
        return close + 1;
      }
    }
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if ((c == ';' || c == '#') && i > start && Character.isWhitespace(text.charAt(i - 1))) {
        return i;
      }
    }
    return end;
  }

  private static String unquote(String raw) {
    if (raw.length() >= 2 && (raw.charAt(0) == '"' || raw.charAt(0) == '\'') && raw.charAt(raw.length() - 1) == raw.charAt(0)) {
      return raw.substring(1, raw.length() - 1);
    }
    return raw;
  }

  /** conftest's conversion: a number if Go's ParseFloat accepts it, then a boolean, else the string. */
  static JsonNode convert(String value) {
    if (NUMBER.matcher(value).matches()) {
      try {
        return JsonNumbers.of(new BigDecimal(value.startsWith("+") ? value.substring(1) : value));
      } catch (NumberFormatException e) {
        return TextNode.valueOf(value); // an exponent out of range: Go's ParseFloat fails too
      }
    }
    if (TRUE.contains(value)) {
      return BooleanNode.TRUE;
    }
    if (FALSE.contains(value)) {
      return BooleanNode.FALSE;
    }
    return TextNode.valueOf(value);
  }
}
