package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Part of OPA's strict mode, over compiled modules, for callers that ask for it (conftest's
 * {@code --strict}): variables assigned with {@code :=} and never used, function arguments no
 * definition uses, and deprecated built-ins. Variables the compiler renamed (wildcards,
 * shadowing declarations) are not checked.
 */
public final class StrictChecks {
  private static final Set<String> DEPRECATED = Set.of(
      "any", "all", "re_match", "net.cidr_overlap", "set_diff", "cast_array", "cast_set", "cast_string",
      "cast_boolean", "cast_null", "cast_object");

  private StrictChecks() {}

  public static List<RegoError> check(CompiledModules modules) {
    List<RegoError> errors = new ArrayList<>();
    for (Module m : modules.modules()) {
      for (Rule first : m.rules()) {
        unusedArguments(first, errors);
        for (Rule r = first; r != null; r = r.elseRule()) {
          unusedAssignments(r, errors);
        }
      }
    }
    for (Call c : BuiltinCalls.in(modules)) {
      if (DEPRECATED.contains(c.name())) {
        errors.add(new RegoError(ErrorCodes.TYPE, "deprecated built-in function calls in expression: " + c.name(), c.location()));
      }
    }
    return errors;
  }

  private static void unusedAssignments(Rule r, List<RegoError> errors) {
    Map<String, Integer> uses = VarCounter.in(r);
    if (r.body() == null) {
      return;
    }
    for (Expr e : r.body().exprs()) {
      if (e.kind() instanceof Expr.TermExpr te && te.term() instanceof Call c && Functions.calls(c, Operators.ASSIGN)
          && c.args().get(0) instanceof Var v && !v.name().startsWith("$") && uses.getOrDefault(v.name(), 0) == 1) {
        errors.add(new RegoError(ErrorCodes.COMPILE, "assigned var " + v.name() + " unused", e.location()));
      }
    }
  }

  /** An argument is used when any definition of the function (else branches too) mentions it beyond its head. */
  private static void unusedArguments(Rule first, List<RegoError> errors) {
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
        errors.add(new RegoError(
            ErrorCodes.COMPILE, "unused argument " + v.name() + ". (hint: use _ (wildcard variable) instead)", v.location()));
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
