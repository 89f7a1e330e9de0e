package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import java.util.List;

/**
 * Checks {@code with} targets as OPA does: a target must be under {@code input} or {@code data}, or
 * name a function; it may not replace part of a rule's value, nor unification or internal
 * built-ins.
 */
final class WithChecker extends AstRewriter {
  private final RuleTree rules;
  private final CompileErrors errors;

  WithChecker(RuleTree rules, CompileErrors errors) {
    this.rules = rules;
    this.errors = errors;
  }

  @Override
  List<With> withs(List<With> ws) {
    for (With w : ws) {
      check(w.target());
      term(w.value());
    }
    return ws;
  }

  private void check(Ref target) {
    String root = target.headName();
    if ("input".equals(root)) {
      return;
    }
    if ("data".equals(root)) {
      checkDataTarget(target);
      return;
    }
    String name = AstPrinter.refName(target);
    if (Functions.isBuiltin(name)) {
      checkBuiltinTarget(name, target);
      return;
    }
    errors.add(
        ErrorCodes.TYPE, target.location(), "with keyword target must reference existing input, data, or a function");
  }

  /** Replacing a document below a rule would replace part of that rule's value. */
  private void checkDataTarget(Ref target) {
    RuleTree.Node node = rules.root();
    List<Term> path = target.path();
    for (int i = 0; i < path.size() - 1; i++) {
      if (!(path.get(i) instanceof Scalar s) || (node = node.child(s.value())) == null) {
        return;
      }
      if (!node.rules().isEmpty() || node.defaultRule() != null) {
        errors.add(
            ErrorCodes.COMPILE, target.location(), "with keyword cannot partially replace virtual document(s)");
        return;
      }
    }
  }

  private void checkBuiltinTarget(String name, Ref target) {
    String invalid = "with keyword replacing built-in function: ";
    if (name.equals(Operators.EQ) || name.equals("rego.metadata.chain") || name.equals("rego.metadata.rule")) {
      errors.add(ErrorCodes.COMPILE, target.location(), invalid + "replacement of \"" + name + "\" invalid");
    } else if (name.startsWith("internal.")) {
      errors.add(
          ErrorCodes.COMPILE, target.location(), invalid + "replacement of internal function \"" + name + "\" invalid");
    } else {
      Builtin b = CompileScope.lookup(name);
      if (b != null && b.isRelation()) {
        errors.add(ErrorCodes.COMPILE, target.location(), invalid + "target must not be a relation");
      }
    }
  }
}
