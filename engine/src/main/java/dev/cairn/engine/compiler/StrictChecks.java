package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.RegoVersion;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * OPA's strict mode over compiled modules, for callers that ask for it (conftest's and {@code opa
 * check}'s {@code --strict}): unused imports; for v0 modules, duplicate imports and rules or
 * variables named {@code input} or {@code data} (v1 modules are always held to these); variables
 * assigned with {@code :=} and never used, in rule bodies, comprehensions and {@code every};
 * function arguments no definition uses; deprecated built-ins. As OPA's compiler, the checks run
 * in its stage order and stop after the first that finds errors. Variables the compiler renamed
 * (wildcards, shadowing declarations) are not checked.
 */
public final class StrictChecks {
  private StrictChecks() {}

  /** Every strict-mode error of the first stage that has any, by location; empty when the modules pass. */
  public static List<RegoError> check(CompiledModules modules) {
    CompileErrors errors = new CompileErrors();
    UnusedImports.check(modules.modules(), errors);
    if (errors.isEmpty()) {
      for (Module m : modules.modules()) {
        if (m.version() != RegoVersion.V1) {
          RegoV1Checker.checkNames(m, errors);
        }
      }
    }
    if (errors.isEmpty()) {
      for (Module m : modules.modules()) {
        for (Rule first : m.rules()) {
          unusedArguments(first, errors);
          for (Rule r = first; r != null; r = r.elseRule()) {
            unusedAssignments(r, errors);
          }
        }
      }
    }
    if (errors.isEmpty()) {
      for (Call c : BuiltinCalls.in(modules)) {
        if (RegoV1Checker.DEPRECATED.contains(c.name())) {
          errors.add(ErrorCodes.TYPE, c.location(), "deprecated built-in function calls in expression: " + c.name());
        }
      }
    }
    return errors.sorted();
  }

  /** {@code x := e} in any body of the rule (comprehensions and {@code every} too) with {@code x} used nowhere else. */
  private static void unusedAssignments(Rule r, CompileErrors errors) {
    Map<String, Integer> uses = VarCounter.in(r);
    new AstRewriter() {
      @Override
      Body body(Body b) {
        for (Expr e : b.exprs()) {
          if (e.kind() instanceof Expr.TermExpr te && te.term() instanceof Call c && Functions.calls(c, Operators.ASSIGN)
              && c.args().get(0) instanceof Var v && !v.name().startsWith("$") && uses.getOrDefault(v.name(), 0) == 1) {
            errors.add(ErrorCodes.COMPILE, e.location(), "assigned var " + v.name() + " unused");
          }
        }
        return super.body(b);
      }
    }.visit(r);
  }

  /** An argument is used when any definition of the function (else branches too) mentions it beyond its head. */
  private static void unusedArguments(Rule first, CompileErrors errors) {
    if (!first.head().isFunction()) {
      return;
    }
    Map<String, Integer> uses = new HashMap<>();
    int parts = 0;
    for (Rule r = first; r != null; r = r.elseRule()) {
      VarCounter.in(r).forEach((k, n) -> uses.merge(k, n, Integer::sum));
      parts++;
    }
    for (Term arg : first.head().args()) {
      if (arg instanceof Var v && !v.name().startsWith("$") && uses.getOrDefault(v.name(), 0) <= parts) {
        errors.add(ErrorCodes.COMPILE, v.location(), "unused argument " + v.name() + ". (hint: use _ (wildcard variable) instead)");
      }
    }
  }

  /** How often each variable occurs in a rule's head and body. */
  private static final class VarCounter extends AstRewriter {
    private final Map<String, Integer> counts = new HashMap<>();

    static Map<String, Integer> in(Rule r) {
      VarCounter c = new VarCounter();
      c.visit(r);
      return c.counts;
    }

    @Override
    Term var(Var v) {
      counts.merge(v.name(), 1, Integer::sum);
      return v;
    }
  }
}
