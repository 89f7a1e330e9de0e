package dev.cairn.server;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.scan.DataLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Reads and writes immutable documents at paths of keys (and array indices), with the semantics of
 * OPA's in-memory store: a write copies only the objects along its path; adding below a missing
 * parent, or removing or replacing a missing value, is {@code resource_not_found}.
 */
final class DataTree {
  private DataTree() {}

  /** The value at {@code path}, or null when there is none. */
  static Value get(Value root, List<String> path) {
    Value at = root;
    for (String key : path) {
      at = child(at, key);
      if (at == null) {
        return null;
      }
    }
    return at;
  }

  /** {@code value} at {@code path}, creating missing objects on the way (OPA's PUT). */
  static Value put(Value root, List<String> path, Value value) {
    if (path.isEmpty()) {
      return value;
    }
    String key = path.get(0);
    List<String> rest = path.subList(1, path.size());
    if (root instanceof ArrayValue array) {
      int i = index(array, key, false);
      return withElement(array, i, put(array.get(i), rest, value));
    }
    ObjectValue obj = root instanceof ObjectValue o ? o : null;
    if (obj == null) {
      throw conflict(path);
    }
    Value old = obj.get(key);
    Value next = put(old == null ? ObjectValue.EMPTY : old, rest, value);
    return withKey(obj, key, next);
  }

  /** JSON Patch's {@code add}: the parent must exist; {@code -} appends to an array. */
  static Value add(Value root, List<String> path, Value value) {
    if (path.isEmpty()) {
      return value;
    }
    return update(root, path, (parent, key) -> {
      if (parent instanceof ArrayValue array) {
        List<Value> items = new ArrayList<>(array.items());
        int i = key.equals("-") ? items.size() : index(array, key, true);
        items.add(i, value);
        return ArrayValue.of(items);
      }
      return withKey((ObjectValue) parent, key, value);
    });
  }

  /** JSON Patch's {@code replace}: the value must exist. */
  static Value replace(Value root, List<String> path, Value value) {
    requireExisting(root, path);
    if (path.isEmpty()) {
      return value;
    }
    return update(root, path, (parent, key) -> parent instanceof ArrayValue array
        ? withElement(array, index(array, key, false), value)
        : withKey((ObjectValue) parent, key, value));
  }

  /** JSON Patch's {@code remove}, and OPA's DELETE: the value must exist. */
  static Value remove(Value root, List<String> path) {
    requireExisting(root, path);
    if (path.isEmpty()) {
      return ObjectValue.EMPTY;
    }
    return update(root, path, (parent, key) -> {
      if (parent instanceof ArrayValue array) {
        List<Value> items = new ArrayList<>(array.items());
        items.remove(index(array, key, false));
        return ArrayValue.of(items);
      }
      LinkedHashMap<Value, Value> entries = new LinkedHashMap<>(((ObjectValue) parent).entries());
      entries.remove(StringValue.of(key));
      return ObjectValue.wrap(entries);
    });
  }

  /** Deep merge of two objects; both sides holding a non-object at one path is a conflict. */
  static ObjectValue merge(ObjectValue into, ObjectValue from, String where) {
    try {
      return DataLayout.merge(into, from, where, "/");
    } catch (IllegalArgumentException e) {
      throw ApiError.invalidParameter(e.getMessage());
    }
  }

  private interface Edit {
    Value apply(Value parent, String key);
  }

  /** Applies {@code edit} to the parent of the last key, copying the objects above it. */
  private static Value update(Value root, List<String> path, Edit edit) {
    String key = path.get(0);
    if (path.size() == 1) {
      if (!(root instanceof ObjectValue) && !(root instanceof ArrayValue)) {
        throw notFound(path);
      }
      return edit.apply(root, key);
    }
    Value child = child(root, key);
    if (child == null) {
      throw notFound(path);
    }
    Value next = update(child, path.subList(1, path.size()), edit);
    return root instanceof ArrayValue array
        ? withElement(array, index(array, key, false), next)
        : withKey((ObjectValue) root, key, next);
  }

  private static void requireExisting(Value root, List<String> path) {
    if (get(root, path) == null) {
      throw notFound(path);
    }
  }

  private static Value child(Value at, String key) {
    if (at instanceof ObjectValue obj) {
      return obj.get(key);
    }
    if (at instanceof ArrayValue array) {
      int i = parseIndex(key);
      return i >= 0 && i < array.size() ? array.get(i) : null;
    }
    return null;
  }

  private static int index(ArrayValue array, String key, boolean insert) {
    int i = parseIndex(key);
    int limit = insert ? array.size() : array.size() - 1;
    if (i < 0 || i > limit) {
      throw ApiError.notFound("storage_not_found_error: array index " + key + " out of range");
    }
    return i;
  }

  private static int parseIndex(String key) {
    if (key.isEmpty() || key.length() > 9) {
      return -1;
    }
    for (int i = 0; i < key.length(); i++) {
      if (!Character.isDigit(key.charAt(i))) {
        return -1;
      }
    }
    return Integer.parseInt(key);
  }

  private static ArrayValue withElement(ArrayValue array, int i, Value value) {
    List<Value> items = new ArrayList<>(array.items());
    items.set(i, value);
    return ArrayValue.of(items);
  }

  private static ObjectValue withKey(ObjectValue obj, String key, Value value) {
    LinkedHashMap<Value, Value> entries = new LinkedHashMap<>(obj.entries());
    entries.put(StringValue.of(key), value);
    return ObjectValue.wrap(entries);
  }

  private static ApiError notFound(List<String> path) {
    return ApiError.notFound("storage_not_found_error: " + pointer(path) + ": document does not exist");
  }

  private static ApiError conflict(List<String> path) {
    return new ApiError(
        404, "resource_conflict", "storage_write_conflict_error: " + pointer(path), List.of());
  }

  static String pointer(List<String> path) {
    return "/" + String.join("/", path);
  }
}
