package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;

/**
 * Checks on rule heads OPA makes before compiling bodies: a default value must be ground, and a
 * function argument may not be named after a root document.
 */
final class RuleHeadChecker {
  private RuleHeadChecker() {}

  static void check(Rule r, CompileErrors errors) {
    if (r.isDefault() && r.head().value() != null) {
      if (!VarCollector.of(r.head().value(), VarCollector.Mode.SAFETY).isEmpty()) {
        errors.add(
            ErrorCodes.PARSE,
            r.head().value().location(),
            "illegal default rule (value cannot contain var)");
      }
    }
    if (r.head().isFunction()) {
      for (Term arg : r.head().args()) {
        String name = arg instanceof Ref ref && ref.path().isEmpty() ? ref.headName() : null;
        name = arg instanceof Var v ? v.name() : name;
        if ("input".equals(name) || "data".equals(name)) {
          errors.add(
              ErrorCodes.COMPILE, r.location(), "args must not shadow " + name + " (use a different variable name)");
        }
      }
    }
  }
}
