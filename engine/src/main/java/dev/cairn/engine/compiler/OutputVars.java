package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * The variables an expression binds when it runs with {@code safe} already bound (OPA's output
 * variables): variables in a ref's path once its head is known, either side of {@code =} and
 * {@code :=}, the extra output argument of a call, and {@code some ... in}'s key and value.
 * Negated expressions, and expressions whose {@code with} values are not yet safe, bind nothing.
 */
final class OutputVars {
  private final ToIntFunction<Ref> arity;

  /** {@code arity} gives a function's number of arguments by name, or -1 when unknown. */
  OutputVars(ToIntFunction<Ref> arity) {
    this.arity = arity;
  }

  Set<String> of(Expr e, Set<String> safe) {
    if (e.negated()) {
      return Set.of();
    }
    for (With w : e.withs()) {
      if (!Functions.namesBuiltin(w.value())
          && !safe.containsAll(VarCollector.of(w.value(), VarCollector.Mode.SAFETY))) {
        return Set.of();
      }
    }
    Expr.ExprKind k = e.kind();
    if (k instanceof Expr.TermExpr te) {
      Term t = te.term();
      if (t instanceof Call c && Functions.isUnification(c)) {
        return unification(c.args().get(0), c.args().get(1), safe);
      }
      if (t instanceof Call c) {
        return call(c, safe);
      }
      return refOutputs(List.of(t), safe);
    }
    if (k instanceof Expr.SomeIn si) {
      return someIn(si, safe);
    }
    if (k instanceof Expr.Every ev) {
      return refOutputs(List.of(ev.domain()), safe);
    }
    return Set.of();
  }

  private Set<String> unification(Term a, Term b, Set<String> safe) {
    Set<String> out = refOutputs(List.of(a, b), safe);
    Set<String> known = new HashSet<>(out);
    known.addAll(safe);
    out.addAll(SafetyUnifier.unify(known, a, b));
    out.removeAll(safe);
    return out;
  }

  /** {@code some k, v in xs} binds like {@code v = xs[k]} with k fresh. */
  private Set<String> someIn(Expr.SomeIn si, Set<String> safe) {
    Set<String> out = refOutputs(List.of(si.collection()), safe);
    Set<String> known = new HashSet<>(out);
    known.addAll(safe);
    if (!known.containsAll(VarCollector.of(si.collection(), VarCollector.Mode.SAFETY))) {
      return out;
    }
    if (si.key() != null) {
      out.addAll(VarCollector.of(si.key(), VarCollector.Mode.ALL));
    }
    out.addAll(VarCollector.of(si.value(), VarCollector.Mode.ALL));
    out.removeAll(safe);
    return out;
  }

  /** A call binds its output argument (one past its arity) once its inputs are safe. */
  private Set<String> call(Call c, Set<String> safe) {
    Set<String> out = refOutputs(c.args(), safe);
    int n = arity.applyAsInt(c.operator());
    if (n < 0 || n == Functions.VARIADIC || c.args().size() <= n) {
      return out;
    }
    Set<String> inputs = VarCollector.of(c.args().subList(0, n), VarCollector.Mode.CALL_OUTPUTS);
    inputs.removeAll(out);
    inputs.removeAll(safe);
    if (!inputs.isEmpty()) {
      return Set.of();
    }
    out.addAll(VarCollector.of(c.args().subList(n, c.args().size()), VarCollector.Mode.CALL_OUTPUTS));
    out.removeAll(safe);
    return out;
  }

  /** Variables in the paths of refs (outside closures) whose heads are safe. */
  static Set<String> refOutputs(List<Term> terms, Set<String> safe) {
    Set<String> out = new HashSet<>();
    new AstRewriter() {
      @Override
      Term ref(Ref r) {
        if (!headSafe(r, safe)) {
          return super.ref(r);
        }
        out.addAll(VarCollector.of(r, VarCollector.Mode.REF_OUTPUTS));
        return r;
      }

      @Override
      Term comprehension(Term t) {
        return t;
      }
    }.terms(terms);
    out.removeAll(safe);
    return out;
  }

  private static boolean headSafe(Ref r, Set<String> safe) {
    if (r.head() instanceof Var v) {
      return safe.contains(v.name());
    }
    return safe.containsAll(VarCollector.of(r.head(), VarCollector.Mode.SAFETY));
  }
}
