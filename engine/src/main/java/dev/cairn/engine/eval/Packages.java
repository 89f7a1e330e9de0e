package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The package paths of all modules as a tree: a package without rules still exists in {@code
 * data} as an empty object, which the rule tree alone cannot tell.
 */
final class Packages {
  private final Map<Value, Packages> children = new LinkedHashMap<>();

  static Packages of(List<Module> modules) {
    Packages root = new Packages();
    for (Module m : modules) {
      Packages at = root;
      for (Term t : m.pkg().path().path()) {
        if (t instanceof Scalar s) {
          at = at.children.computeIfAbsent(s.value(), k -> new Packages());
        }
      }
    }
    return root;
  }

  Packages child(Value key) {
    return children.get(key);
  }

  Map<Value, Packages> children() {
    return children;
  }
}
