package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The deep merge behind object.union and object.union_n: later objects win, except that two
 * objects under the same key merge recursively. Values that take no part in a merge are kept as
 * the very objects given, and each input object is copied at most once however many objects
 * merge into it, so merging n objects costs their total size.
 */
final class ObjectMerge {
  /** Merged entries: each value is a {@link Value} or a nested {@link ObjectMerge}. */
  private final LinkedHashMap<Value, Object> entries;

  private ObjectMerge(Map<Value, ? extends Value> start) {
    this.entries = new LinkedHashMap<>(start);
  }

  /** Merges the objects left to right. */
  static ObjectValue union(List<ObjectValue> objects) {
    ObjectMerge root = new ObjectMerge(Map.of());
    for (ObjectValue o : objects) {
      root.mergeIn(o);
    }
    return root.build();
  }

  private void mergeIn(ObjectValue right) {
    for (Map.Entry<Value, Value> e : right.entries().entrySet()) {
      Object existing = entries.get(e.getKey());
      if (e.getValue() instanceof ObjectValue update && isObject(existing)) {
        ObjectMerge node =
            existing instanceof ObjectMerge m
                ? m
                : new ObjectMerge(((ObjectValue) existing).entries());
        node.mergeIn(update);
        entries.put(e.getKey(), node);
      } else {
        entries.put(e.getKey(), e.getValue());
      }
    }
  }

  private static boolean isObject(Object v) {
    return v instanceof ObjectMerge || v instanceof ObjectValue;
  }

  private ObjectValue build() {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    for (Map.Entry<Value, Object> e : entries.entrySet()) {
      Object v = e.getValue();
      out.put(e.getKey(), v instanceof ObjectMerge m ? m.build() : (Value) v);
    }
    return ObjectValue.wrap(out);
  }
}
