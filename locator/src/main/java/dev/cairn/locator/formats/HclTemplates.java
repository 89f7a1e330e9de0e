package dev.cairn.locator.formats;

/**
 * HCL string templates, quoted and heredoc, rendered as conftest renders them: literal text with
 * its escapes resolved, each interpolation as {@code ${expression}} and each directive as
 * {@code %{directive}} (the expression's source, trimmed, strip markers dropped); a literal number,
 * boolean or string interpolated is its text.
 */
final class HclTemplates {

  private final HclCursor cur;

  HclTemplates(HclCursor cur) {
    this.cur = cur;
  }

  /** Finds the closing quote of the string opening at {@code open}; returns the offset after it. */
  int skipQuoted(int open) {
    int end = skipQuoted(cur.text, open);
    if (end < 0) {
      throw cur.error(open, "unterminated string");
    }
    return end;
  }

  /** The offset after the quoted string opening at {@code open}, or -1 when it does not close. */
  static int skipQuoted(String t, int open) {
    return skip(t, open + 1, true);
  }

  /** The offset after the brace closing an interpolation whose content starts at {@code from}, or -1. */
  static int skipInterpolation(String t, int from) {
    return skip(t, from, false);
  }

  /**
   * Skips a string (or an interpolation's content) with the strings and interpolations nested in it,
   * with an explicit stack: nesting costs heap, never Java stack. Each stack entry is -1 for a
   * string, or an interpolation's count of open braces.
   */
  private static int skip(String t, int from, boolean inString) {
    java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
    stack.push(inString ? -1 : 1);
    int i = from;
    while (i < t.length()) {
      char c = t.charAt(i);
      int top = stack.peek();
      if (top < 0) {
        if (c == '\\') {
          i += 2;
          continue;
        } else if (c == '"') {
          stack.pop();
        } else if (c == '\n' || c == '\r') {
          return -1;
        } else if ((c == '$' || c == '%') && i + 2 < t.length() && t.charAt(i + 1) == c && t.charAt(i + 2) == '{') {
          i += 3;
          continue;
        } else if ((c == '$' || c == '%') && i + 1 < t.length() && t.charAt(i + 1) == '{') {
          stack.push(1);
          i += 2;
          continue;
        }
      } else if (c == '"') {
        stack.push(-1);
      } else if (c == '{') {
        stack.push(stack.pop() + 1);
      } else if (c == '}') {
        int open = stack.pop() - 1;
        if (open > 0) {
          stack.push(open);
        }
      }
      i++;
      if (stack.isEmpty()) {
        return i;
      }
    }
    return -1;
  }

