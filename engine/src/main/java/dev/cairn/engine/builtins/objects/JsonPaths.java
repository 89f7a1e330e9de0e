package dev.cairn.engine.builtins.objects;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.operands.CollectionMembers;
import dev.cairn.engine.builtins.operands.TypedOperands;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Paths as json.filter, json.remove and json.patch take them: either a JSON-pointer-like string
 * ({@code "a/b/0"}, leading slashes optional, {@code ~1} for "/" and {@code ~0} for "~") or an
 * array of path segments of any type.
 */
final class JsonPaths {
  private JsonPaths() {}

  /** The paths of a set or array argument at {@code index}. */
  static List<List<Value>> list(List<Value> args, int index) throws BuiltinException {
    Collection<Value> items = CollectionMembers.operand(args, index);
    List<List<Value>> paths = new ArrayList<>(items.size());
    for (Value item : items) {
      List<Value> path = path(item);
      if (path == null) {
        throw TypedOperands.operand(
            index,
            "must be one of {set, array} containing string paths or array of path segments but got "
                + item.typeName());
      }
      paths.add(path);
    }
    return paths;
  }

  /** The segments of one path, or null when {@code p} is neither a string nor an array. */
  static List<Value> path(Value p) {
    if (p instanceof ArrayValue a) {
      return a.items();
    }
    if (!(p instanceof StringValue s)) {
      return null;
    }
    String text = s.value();
    if (text.isEmpty()) {
      return List.of();
    }
    int start = 0;
    while (start < text.length() && text.charAt(start) == '/') {
      start++;
    }
    List<Value> segments = new ArrayList<>();
    for (String part : text.substring(start).split("/", -1)) {
      segments.add(StringValue.of(part.replace("~1", "/").replace("~0", "~")));
    }
    return segments;
  }
}
