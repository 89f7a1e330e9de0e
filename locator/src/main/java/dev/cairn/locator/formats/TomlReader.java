package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;
import dev.cairn.locator.Region;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.tomlj.Toml;
import org.tomlj.TomlArray;
import org.tomlj.TomlParseError;
import org.tomlj.TomlParseResult;
import org.tomlj.TomlPosition;
import org.tomlj.TomlTable;

/**
 * Reads TOML with tomlj (a TOML 1.0 parser that reports where each key and array element starts)
 * into the values conftest's TOML parser gives: tables as objects, integers and floats as numbers,
 * dates and times as ISO-8601 strings. A key locates from its start (tomlj's position) to the end of
 * its value, found by scanning the value's text; a table to the end of its last key.
 */
public final class TomlReader {

  private final String file;
  private final String text;
  private final TextPositions positions;
  private final int maxDepth;

  private TomlReader(String file, String text, int maxDepth) {
    this.file = file;
    this.text = text;
    this.positions = new TextPositions(text);
    this.maxDepth = maxDepth;
  }

  public static Node read(String file, String text, int maxDepth) {
    int deep = ValueScanner.tooDeep(text, maxDepth);
    if (deep >= 0) {
      TextPositions p = new TextPositions(text);
      throw new LocatorException(file, p.line(deep), p.column(deep), "nesting is deeper than the limit of " + maxDepth);
    }
    TomlParseResult result;
    try {
      result = Toml.parse(text);
    } catch (RuntimeException | AssertionError e) {
      // tomlj fails this way on some malformed escapes (found by fuzzing) instead of reporting them
      throw new LocatorException(file, 1, 1, "malformed TOML that the TOML parser cannot place ("
          + e.getClass().getSimpleName() + "); look for a bad escape sequence in a string");
    }
    if (result.hasErrors()) {
      TomlParseError e = result.errors().get(0);
      throw new LocatorException(file, Math.max(1, e.position().line()), Math.max(1, e.position().column()),
          e.getMessage());
    }
    TomlReader r = new TomlReader(file, text, maxDepth);
    return r.table(result, 0, text.length(), 0);
  }

  /** A table's object; its region runs from {@code start} to the end of its last value (at least {@code end}). */
  private Node.Mapping table(TomlTable t, int start, int end, int depth) {
    checkDepth(start, depth);
    MappingBuilder m = new MappingBuilder();
    int last = end;
    for (String key : t.keySet()) {
      List<String> path = List.of(key);
      int keyStart = offset(t.inputPositionOf(path));
      Node value = value(t.get(path), keyStart, depth + 1);
      m.put(key, positions.line(keyStart), positions.column(keyStart), value);
      last = Math.max(last, offsetOf(value.region().endLine(), value.region().endColumn()));
    }
    return m.build(positions.region(start, last));
  }

  private Node value(Object v, int keyStart, int depth) {
    if (v instanceof TomlTable t) {
      return table(t, keyStart, lineEnd(keyStart), depth);
    }
    if (v instanceof TomlArray a) {
      return array(a, keyStart, depth);
    }
    int start = valueStart(keyStart);
    return new Node.Scalar(scalar(v), positions.region(start, ValueScanner.end(text, start)));
  }

  private Node array(TomlArray a, int keyStart, int depth) {
    checkDepth(keyStart, depth);
    boolean inline = a.isEmpty() || !(a.get(0) instanceof TomlTable) || text.charAt(valueStart(keyStart)) == '[';
    int start = inline ? valueStart(keyStart) : keyStart;
    List<Node> items = new ArrayList<>();
    int last = inline ? ValueScanner.end(text, start) : lineEnd(keyStart);
    for (int i = 0; i < a.size(); i++) {
      int at = offset(a.inputPositionOf(i));
      Object item = a.get(i);
      Node n;
      if (item instanceof TomlTable t) {
        n = table(t, at, inline ? ValueScanner.end(text, at) : lineEnd(at), depth + 1);
      } else if (item instanceof TomlArray inner) {
        n = array(inner, at, depth + 1);
      } else {
        n = new Node.Scalar(scalar(item), positions.region(at, ValueScanner.end(text, at)));
      }
      items.add(n);
      last = Math.max(last, offsetOf(n.region().endLine(), n.region().endColumn()));
    }
    return new Node.Sequence(items, positions.region(start, last));
  }

  private static JsonNode scalar(Object v) {
    if (v instanceof String s) {
      return TextNode.valueOf(s);
    }
    if (v instanceof Long l) {
      return LongNode.valueOf(l);
    }
    if (v instanceof Double d) {
      return Double.isFinite(d) ? JsonNumbers.of(BigDecimal.valueOf(d)) : TextNode.valueOf(d.toString());
    }
    if (v instanceof Boolean b) {
      return BooleanNode.valueOf(b);
    }
    if (v instanceof OffsetDateTime t) {
      return TextNode.valueOf(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(t));
    }
    if (v instanceof LocalDateTime t) {
      return TextNode.valueOf(DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(t));
    }
    if (v instanceof LocalDate t) {
      return TextNode.valueOf(DateTimeFormatter.ISO_LOCAL_DATE.format(t));
    }
    if (v instanceof LocalTime t) {
      return TextNode.valueOf(DateTimeFormatter.ISO_LOCAL_TIME.format(t));
    }
    return TextNode.valueOf(String.valueOf(v));
  }

  /** Where the value of the key at {@code keyStart} starts: after its {@code =} (the key itself when none). */
  private int valueStart(int keyStart) {
    int i = keyStart;
    int end = lineEnd(keyStart);
    char quote = 0;
    for (; i < end; i++) {
      char c = text.charAt(i);
      if (quote != 0) {
        if (c == '\\' && quote == '"') {
          i++;
        } else if (c == quote) {
          quote = 0;
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '=') {
        i++;
        while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
          i++;
        }
        return i;
      } else if (c == '[' || c == '{' || c == ',') {
        break;
      }
    }
    return keyStart;
  }

  private int lineEnd(int offset) {
    int i = offset;
    while (i < text.length() && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      i++;
    }
    while (i > offset && Character.isWhitespace(text.charAt(i - 1))) {
      i--;
    }
    return i;
  }

  private int offset(TomlPosition p) {
    return offsetOf(p.line(), p.column());
  }

  private int offsetOf(int line, int column) {
    int l = Math.max(1, Math.min(line, positions.lineCount()));
    return Math.min(text.length(), positions.lineStart(l) + Math.max(0, column - 1));
  }

  private void checkDepth(int at, int depth) {
    if (depth >= maxDepth) {
      Region r = positions.region(at, at);
      throw new LocatorException(file, r.startLine(), r.startColumn(), "nesting is deeper than the limit of " + maxDepth);
    }
  }
}
