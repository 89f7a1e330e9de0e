package dev.cairn.engine.eval;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code with data.a.b as v} replacements in force, as a tree over {@code data}'s keys.
 * Immutable: adding a replacement copies the path to it. A node with a {@code value} replaces
 * everything at and below its path.
 */
final class DataOverride {
  final Value value;
  final Map<Value, DataOverride> children;

  private DataOverride(Value value, Map<Value, DataOverride> children) {
    this.value = value;
    this.children = children;
  }

  static DataOverride add(DataOverride root, List<Value> path, int i, Value v) {
    if (i == path.size()) {
      return new DataOverride(v, Map.of());
    }
    if (root != null && root.value != null) {
      return new DataOverride(upsert(root.value, path, i, v), Map.of());
    }
    LinkedHashMap<Value, DataOverride> kids = new LinkedHashMap<>();
    if (root != null) {
      kids.putAll(root.children);
    }
    kids.put(path.get(i), add(kids.get(path.get(i)), path, i + 1, v));
    return new DataOverride(null, kids);
  }

  DataOverride child(Value key) {
    return value == null ? children.get(key) : null;
  }

  /** {@code v} with this node's replacements applied below it. */
  Value applyTo(Value v) {
    if (value != null) {
      return value;
    }
    Value out = v;
    for (Map.Entry<Value, DataOverride> e : children.entrySet()) {
      Value old = out instanceof ObjectValue o ? o.get(e.getKey()) : null;
      out = put(out, e.getKey(), e.getValue().applyTo(old));
    }
    return out;
  }

  /** {@code doc} with {@code v} at {@code path[i:]}, creating objects where keys are missing. */
  static Value upsert(Value doc, List<Value> path, int i, Value v) {
    if (i == path.size()) {
      return v;
    }
    Value old = doc instanceof ObjectValue o ? o.get(path.get(i)) : null;
    return put(doc, path.get(i), upsert(old, path, i + 1, v));
  }

  private static Value put(Value doc, Value key, Value v) {
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>();
    if (doc instanceof ObjectValue o) {
      m.putAll(o.entries());
    }
    if (v == null) {
      m.remove(key);
    } else {
      m.put(key, v);
    }
    return ObjectValue.wrap(m);
  }
}
