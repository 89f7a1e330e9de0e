package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Values as cfn-lint's messages show them (Python's repr: {@code 'text'}, {@code True},
 * {@code ['a', 'b']}, {@code {'Ref': 'X'}}), shortened so a huge value does not make a huge message.
 */
final class Repr {
  private static final int MAX = 200;

  private Repr() {}

  static String of(JsonNode v) {
    StringBuilder b = new StringBuilder();
    append(b, v);
    return b.length() > MAX ? b.substring(0, MAX - 3) + "..." : b.toString();
  }

  static String list(Iterable<?> items) {
    StringBuilder b = new StringBuilder("[");
    for (Object o : items) {
      if (b.length() > 1) {
        b.append(", ");
      }
      if (o instanceof JsonNode n) {
        append(b, n);
      } else {
        quote(b, String.valueOf(o));
      }
      if (b.length() > MAX) {
        return b.substring(0, MAX - 3) + "...]";
      }
    }
    return b.append(']').toString();
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
