package dev.cairn.engine.eval;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A partial object under construction: values inserted at key paths ({@code p[x].c := v} inserts
 * at {@code [x, "c"]}), with OPA's rule that one key path holds one value.
 */
final class NestedObject {
  private final LinkedHashMap<Value, Object> entries = new LinkedHashMap<>();

  /** Inserts {@code v} at {@code keys}; false when a different value is already there. */
  boolean put(Value[] keys, Value v) {
    NestedObject at = this;
    for (int i = 0; i < keys.length - 1; i++) {
      Object next = at.entries.get(keys[i]);
      if (next == null) {
        NestedObject child = new NestedObject();
        at.entries.put(keys[i], child);
        at = child;
      } else if (next instanceof NestedObject n) {
        at = n;
      } else {
        return false;
      }
    }
    Value last = keys[keys.length - 1];
    Object old = at.entries.get(last);
    if (old == null) {
      at.entries.put(last, v);
      return true;
    }
    return old.equals(v);
  }

  ObjectValue toValue() {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    for (Map.Entry<Value, Object> e : entries.entrySet()) {
      Object v = e.getValue();
      m.put(e.getKey(), v instanceof NestedObject n ? n.toValue() : (Value) v);
    }
    return ObjectValue.wrap(m);
  }
}
