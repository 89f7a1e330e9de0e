package dev.cairn.server;

import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import java.nio.file.Path;
import java.util.List;

/**
 * One activated OPA bundle: its name (the file name), the manifest's revision and roots (the data
 * and packages it owns; {@code ""} owns everything), its modules with ids {@code name/path}, and
 * its data merged from every {@code data.json} and {@code data.yaml}.
 */
public record Bundle(
    String name, Path file, String revision, List<String> roots, List<PolicyBuilder.Source> modules, ObjectValue data) {
  public Bundle {
    roots = List.copyOf(roots);
    modules = List.copyOf(modules);
  }

  /** The root that owns {@code path} (a data path of keys), or null when none does. */
  String owner(List<String> path) {
    for (String root : roots) {
      if (root.isEmpty()) {
        return root;
      }
      List<String> parts = List.of(root.split("/"));
      int n = Math.min(parts.size(), path.size());
      if (parts.subList(0, n).equals(path.subList(0, n))) {
        return root;
      }
    }
    return null;
  }
}
