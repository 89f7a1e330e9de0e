package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;

/**
 * {@code every k, v in domain { body }}: true when the body holds for every element, also for an
 * empty domain; an undefined domain makes it false, and so does one that is not a collection
 * (a string, number, boolean or null), as in OPA.
 */
final class EveryEvaluator {
  private final Evaluator ev;

  EveryEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean eval(Expr.Every every, Expr e, Bindings b, Cont k) {
    return ev.terms.eval(every.domain(), b, domain -> {
      if (!isCollection(domain) || !holds(every, e, domain, b)) {
        return false;
      }
      ev.lastExprValue = BooleanValue.TRUE;
      return k.run();
    });
  }

  private static boolean isCollection(Value v) {
    return v instanceof ArrayValue || v instanceof ObjectValue || v instanceof SetValue;
  }

  private boolean holds(Expr.Every every, Expr e, Value domain, Bindings b) {
    EvalListener l = ev.listener;
    if (l != null) {
      // The domain existing is part of why `every` holds, even when it is empty.
      l.term(domain, e.location());
      l.enter(EvalListener.Scope.EVERY, null, e.location());
    }
    // forEach stops at the first element whose body fails, reporting that as "stopped".
    boolean failed = Elements.forEach(domain, ev, (key, value) -> {
      int m = b.mark();
      if (every.key() != null) {
        b.bind(every.key().name(), key);
      }
      b.bind(every.value().name(), value);
      boolean[] ok = {false};
      ev.bodies.eval(every.body(), b, () -> {
        ok[0] = true;
        return true;
      });
      b.undo(m);
      if (ok[0] && l != null) {
        l.yield(EvalListener.Scope.EVERY, value);
      }
      return !ok[0];
    });
    if (l != null) {
      l.exit(EvalListener.Scope.EVERY, !failed);
    }
    return !failed;
  }
}
