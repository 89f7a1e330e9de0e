package dev.cairn.engine.eval;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/** Values as OPA prints them in Rego syntax ({@code print}): {@code {"a": 1}}, {@code {1, 2}}, {@code set()}. */
final class RegoText {
  private RegoText() {}

  static String of(Value v) {
    StringBuilder sb = new StringBuilder();
    write(sb, v);
    return sb.toString();
  }

  private static void write(StringBuilder sb, Value v) {
    if (v instanceof ArrayValue a) {
      sb.append('[');
      list(sb, a.items());
      sb.append(']');
    } else if (v instanceof SetValue s) {
      if (s.size() == 0) {
        sb.append("set()");
        return;
      }
      sb.append('{');
      list(sb, s.sorted());
      sb.append('}');
    } else if (v instanceof ObjectValue o) {
      sb.append('{');
      boolean first = true;
      for (Value k : o.sortedKeys()) {
        if (!first) {
          sb.append(", ");
        }
        first = false;
        write(sb, k);
        sb.append(": ");
        write(sb, o.get(k));
      }
      sb.append('}');
    } else {
      sb.append(Json.write(v));
    }
  }

  private static void list(StringBuilder sb, List<Value> items) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      write(sb, items.get(i));
    }
  }
}
