package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A package may not be the path of a rule whose value is fully given ("package a.b conflicts with
 * rule b defined at ..."), as in OPA: {@code package a; b := 1} and {@code package a.b} cannot both
 * define {@code data.a.b}.
 */
final class PackageConflictChecker {
  private PackageConflictChecker() {}

  static void check(List<Module> modules, List<CompiledRule> rules, CompileErrors errors) {
    Map<List<Value>, List<Module>> byPackage = new HashMap<>();
    for (Module m : modules) {
      byPackage.computeIfAbsent(RulePlacement.values(m.pkg().path()), k -> new ArrayList<>()).add(m);
    }
    for (CompiledRule r : rules) {
      if (!r.keyTerms().isEmpty()) {
        continue; // a conflict below a dynamic key can only show at evaluation
      }
      for (Module other : byPackage.getOrDefault(r.path(), List.of())) {
        Rule rule = r.rule();
        errors.add(
            ErrorCodes.TYPE,
            r.module().pkg().location(),
            "package "
                + AstPrinter.print(other.pkg().path()).substring("data.".length())
                + " conflicts with rule "
                + AstPrinter.print(rule.head().ref())
                + " defined at "
                + rule.location().file()
                + ":"
                + rule.location().line());
      }
    }
  }
}