  /** True when the raw text holds no interpolation or directive. */
  static boolean isLiteral(String raw) {
    for (int i = 0; i + 1 < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '\\') {
        i++;
      } else if ((c == '$' || c == '%') && raw.charAt(i + 1) == '{') {
        return false;
      } else if ((c == '$' || c == '%') && raw.charAt(i + 1) == c) {
        i++;
      }
    }
    return true;
  }

  /** Renders a template's raw text; {@code escapes} for quoted strings (heredocs take none). */
  String render(String raw, int rawOffset, boolean escapes) {
    StringBuilder sb = new StringBuilder();
    int i = 0;
    while (i < raw.length()) {
      char c = raw.charAt(i);
      if (escapes && c == '\\' && i + 1 < raw.length()) {
        i = escape(raw, i, sb, rawOffset);
      } else if ((c == '$' || c == '%') && i + 2 < raw.length() && raw.charAt(i + 1) == c && raw.charAt(i + 2) == '{') {
        sb.append(c).append('{');
        i += 3;
      } else if ((c == '$' || c == '%') && i + 1 < raw.length() && raw.charAt(i + 1) == '{') {
        int end = skipInterpolation(raw, i + 2);
        if (end < 0) {
          throw cur.error(rawOffset + i, "unterminated template interpolation");
        }
        String inner = strip(raw.substring(i + 2, end - 1));
        sb.append(c == '$' ? interpolation(inner) : "%{" + inner + "}");
        i = end;
      } else {
        sb.append(c);
        i++;
      }
    }
    return sb.toString();
  }

  private static String strip(String inner) {
    String s = inner.strip();
    if (s.startsWith("~")) {
      s = s.substring(1).strip();
    }
    if (s.endsWith("~")) {
      s = s.substring(0, s.length() - 1).strip();
    }
    return s;
  }

  private static String interpolation(String inner) {
    if (inner.equals("true") || inner.equals("false") || inner.matches("[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
      return inner;
    }
    if (inner.length() >= 2 && inner.startsWith("\"") && inner.endsWith("\"") && isLiteral(inner)
        && inner.indexOf('"', 1) == inner.length() - 1) {
      return inner.substring(1, inner.length() - 1);
    }
    return "${" + inner + "}";
  }

  private int escape(String raw, int i, StringBuilder sb, int rawOffset) {
    char e = raw.charAt(i + 1);
    char control = e == 'f' ? 0 : Escapes.control(e);
    if (control != 0) {
      sb.append(control);
      return i + 2;
    }
    switch (e) {
      case '"':
      case '\\':
        sb.append(e);
        return i + 2;
      case 'u':
      case 'U':
        int len = e == 'u' ? 4 : 8;
        if (i + 2 + len <= raw.length()) {
          try {
            sb.appendCodePoint(Integer.parseInt(raw.substring(i + 2, i + 2 + len), 16));
            return i + 2 + len;
          } catch (IllegalArgumentException ex) {
            // reported below
          }
        }
        throw cur.error(rawOffset + i, "invalid unicode escape");
      default:
        throw cur.error(rawOffset + i, "invalid escape sequence \\" + e);
    }
  }

  /**
   * Reads a heredoc whose {@code <<} is at the cursor: returns its rendered content and leaves the
   * cursor after the closing marker.
   */
  String heredoc() {
    int open = cur.pos;
    cur.pos += 2;
    boolean indented = cur.peek() == '-';
    if (indented) {
      cur.pos++;
    }
    String marker = cur.identifier();
    if (marker == null) {
      throw cur.error(open, "expected a heredoc marker after <<");
    }
    String t = cur.text;
    int lineEnd = t.indexOf('\n', cur.pos);
    if (lineEnd < 0 || !t.substring(cur.pos, lineEnd).isBlank()) {
      throw cur.error(cur.pos, "expected a line break after the heredoc marker");
    }
    int contentStart = lineEnd + 1;
    int i = contentStart;
    while (i < t.length()) {
      int end = t.indexOf('\n', i);
      int le = end < 0 ? t.length() : end;
      if (t.substring(i, le).strip().equals(marker)) {
        cur.pos = i + t.substring(i, le).indexOf(marker) + marker.length();
        String content = t.substring(contentStart, i).replace("\r\n", "\n");
        return render(indented ? dedent(content) : content, contentStart, false);
      }
      i = le + 1;
    }
    throw cur.error(open, "unterminated heredoc: no line with " + marker);
  }

  private static String dedent(String content) {
    String[] lines = content.split("\n", -1);
    int min = Integer.MAX_VALUE;
    for (String l : lines) {
      if (!l.isBlank()) {
        int n = 0;
        while (n < l.length() && (l.charAt(n) == ' ' || l.charAt(n) == '\t')) {
          n++;
        }
        min = Math.min(min, n);
      }
    }
    if (min == Integer.MAX_VALUE || min == 0) {
      return content;
    }
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < lines.length; k++) {
      String l = lines[k];
      sb.append(l.length() >= min ? l.substring(min) : l.strip());
      if (k < lines.length - 1) {
        sb.append('\n');
      }
    }
    return sb.toString();
  }
}
