package dev.cairn.tracer;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Keeps only the parts of a document at a result's paths: the whole subtree at each existing path,
 * the ancestors of each path as containers holding nothing else, and for a missing path its
 * existing prefix as such a container. Array elements not kept become null, so indices stay.
 */
final class Pruning {
  private static final class Keep {
    final Map<Object, Keep> children = new HashMap<>();
    boolean whole;
  }

  private Pruning() {}

  static Value prune(Value document, List<RankedPath> paths) {
    Keep root = new Keep();
    for (RankedPath p : paths) {
      Keep k = root;
      for (Object key : p.existing()) {
        k = k.children.computeIfAbsent(key, x -> new Keep());
      }
      if (p.missingFrom() < 0) {
        k.whole = true;
      }
    }
    return prune(document, root);
  }

  private static Value prune(Value v, Keep k) {
    if (k.whole) {
      return v;
    }
    if (v instanceof ObjectValue o) {
      LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        Keep child = e.getKey() instanceof StringValue s ? k.children.get(s.value()) : null;
        if (child != null) {
          out.put(e.getKey(), prune(e.getValue(), child));
        }
      }
      return ObjectValue.wrap(out);
    }
    if (v instanceof ArrayValue a) {
      Value[] out = new Value[a.size()];
      for (int i = 0; i < a.size(); i++) {
        Keep child = k.children.get(i);
        out[i] = child == null ? NullValue.NULL : prune(a.get(i), child);
      }
      return ArrayValue.wrap(out);
    }
    return v;
  }
}
