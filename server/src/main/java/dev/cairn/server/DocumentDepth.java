package dev.cairn.server;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayDeque;
import java.util.List;

/**
 * How many arrays, objects and sets nest in a value ({@code 1} is 0, {@code [[1]]} is 2), without
 * recursion; and the check that keeps stored data within what the API can read back.
 */
final class DocumentDepth {
  private DocumentDepth() {}

  static int of(Value root) {
    ArrayDeque<Value> level = new ArrayDeque<>();
    level.add(root);
    int depth = 0;
    while (true) {
      ArrayDeque<Value> next = new ArrayDeque<>();
      boolean containers = false;
      for (Value v : level) {
        if (v instanceof ArrayValue a) {
          next.addAll(a.items());
        } else if (v instanceof ObjectValue o) {
          next.addAll(o.entries().values());
        } else if (v instanceof SetValue s) {
          next.addAll(s.elements());
        } else {
          continue;
        }
        containers = true;
      }
      if (!containers) {
        return depth;
      }
      depth++;
      level = next;
    }
  }

  /**
   * Refuses to store {@code value} at {@code path} when together they nest deeper than {@link
   * JsonInput#MAX_DEPTH}: such data could not be sent back, and every read of it would fail.
   */
  static void checkWritable(List<String> path, Value value) {
    int depth = path.size() + of(value);
    if (depth > JsonInput.MAX_DEPTH) {
      throw ApiError.invalidParameter("document too deeply nested: " + DataTree.pointer(path) + " would hold data "
          + depth + " levels deep (path and value together), more than " + JsonInput.MAX_DEPTH);
    }
  }
}
