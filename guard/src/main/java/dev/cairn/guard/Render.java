package dev.cairn.guard;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/** Values as JSON, for messages and for {@code json_parse}'s inverse. */
final class Render {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final int MAX = 200;

  private Render() {}

  /**
   * A short JSON rendering: past 200 characters it is cut after a comma (between elements, or
   * between words of a string), never inside a word; a value with no comma to cut at is kept whole.
   */
  static String value(GuardValue v) {
    if (v == null) {
      return "(none)";
    }
    return shorten(json(v).toString());
  }

  static String shorten(String s) {
    if (s.length() <= MAX) {
      return s;
    }
    int cut = s.lastIndexOf(',', MAX - 3);
    if (cut < MAX / 2) {
      cut = s.indexOf(',', MAX - 3);
    }
    return cut <= 0 ? s : s.substring(0, cut + 1) + "...";
  }

  static JsonNode json(GuardValue v) {
    if (v instanceof GuardValue.Str s) {
      return NODES.textNode(s.value());
    } else if (v instanceof GuardValue.Int i) {
      return NODES.numberNode(i.value());
    } else if (v instanceof GuardValue.Flt f) {
      return NODES.numberNode(f.value());
    } else if (v instanceof GuardValue.Bool b) {
      return NODES.booleanNode(b.value());
    } else if (v instanceof GuardValue.Lst l) {
      ArrayNode a = NODES.arrayNode();
      l.items().forEach(x -> a.add(json(x)));
      return a;
    } else if (v instanceof GuardValue.Struct s) {
      ObjectNode o = NODES.objectNode();
      for (Map.Entry<String, GuardValue> e : s.entries().entrySet()) {
        o.set(e.getKey(), json(e.getValue()));
      }
      return o;
    } else if (v instanceof GuardValue.Regex r) {
      return NODES.textNode("/" + r.source() + "/");
    } else if (v instanceof GuardValue.Range r) {
      return NODES.textNode((r.lowerInclusive() ? "r[" : "r(") + json(r.lower()) + "," + json(r.upper())
          + (r.upperInclusive() ? "]" : ")"));
    }
    return NODES.nullNode();
  }
}
