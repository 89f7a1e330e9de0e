package dev.cairn.scan;

import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where data files land in {@code data}, as OPA's loader places them ({@code opa eval -d}, {@code
 * conftest --data}): a file found inside a directory given as a data path is merged at the path of
 * its directory relative to that one ({@code -d conf} with {@code conf/aws/limits.yaml} gives
 * {@code data.aws}); a file given directly, or at the top of the directory, at the root. Objects
 * merge deeply; two files that define the same non-object value are a merge conflict.
 */
public final class DataLayout {
  private DataLayout() {}

  /** The data path of {@code file} found under the data directory {@code root}: its directories below the root. */
  public static List<String> pathOf(Path root, Path file) {
    Path dir = root.relativize(file).getParent();
    List<String> path = new ArrayList<>();
    if (dir != null) {
      dir.forEach(part -> path.add(part.toString()));
    }
    return path;
  }

  /** {@code doc} wrapped in one object per segment of {@code path}: what merging it at that path adds. */
  public static Value place(List<String> path, Value doc) {
    Value placed = doc;
    for (int i = path.size() - 1; i >= 0; i--) {
      placed = ObjectValue.builder().put(path.get(i), placed).build();
    }
    return placed;
  }

  /**
   * {@code from} merged into {@code into}, objects deeply.
   *
   * @throws IllegalArgumentException {@code merge conflict: data.a.b is already defined} when both
   *     define {@code a.b} and either is not an object
   */
  public static ObjectValue merge(ObjectValue into, ObjectValue from) {
    return merge(into, from, "data", ".");
  }

  /**
   * As {@link #merge(ObjectValue, ObjectValue)}, a conflict named by its path from {@code where}
   * with steps joined by {@code separator} ({@code /} for the REST API's data paths).
   */
  public static ObjectValue merge(ObjectValue into, ObjectValue from, String where, String separator) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>(into.entries());
    for (Map.Entry<Value, Value> e : from.entries().entrySet()) {
      Value old = out.get(e.getKey());
      Value add = e.getValue();
      String at = where + separator + (e.getKey() instanceof StringValue s ? s.value() : e.getKey().toString());
      if (old == null) {
        out.put(e.getKey(), add);
      } else if (old instanceof ObjectValue a && add instanceof ObjectValue b) {
        out.put(e.getKey(), merge(a, b, at, separator));
      } else {
        throw new IllegalArgumentException("merge conflict: " + at + " is already defined");
      }
    }
    return ObjectValue.wrap(out);
  }
}
