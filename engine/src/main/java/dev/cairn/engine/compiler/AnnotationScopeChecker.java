package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Annotations;
import dev.cairn.engine.ast.Module;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A package has at most one {@code package}-scoped and one {@code subpackages}-scoped METADATA
 * block across its modules, as OPA requires: each further one is a {@code rego_type_error}
 * "package annotation redeclared: first.rego:1" at the block, the first taken in file name order.
 */
final class AnnotationScopeChecker {
  private AnnotationScopeChecker() {}

  static void check(List<Module> modules, CompileErrors errors) {
    List<Module> ordered = new ArrayList<>(modules);
    ordered.sort(Comparator.comparing(Module::file));
    Map<String, Annotations> first = new HashMap<>();
    for (Module m : ordered) {
      String pkg = RulePlacement.values(m.pkg().path()).toString();
      List<Annotations> scoped = new ArrayList<>();
      for (Annotations a : m.annotations()) {
        if ("package".equals(a.scope()) || "subpackages".equals(a.scope())) {
          scoped.add(a);
        }
      }
      if (m.pkg().annotations() != null && !scoped.contains(m.pkg().annotations())) {
        scoped.add(m.pkg().annotations());
      }
      for (Annotations a : scoped) {
        String scope = "subpackages".equals(a.scope()) ? "subpackages" : "package";
        Annotations before = first.putIfAbsent(scope + " " + pkg, a);
        if (before != null) {
          errors.add(ErrorCodes.TYPE, a.location(),
              scope + " annotation redeclared: " + before.location().file() + ":" + before.location().line());
        }
      }
    }
  }
}
