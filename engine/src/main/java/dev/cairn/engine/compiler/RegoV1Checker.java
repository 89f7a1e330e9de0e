package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.RegoVersion;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The checks OPA 1.x makes on v1 modules only (strict mode for v0): no duplicate import names, no
 * rule or local variable named after a root document, no deprecated built-ins.
 */
final class RegoV1Checker {
  private static final Set<String> ROOTS = Set.of("input", "data");
  /** OPA's deprecated built-ins, rejected in v1 modules and in strict mode. */
  static final Set<String> DEPRECATED =
      Set.of(
          "any", "all", "re_match", "net.cidr_overlap", "set_diff", "cast_array", "cast_set",
          "cast_string", "cast_boolean", "cast_null", "cast_object");

  private RegoV1Checker() {}

  /** Imports, rule names and assignments of a v1 module. */
  static void checkModule(Module m, CompileErrors errors) {
    if (m.version() == RegoVersion.V1) {
      checkNames(m, errors);
    }
  }

  /** No duplicate import names, no rule or assigned variable named {@code input} or {@code data}: for any module. */
  static void checkNames(Module m, CompileErrors errors) {
    Map<String, Import> seen = new HashMap<>();
    for (Import imp : m.imports()) {
      String name = RefResolver.importName(imp);
      Import before = name == null ? null : seen.putIfAbsent(name, imp);
      if (before != null) {
        errors.add(ErrorCodes.COMPILE, imp.location(), "import must not shadow " + describe(before));
      }
    }
    for (Rule r : m.rules()) {
      String name = r.head().ref().headName();
      if (ROOTS.contains(name)) {
        errors.add(ErrorCodes.COMPILE, r.location(), "rules must not shadow " + name + " (use a different rule name)");
      }
      for (Rule part = r; part != null; part = part.elseRule()) {
        assignments(errors).visit(part);
      }
    }
  }

  /** Calls to deprecated built-ins in a v1 module's rule. */
  static void checkDeprecated(Module m, Rule rule, CompileErrors errors) {
    if (m.version() != RegoVersion.V1) {
      return;
    }
    new AstRewriter() {
      @Override
      Term call(Call c) {
        if (DEPRECATED.contains(c.name())) {
          errors.add(ErrorCodes.TYPE, c.location(), "deprecated built-in function calls in expression: " + c.name());
        }
        return super.call(c);
      }
    }.visit(rule);
  }

  private static AstRewriter assignments(CompileErrors errors) {
    return new AstRewriter() {
      @Override
      Expr expr(Expr e) {
        if (e.kind() instanceof Expr.TermExpr te
            && te.term() instanceof Call c
            && Functions.isAssignment(c)) {
          String name = rootName(c.args().get(0));
          if (name != null) {
            errors.add(
                ErrorCodes.COMPILE, e.location(), "variables must not shadow " + name + " (use a different variable name)");
          }
        }
        return super.expr(e);
      }
    };
  }

  private static String rootName(Term t) {
    String name = t instanceof Var v ? v.name() : null;
    if (t instanceof Ref r && r.path().isEmpty()) {
      name = r.headName();
    }
    return name != null && ROOTS.contains(name) ? name : null;
  }

  /** An import as written: {@code import data.x.y as z}. */
  static String describe(Import imp) {
    String s = "import " + AstPrinter.print(imp.path());
    return imp.alias() == null ? s : s + " as " + imp.alias();
  }
}
