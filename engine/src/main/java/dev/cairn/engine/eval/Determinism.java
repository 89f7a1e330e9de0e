package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.compiler.RuleTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Tells which expressions can have at most one solution: those that iterate nothing (no unbound
 * variable in a reference's path, no {@code some ... in}, no relation such as {@code walk}).
 * Such expressions are evaluated without nesting the rest of the body inside them, which keeps
 * the stack flat over long bodies.
 */
final class Determinism {
  /** Never deterministic. */
  private static final String[] NEVER = new String[0];

  private final Evaluator ev;

  Determinism(Evaluator ev) {
    this.ev = ev;
  }

  /** An expression's key variables (or NEVER) in the policy whose rules {@code tree} holds. */
  private record Analysis(RuleTree tree, String[] keyVars) {}

  boolean isDeterministic(Expr e, Bindings b) {
    RuleTree tree = ev.state.modules.rules();
    String[] vars;
    if (e.analysis() instanceof Analysis a && a.tree() == tree) {
      vars = a.keyVars();
    } else {
      vars = analyse(e);
      e.analysis(new Analysis(tree, vars));
    }
    if (vars == NEVER) {
      return false;
    }
    for (String v : vars) {
      if (!b.isBound(v)) {
        return false;
      }
    }
    return true;
  }

  private String[] analyse(Expr e) {
    if (e.negated()) {
      return new String[0];
    }
    Expr.ExprKind kind = e.kind();
    if (kind instanceof Expr.SomeIn) {
      return NEVER;
    }
    List<String> vars = new ArrayList<>();
    if (kind instanceof Expr.TermExpr te && !scan(te.term(), vars, false)) {
      return NEVER;
    }
    if (kind instanceof Expr.Every every && !scan(every.domain(), vars, false)) {
      return NEVER;
    }
    for (With w : e.withs()) {
      if (!scan(w.value(), vars, false)) {
        return NEVER;
      }
    }
    return vars.toArray(new String[0]);
  }

  /**
   * Collects variables in reference paths ({@code inPath}: the term is a path element); false
   * when the term may have several values whatever is bound.
   */
  private boolean scan(Term t, List<String> vars, boolean inPath) {
    if (t instanceof Var v) {
      if (inPath) {
        vars.add(v.name());
      }
      return true;
    }
    if (t instanceof Ref r) {
      return scan(r.head(), vars, false) && all(r.path(), vars, true);
    }
    if (t instanceof Call c) {
      CallEvaluator.Target target = ev.calls.target(c);
      boolean relation = target.builtin() != null && target.builtin().isRelation();
      return !relation && all(c.args(), vars, false);
    }
    if (t instanceof ArrayTerm a) {
      return all(a.items(), vars, inPath);
    }
    if (t instanceof SetTerm s) {
      return all(s.items(), vars, inPath);
    }
    if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry en : o.entries()) {
        if (!scan(en.key(), vars, inPath) || !scan(en.value(), vars, inPath)) {
          return false;
        }
      }
      return true;
    }
    // Scalars, and comprehensions, which collect their iterations into one value.
    return true;
  }

  private boolean all(List<Term> items, List<String> vars, boolean inPath) {
    for (Term x : items) {
      if (!scan(x, vars, inPath)) {
        return false;
      }
    }
    return true;
  }
}
