package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Values as cfn-lint's messages show them (Python's repr: {@code 'text'}, {@code True},
 * {@code ['a', 'b']}, {@code {'Ref': 'X'}}), shortened so a huge value does not make a huge message.
 */
final class PythonRepr {
  private static final int MAX = 200;

  private PythonRepr() {}

  /** The value, cut (when longer than the limit) after its last whole element or word that fits. */
  static String of(JsonNode v) {
    StringBuilder b = new StringBuilder();
    append(b, v);
    return shorten(b);
  }

  /** The items as a list; when it would be longer than the limit, the whole items that fit and how many more. */
  static String list(Iterable<?> items) {
    StringBuilder b = new StringBuilder("[");
    int shown = 0;
    int more = 0;
    for (Object o : items) {
      if (more > 0) {
        more++;
        continue;
      }
      StringBuilder item = new StringBuilder();
      if (o instanceof JsonNode n) {
        append(item, n);
      } else {
        quote(item, String.valueOf(o));
      }
      String text = shorten(item);
      if (shown > 0 && b.length() + text.length() + 2 > MAX) {
        more = 1;
        continue;
      }
      b.append(shown++ > 0 ? ", " : "").append(text);
    }
    return b.append(more > 0 ? ", ... (" + more + " more)]" : "]").toString();
  }

  /**
   * Text longer than the limit cut at an element's or word's end, never inside a word: the last
   * boundary that fits when it keeps at least half, else the end of the word that crosses the
   * limit; one word with no boundary after it is kept whole.
   */
  static String shorten(CharSequence text) {
    String b = text.toString();
    if (b.length() <= MAX) {
      return b;
    }
    int cut = b.lastIndexOf(", ", MAX - 4);
    if (cut < MAX / 2) {
      cut = b.lastIndexOf(' ', MAX - 4);
    }
    if (cut < MAX / 2) {
      cut = b.indexOf(' ', MAX - 4);
      if (cut > 0 && b.charAt(cut - 1) == ',') {
        cut--;
      }
    }
    return cut <= 0 ? b : b.substring(0, cut) + " ...";
  }

  private static void append(StringBuilder b, JsonNode v) {
    if (b.length() > MAX) {
      return;
    }
    if (v == null || v.isMissingNode() || v.isNull()) {
      b.append("None");
    } else if (v.isTextual()) {
      quote(b, v.textValue());
    } else if (v.isBoolean()) {
      b.append(v.booleanValue() ? "True" : "False");
    } else if (v.isNumber()) {
      b.append(v.numberValue());
    } else if (v.isArray()) {
      b.append('[');
      for (int i = 0; i < v.size(); i++) {
        if (i > 0) {
          b.append(", ");
        }
        append(b, v.get(i));
      }
      b.append(']');
    } else {
      b.append('{');
      Iterator<Map.Entry<String, JsonNode>> it = v.fields();
      boolean first = true;
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!first) {
          b.append(", ");
        }
        first = false;
        quote(b, e.getKey());
        b.append(": ");
        append(b, e.getValue());
      }
      b.append('}');
    }
  }

  private static void quote(StringBuilder b, String s) {
    b.append('\'').append(s.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n")).append('\'');
  }
}
