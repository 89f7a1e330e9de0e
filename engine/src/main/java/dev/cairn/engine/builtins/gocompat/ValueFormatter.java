package dev.cairn.engine.builtins.gocompat;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;

/**
 * A value as OPA prints a term in Rego syntax (what {@code sprintf} shows for composites):
 * strings Go-quoted, ", " between items, object keys and set elements sorted, the empty set as
 * {@code set()}.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class ValueFormatter {
  private ValueFormatter() {}

  public static String format(Value v) {
    StringBuilder b = new StringBuilder();
    append(b, v);
    return b.toString();
  }

  /** A number's text: as written where it was parsed from text, else exponents without '+'. */
  public static String number(NumberValue n) {
    String text = n.text();
    return text.equals(n.toString()) ? text.replace("e+", "e") : text;
  }

  private static void append(StringBuilder b, Value v) {
    if (v instanceof StringValue s) {
      b.append(GoQuote.quote(s.value()));
    } else if (v instanceof NumberValue n) {
      b.append(number(n));
    } else if (v instanceof ArrayValue a) {
      b.append('[');
      for (int i = 0; i < a.size(); i++) {
        separate(b, i);
        append(b, a.get(i));
      }
      b.append(']');
    } else if (v instanceof ObjectValue o) {
      b.append('{');
      int i = 0;
      for (Value k : o.sortedKeys()) {
        separate(b, i++);
        append(b, k);
        b.append(": ");
        append(b, o.get(k));
      }
      b.append('}');
    } else if (v instanceof SetValue s) {
      if (s.size() == 0) {
        b.append("set()");
        return;
      }
      b.append('{');
      int i = 0;
      for (Value e : s.sorted()) {
        separate(b, i++);
        append(b, e);
      }
      b.append('}');
    } else {
      b.append(v); // null and booleans print as JSON
    }
  }

  private static void separate(StringBuilder b, int i) {
    if (i > 0) {
      b.append(", ");
    }
  }
}
