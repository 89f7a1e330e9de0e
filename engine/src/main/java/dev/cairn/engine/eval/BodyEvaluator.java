package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.value.BooleanValue;
import java.util.List;

/** Evaluates bodies expression by expression: terms, unification, {@code not}, {@code some ... in}. */
final class BodyEvaluator {
  private final Evaluator ev;
  private final Determinism determinism;

  BodyEvaluator(Evaluator ev) {
    this.ev = ev;
    this.determinism = new Determinism(ev);
  }

  boolean eval(Body body, Bindings b, Cont k) {
    return exprs(body.exprs(), 0, b, k);
  }

  /**
   * Expressions from {@code i} on. Leading deterministic expressions run one after another in a
   * loop, keeping their bindings (undone on return); only an expression that may have several
   * solutions nests the rest of the body in its continuation. So long bodies do not deepen the
   * stack.
   */
  private boolean exprs(List<Expr> es, int i, Bindings b, Cont k) {
    int mark = b.mark();
    int n = es.size();
    while (i < n && determinism.isDeterministic(es.get(i), b)) {
      if (!direct(es.get(i), b)) {
        b.undo(mark);
        return false;
      }
      i++;
    }
    boolean stop;
    if (i == n) {
      ev.state.step(); // each solution counts, so one long iteration still meets the deadline
      stop = k.run();
    } else {
      int next = i + 1;
      stop = expr(es.get(i), b, () -> exprs(es, next, b, k));
    }
    b.undo(mark);
    return stop;
  }

  /** Runs an expression with at most one solution; on success its bindings stay in place. */
  private boolean direct(Expr e, Bindings b) {
    boolean solved;
    try {
      expr(e, b, b::keepFromHere);
    } finally {
      solved = b.stopKeeping();
    }
    return solved;
  }

  /** One expression, with its {@code with} modifiers. */
  boolean expr(Expr e, Bindings b, Cont k) {
    ev.state.step();
    if (!e.withs().isEmpty()) {
      return ev.withs.eval(e, b, k);
    }
    return withoutWith(e, b, k);
  }

  /** One expression, ignoring its {@code with} modifiers (already applied). */
  boolean withoutWith(Expr e, Bindings b, Cont k) {
    return e.negated() ? negation(e, b, k) : positive(e, b, k);
  }

  private boolean negation(Expr e, Bindings b, Cont k) {
    EvalListener l = ev.listener;
    if (l != null) {
      l.enter(EvalListener.Scope.NEGATION, null, e.location());
    }
    boolean[] found = {false};
    ev.negations++;
    try {
      positive(
          e,
          b,
          () -> {
            found[0] = true;
            return true;
          });
    } finally {
      ev.negations--;
    }
    if (l != null) {
      l.exit(EvalListener.Scope.NEGATION, found[0]);
    }
    if (found[0]) {
      return false;
    }
    ev.lastExprValue = BooleanValue.TRUE;
    return k.run();
  }

  private boolean positive(Expr e, Bindings b, Cont k) {
    Expr.ExprKind kind = e.kind();
    if (kind instanceof Expr.TermExpr te) {
      return term(te.term(), e, b, k);
    }
    if (kind instanceof Expr.SomeIn si) {
      return ev.terms.eval(
          si.collection(), b, coll -> ev.unifier.iterate(coll, si.key(), si.value(), b, e, k));
    }
    if (kind instanceof Expr.Every every) {
      return ev.every.eval(every, e, b, k);
    }
    ev.lastExprValue = BooleanValue.TRUE; // some x, y: a declaration only
    return k.run();
  }

  private boolean term(Term t, Expr e, Bindings b, Cont k) {
    if (t instanceof Call c && c.operator().path().isEmpty()) {
      String op = c.operator().headName();
      if ((Operators.EQ.equals(op) || Operators.ASSIGN.equals(op)) && c.args().size() == 2) {
        Cont unified =
            () -> {
              ev.lastExprValue = BooleanValue.TRUE;
              return k.run();
            };
        if (ev.listener != null) {
          return ev.unifier.unifyTraced(c.args().get(0), c.args().get(1), b, e.location(), unified);
        }
        return ev.unifier.unify(c.args().get(0), c.args().get(1), b, unified);
      }
    }
    ValueCont truthy =
        v -> {
          if (ev.listener != null) {
            ev.listener.term(v, e.location());
          }
          if (v.isFalse()) {
            return false;
          }
          ev.lastExprValue = v;
          return k.run();
        };
    if (t instanceof Call c) {
      return ev.calls.evalExpr(c, b, truthy);
    }
    return ev.terms.eval(t, b, truthy);
  }
}
