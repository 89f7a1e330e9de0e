package dev.cairn.cli;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Converts what SnakeYAML Engine builds into values, as OPA sees YAML through JSON: mapping keys
 * become strings, binary becomes base64 text, and non-finite floats are rejected.
 */
final class YamlValues {
  private final IdentityHashMap<Object, Boolean> open = new IdentityHashMap<>();

  private YamlValues() {}

  /** @throws IllegalArgumentException for values JSON cannot hold */
  static Value convert(Object yaml) {
    return new YamlValues().value(yaml);
  }

  private Value value(Object o) {
    if (o == null) {
      return new NullValue();
    }
    if (o instanceof String s) {
      return new StringValue(s);
    }
    if (o instanceof Boolean b) {
      return new BooleanValue(b);
    }
    if (o instanceof Integer || o instanceof Long || o instanceof Short || o instanceof Byte) {
      return NumberValue.of(((Number) o).longValue());
    }
    if (o instanceof BigInteger i) {
      return NumberValue.of(i);
    }
    if (o instanceof Double || o instanceof Float) {
      double d = ((Number) o).doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new IllegalArgumentException("JSON cannot represent the number " + d);
      }
      return NumberValue.of(BigDecimal.valueOf(d));
    }
    if (o instanceof byte[] bytes) {
      return new StringValue(Base64.getEncoder().encodeToString(bytes));
    }
    if (o instanceof Map<?, ?> || o instanceof Collection<?>) {
      if (open.put(o, Boolean.TRUE) != null) {
        throw new IllegalArgumentException("recursive YAML alias");
      }
      try {
        return o instanceof Map<?, ?> m ? object(m) : collection((Collection<?>) o);
      } finally {
        open.remove(o);
      }
    }
    return new StringValue(String.valueOf(o));
  }

  private Value object(Map<?, ?> m) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : m.entrySet()) {
      Object k = e.getKey();
      if (k instanceof Map<?, ?> || k instanceof Collection<?>) {
        throw new IllegalArgumentException("mapping keys must be scalars");
      }
      out.put(new StringValue(String.valueOf(k)), value(e.getValue()));
    }
    return ObjectValue.wrap(out);
  }

  private Value collection(Collection<?> c) {
    if (c instanceof List<?> list) {
      Value[] items = new Value[list.size()];
      for (int i = 0; i < items.length; i++) {
        items[i] = value(list.get(i));
      }
      return ArrayValue.wrap(items);
    }
    // a YAML !!set is a mapping whose values are all null
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    for (Object k : c) {
      out.put(new StringValue(String.valueOf(k)), new NullValue());
    }
    return ObjectValue.wrap(out);
  }
}
