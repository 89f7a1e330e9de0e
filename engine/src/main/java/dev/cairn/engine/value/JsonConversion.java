package dev.cairn.engine.value;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * One conversion of a Jackson tree into values. A document repeats the same keys ({@code Type},
 * {@code Properties}) in every resource: each distinct key becomes one shared value, so a large
 * document takes less memory and a lookup finds its key among few, cache-resident objects. Plain
 * conversions (no origins) share equal short strings too; annotated ones share their text only,
 * since each node carries its own path.
 */
final class JsonConversion {
  /** Longer strings are rarely repeated, and hashing them costs more than sharing saves. */
  private static final int SHARED_STRING_LENGTH = 64;

  private final HashMap<String, StringValue> shared = new HashMap<>();
  private final boolean shareValues;

  JsonConversion(boolean shareValues) {
    this.shareValues = shareValues;
  }

  Value value(JsonNode node, Origin origin) {
    if (node == null) {
      return new NullValue(origin);
    }
    // One type switch per node: the node type tests (isNull, isBoolean, ...) are each a call.
    switch (node.getNodeType()) {
      case NULL:
      case MISSING:
        return new NullValue(origin);
      case BOOLEAN:
        return new BooleanValue(node.booleanValue(), origin);
      case NUMBER:
        NumberValue n =
            node.isIntegralNumber()
                ? node.canConvertToLong() ? NumberValue.of(node.longValue()) : NumberValue.of(node.bigIntegerValue())
                : NumberValue.of(node.decimalValue());
        return origin == null ? n : n.at(origin);
      case STRING:
        String text = node.textValue();
        if (text.length() > SHARED_STRING_LENGTH) {
          return new StringValue(text, origin);
        }
        StringValue common = shared(text);
        // An annotated node is its own object, but its text can still be the shared one.
        return shareValues ? common : new StringValue(common.value(), origin);
      case ARRAY:
        Value[] items = new Value[node.size()];
        for (int i = 0; i < items.length; i++) {
          items[i] = value(node.get(i), origin == null ? null : origin.child(i));
        }
        return ArrayValue.wrap(items, origin);
      case OBJECT:
        Value[] keys = new Value[node.size()];
        Value[] values = new Value[keys.length];
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        for (int i = 0; it.hasNext(); i++) {
          Map.Entry<String, JsonNode> e = it.next();
          StringValue key = shared(e.getKey());
          // The path keeps the shared text too: path lookups then compare keys by identity.
          keys[i] = key;
          values[i] = value(e.getValue(), origin == null ? null : origin.child(key.value()));
        }
        return ObjectValue.wrap(keys, values, origin);
      default:
        return new StringValue(node.asText(), origin);
    }
  }

  private StringValue shared(String s) {
    StringValue v = shared.get(s);
    if (v == null) {
      v = new StringValue(s);
      shared.put(s, v);
    }
    return v;
  }
}
