package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.locator.LocatorException;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a {@code .env} file as conftest does (gotenv's strict parse): an object of strings from
 * {@code KEY=value} lines ({@code export} allowed, {@code #} comments), single quotes literal,
 * double quotes with escapes, {@code ${KEY}} and {@code $KEY} expanded from keys defined earlier in
 * the file (never from the environment, so results do not depend on the machine). A key locates from
 * its name to the end of its value. What expansion adds over the whole file is bounded: keys that
 * expand each other ({@code B=${A}${A}}, {@code C=${B}${B}}, ...) double at every level.
 */
public final class DotenvParser {

  private static final Pattern KEY = Pattern.compile("(?:export\\s+)?([A-Za-z_][A-Za-z0-9_.\\-]*)\\s*[=:]\\s*");
  private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}|\\$([A-Za-z_][A-Za-z0-9_]*)");

  /** Characters expansion may still add in the file being read. */
  private long budget;
  private final long limit;
  private final String file;
  private final TextPositions positions;

  private DotenvParser(String file, TextPositions positions, long maxExpansionChars) {
    this.file = file;
    this.positions = positions;
    this.limit = maxExpansionChars;
    this.budget = maxExpansionChars;
  }

  /** @param maxExpansionChars characters {@code ${KEY}} references may add over the whole file */
  public static Node parse(String file, String text, long maxExpansionChars) {
    TextPositions positions = new TextPositions(text);
    DotenvParser parser = new DotenvParser(file, positions, maxExpansionChars);
    MappingBuilder out = new MappingBuilder();
    Map<String, String> defined = new HashMap<>();
    LineScanner lines = new LineScanner(text);
    while (lines.advance()) {
      int first = lines.skipBlanks(lines.start);
      if (first == lines.end || text.charAt(first) == '#') {
        continue;
      }
      Matcher m = KEY.matcher(text).region(first, lines.end);
      if (!m.lookingAt()) {
        throw new LocatorException(file, positions.line(first), positions.column(first),
            "expected KEY=value, found " + text.substring(first, lines.end).strip());
      }
      String key = m.group(1);
      int valueStart = m.end();
      int valueEnd;
      String value;
      char q = valueStart < lines.end ? text.charAt(valueStart) : 0;
      if (q == '"' || q == '\'') {
        int close = closingQuote(text, valueStart, lines.end, q);
        if (close < 0) {
          throw new LocatorException(file, positions.line(valueStart), positions.column(valueStart),
              "unterminated quoted value");
        }
        String raw = text.substring(valueStart + 1, close);
        value = q == '\'' ? raw : parser.expand(unescape(raw), defined, valueStart, false);
        valueEnd = close + 1;
      } else {
        int stop = valueStart;
        while (stop < lines.end && !(text.charAt(stop) == '#' && stop > valueStart
            && Character.isWhitespace(text.charAt(stop - 1)))) {
          stop++;
        }
        valueEnd = lines.trimEnd(valueStart, stop);
        value = parser.expand(text.substring(valueStart, valueEnd), defined, valueStart, true);
      }
      defined.put(key, value);
      int keyStart = m.start(1);
      out.put(key, positions.line(keyStart), positions.column(keyStart),
          new Node.Scalar(TextNode.valueOf(value), positions.region(valueStart, valueEnd)));
    }
    return out.build(positions.region(0, text.length()));
  }

  private static int closingQuote(String text, int open, int end, char q) {
    for (int i = open + 1; i < end; i++) {
      char c = text.charAt(i);
      if (c == '\\' && q == '"') {
        i++;
      } else if (c == q) {
        return i;
      }
    }
    return -1;
  }

  private static String unescape(String raw) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '\\' && i + 1 < raw.length()) {
        char e = raw.charAt(++i);
        char control = e == 'f' ? 0 : Escapes.control(e);
        sb.append(control != 0 ? control : e);
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * The value with its references replaced. {@code at} is the value's offset in the file; with
   * {@code exact} the value is the file's text there, so a reference is located where it is written.
   */
  private String expand(String value, Map<String, String> defined, int at, boolean exact) {
    if (value.indexOf('$') < 0) {
      return value;
    }
    Matcher m = VARIABLE.matcher(value);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String name = m.group(1) != null ? m.group(1) : m.group(2);
      String replacement = defined.getOrDefault(name, "");
      budget -= replacement.length();
      if (budget < 0) {
        int where = exact ? at + m.start() : at;
        throw new LocatorException(file, positions.line(where), positions.column(where),
            "expanding ${" + name + "} takes the file's expansions past the limit of " + limit
                + " characters (keys that expand each other grow exponentially)");
      }
      m.appendReplacement(sb, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
