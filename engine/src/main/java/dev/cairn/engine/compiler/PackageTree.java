package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.Value;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The package paths of all modules as a tree: a package without rules still exists in {@code
 * data} as an empty object, which the rule tree alone cannot tell. Built once with the compiled
 * modules (not at each evaluation) and not changed after.
 */
public final class PackageTree {
  private final Map<Value, PackageTree> children = new LinkedHashMap<>();

  private PackageTree() {}

  static PackageTree of(List<Module> modules) {
    PackageTree root = new PackageTree();
    for (Module m : modules) {
      PackageTree at = root;
      for (Term t : m.pkg().path().path()) {
        if (t instanceof Scalar s) {
          at = at.children.computeIfAbsent(s.value(), k -> new PackageTree());
        }
      }
    }
    return root;
  }

  /** The package below this one named {@code key}, or null. */
  public PackageTree child(Value key) {
    return children.get(key);
  }

  /** The packages directly below this one, by name, in the modules' order. */
  public Map<Value, PackageTree> children() {
    return Collections.unmodifiableMap(children);
  }
}
