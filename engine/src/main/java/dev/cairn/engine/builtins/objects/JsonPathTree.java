package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Paths merged into a tree, as json.filter, json.remove and object.filter use them: a path that
 * ends at a node selects everything below it, so "a" wins over "a/b". Array items are addressed by
 * their index written as a string, as in OPA. Selected values are returned as the very objects
 * of the document.
 */
final class JsonPathTree {
  /** Children by path segment; a null child ends a path there. */
  private final LinkedHashMap<Value, JsonPathTree> children = new LinkedHashMap<>();

  private JsonPathTree() {}

  static JsonPathTree of(List<List<Value>> paths) {
    JsonPathTree root = new JsonPathTree();
    for (List<Value> path : paths) {
      root.add(path);
    }
    return root;
  }

  private void add(List<Value> path) {
    if (path.isEmpty()) {
      return;
    }
    JsonPathTree node = this;
    for (Value key : path.subList(0, path.size() - 1)) {
      JsonPathTree child = node.children.get(key);
      if (child == null) {
        if (node.children.containsKey(key)) {
          return; // a shorter path already selects everything below
        }
        child = new JsonPathTree();
        node.children.put(key, child);
      }
      node = child;
    }
    node.children.put(path.get(path.size() - 1), null);
  }

  /** The parts of {@code v} the tree selects (OPA's Object.Filter). */
  Value filter(Value v) {
    if (v instanceof ObjectValue o) {
      return filterObject(o);
    }
    if (v instanceof ArrayValue a) {
      List<Value> out = new ArrayList<>();
      for (int i = 0; i < a.size(); i++) {
        Value key = indexKey(i);
        if (children.containsKey(key)) {
          out.add(filter(a.get(i), children.get(key)));
        }
      }
      return ArrayValue.of(out);
    }
    if (v instanceof SetValue s) {
      LinkedHashSet<Value> out = new LinkedHashSet<>();
      for (Value e : s.elements()) {
        if (children.containsKey(e)) {
          out.add(filter(e, children.get(e)));
        }
      }
      return SetValue.wrap(out);
    }
    return v;
  }

  private static Value filter(Value v, JsonPathTree selection) {
    return selection == null ? v : selection.filter(v);
  }

  /** Walks whichever of object and tree is smaller, keeping document order when possible. */
  private Value filterObject(ObjectValue o) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    if (o.size() <= children.size()) {
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        if (children.containsKey(e.getKey())) {
          out.put(e.getKey(), filter(e.getValue(), children.get(e.getKey())));
        }
      }
    } else {
      for (Map.Entry<Value, JsonPathTree> e : children.entrySet()) {
        Value value = o.get(e.getKey());
        if (value != null) {
          out.put(e.getKey(), filter(value, e.getValue()));
        }
      }
    }
    return ObjectValue.wrap(out);
  }

  /**
   * {@code v} without the parts the tree selects (OPA's jsonRemove). A container from which
   * nothing is removed is returned as it is.
   */
  Value remove(Value v) {
    if (v instanceof ObjectValue o) {
      LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
      boolean changed = false;
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        Value kept = remove(e.getValue(), e.getKey());
        changed |= kept != e.getValue();
        if (kept != null) {
          out.put(e.getKey(), kept);
        }
      }
      return changed ? ObjectValue.wrap(out) : o;
    }
    if (v instanceof ArrayValue a) {
      List<Value> out = new ArrayList<>();
      boolean changed = false;
      for (int i = 0; i < a.size(); i++) {
        Value kept = remove(a.get(i), indexKey(i));
        changed |= kept != a.get(i);
        if (kept != null) {
          out.add(kept);
        }
      }
      return changed ? ArrayValue.of(out) : a;
    }
    if (v instanceof SetValue s) {
      LinkedHashSet<Value> out = new LinkedHashSet<>();
      boolean changed = false;
      for (Value e : s.elements()) {
        Value kept = remove(e, e);
        changed |= kept != e;
        if (kept != null) {
          out.add(kept);
        }
      }
      return changed ? SetValue.wrap(out) : s;
    }
    return v;
  }

  /** The child {@code v} at {@code key} after removal; null when a path ends there. */
  private Value remove(Value v, Value key) {
    if (!children.containsKey(key)) {
      return v;
    }
    JsonPathTree child = children.get(key);
    return child == null ? null : child.remove(v);
  }

  private static Value indexKey(int i) {
    return StringValue.of(Integer.toString(i));
  }
}
