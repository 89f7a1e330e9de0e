package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * json.patch: RFC 6902 operations applied in order, as OPA does. Any operation that cannot be
 * applied (missing path, failed test, malformed operation) makes the whole result undefined.
 * Parts of the document that no operation touches are kept as the very objects given; sets are
 * addressed by their elements, and an element added to a set must equal its path segment.
 */
final class JsonPatch {
  private JsonPatch() {}

  /** An operation cannot be applied. */
  private static final class Failure extends Exception {
    private static final Failure INSTANCE = new Failure();

    private Failure() {
      super(null, null, false, false);
    }
  }

  /** The patched document, or null when some operation fails. */
  static Value apply(Value doc, ArrayValue operations) {
    try {
      Value target = doc;
      for (int i = 0; i < operations.size(); i++) {
        target = applyOne(target, operations.get(i));
      }
      return target;
    } catch (Failure f) {
      return null;
    }
  }

  private static Value applyOne(Value target, Value operation) throws Failure {
    if (!(operation instanceof ObjectValue op) || !(op.get("op") instanceof StringValue name)) {
      throw Failure.INSTANCE;
    }
    List<Value> path = pathAttribute(op, "path");
    switch (name.value()) {
      case "add":
        return add(target, path, attribute(op, "value"));
      case "remove":
        return remove(target, path).doc();
      case "replace":
        {
          Value value = attribute(op, "value");
          return path.isEmpty() ? value : add(remove(target, path).doc(), path, value);
        }
      case "move":
        {
          Removal from = remove(target, pathAttribute(op, "from"));
          return add(from.doc(), path, from.removed());
        }
      case "copy":
        return add(target, path, get(target, pathAttribute(op, "from")));
      case "test":
        {
          Value value = attribute(op, "value");
          if (!get(target, path).equals(value)) {
            throw Failure.INSTANCE;
          }
          return target;
        }
      default:
        throw Failure.INSTANCE;
    }
  }

  private static Value attribute(ObjectValue op, String name) throws Failure {
    Value v = op.get(name);
    if (v == null) {
      throw Failure.INSTANCE;
    }
    return v;
  }

  private static List<Value> pathAttribute(ObjectValue op, String name) throws Failure {
    List<Value> path = JsonPaths.path(attribute(op, name));
    if (path == null) {
      throw Failure.INSTANCE;
    }
    return path;
  }

  private static Value get(Value doc, List<Value> path) throws Failure {
    Value v = doc;
    for (Value key : path) {
      v = child(v, key);
    }
    return v;
  }

  private static Value child(Value parent, Value key) throws Failure {
    if (parent instanceof ObjectValue o) {
      Value v = o.get(key);
      if (v != null) {
        return v;
      }
    }
    if (parent instanceof ArrayValue a) {
      return a.get(index(key, a.size(), false));
    }
    if (parent instanceof SetValue s && s.contains(key)) {
      return key;
    }
    throw Failure.INSTANCE;
  }

  private static Value add(Value doc, List<Value> path, Value value) throws Failure {
    if (path.isEmpty()) {
      return value;
    }
    return rebuild(doc, path, 0, (parent, key) -> insert(parent, key, value));
  }

  private record Removal(Value doc, Value removed) {}

  private static Removal remove(Value doc, List<Value> path) throws Failure {
    if (path.isEmpty()) {
      throw Failure.INSTANCE;
    }
    Value[] removed = new Value[1];
    Value patched =
        rebuild(
            doc,
            path,
            0,
            (parent, key) -> {
              removed[0] = child(parent, key);
              return without(parent, key);
            });
    return new Removal(patched, removed[0]);
  }

  /** Changes the parent of the path's last segment. */
  @FunctionalInterface
  private interface Edit {
    Value apply(Value parent, Value key) throws Failure;
  }

  /** Copies the containers along the path, applying {@code edit} at its end. */
  private static Value rebuild(Value doc, List<Value> path, int depth, Edit edit) throws Failure {
    Value key = path.get(depth);
    if (depth == path.size() - 1) {
      return edit.apply(doc, key);
    }
    Value updated = rebuild(child(doc, key), path, depth + 1, edit);
    return replaceChild(doc, key, updated);
  }

  private static Value insert(Value parent, Value key, Value value) throws Failure {
    if (parent instanceof ObjectValue o) {
      return withEntry(o, key, value);
    }
    if (parent instanceof ArrayValue a) {
      List<Value> out = new ArrayList<>(a.items());
      out.add(index(key, a.size(), true), value);
      return ArrayValue.of(out);
    }
    if (parent instanceof SetValue s && key.equals(value)) {
      LinkedHashSet<Value> out = new LinkedHashSet<>(s.elements());
      out.add(value);
      return SetValue.wrap(out);
    }
    throw Failure.INSTANCE;
  }

  private static Value without(Value parent, Value key) throws Failure {
    if (parent instanceof ObjectValue o) {
      LinkedHashMap<Value, Value> out = new LinkedHashMap<>(o.entries());
      out.remove(key);
      return ObjectValue.wrap(out);
    }
    if (parent instanceof ArrayValue a) {
      List<Value> out = new ArrayList<>(a.items());
      out.remove(index(key, a.size(), false));
      return ArrayValue.of(out);
    }
    LinkedHashSet<Value> out = new LinkedHashSet<>(((SetValue) parent).elements());
    out.remove(key);
    return SetValue.wrap(out);
  }

  /** The parent with the child at key (known to exist) replaced. */
  private static Value replaceChild(Value parent, Value key, Value updated) throws Failure {
    if (parent instanceof ObjectValue o) {
      return withEntry(o, key, updated);
    }
    if (parent instanceof ArrayValue a) {
      List<Value> out = new ArrayList<>(a.items());
      out.set(index(key, a.size(), false), updated);
      return ArrayValue.of(out);
    }
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (Value e : ((SetValue) parent).elements()) {
      out.add(e.equals(key) ? updated : e);
    }
    return SetValue.wrap(out);
  }

  /** A copy of the object with key set to value (an existing key keeps its place). */
  private static Value withEntry(ObjectValue o, Value key, Value value) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>(o.entries());
    out.put(key, value);
    return ObjectValue.wrap(out);
  }

  /**
   * An array index from a number or a decimal string ("-" means the end; leading zeros are
   * refused), within [0, size) or, for insertion, [0, size].
   */
  private static int index(Value key, int size, boolean insertion) throws Failure {
    long i;
    if (key instanceof NumberValue n && n.isLong()) {
      i = n.longValue();
    } else if (key instanceof StringValue s && s.value().equals("-")) {
      i = size;
    } else if (key instanceof StringValue s && isDecimal(s.value())) {
      try {
        i = Long.parseLong(s.value());
      } catch (NumberFormatException tooLarge) {
        throw Failure.INSTANCE;
      }
    } else {
      throw Failure.INSTANCE;
    }
    if (i < 0 || i > size || (i == size && !insertion)) {
      throw Failure.INSTANCE;
    }
    return (int) i;
  }

  /** Go's ParseInt syntax (optional sign, ASCII digits), without leading zeros. */
  private static boolean isDecimal(String s) {
    int start = !s.isEmpty() && (s.charAt(0) == '+' || s.charAt(0) == '-') ? 1 : 0;
    if (start == s.length() || (s.startsWith("0") && s.length() > 1)) {
      return false;
    }
    for (int i = start; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
