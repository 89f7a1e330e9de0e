package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Module;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * OPA's strict-mode check for unused imports: an import of {@code data} or {@code input} whose name
 * no rule of its module refers to (a local variable of the same name does not count) is {@code
 * import data.x unused}, at the import. {@code future.keywords} and {@code rego.v1} imports only
 * change the parser and are never unused; nor are bare {@code import input} / {@code import data}.
 */
final class UnusedImports {
  private UnusedImports() {}

  static void check(List<Module> modules, CompileErrors errors) {
    Map<String, Set<String>> rulesByPackage = Compiler.ruleNamesByPackage(modules);
    for (Module m : modules) {
      if (m.imports().isEmpty()) {
        continue;
      }
      Set<String> used = RefResolver.namesUsed(m, rulesByPackage.get(Compiler.packageKey(m)));
      for (Import imp : m.imports()) {
        String root = imp.path().headName();
        String name = RefResolver.importName(imp);
        if (("data".equals(root) || "input".equals(root)) && name != null && !used.contains(name)) {
          errors.add(ErrorCodes.COMPILE, imp.location(), RegoV1Checker.describe(imp) + " unused");
        }
      }
    }
  }
}
