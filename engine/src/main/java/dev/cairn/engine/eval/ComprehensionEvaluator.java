package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Array, set and object comprehensions: every solution of the body contributes its head. The body
 * runs in the enclosing bindings (the compiler renamed its local variables apart).
 */
final class ComprehensionEvaluator {
  private final Evaluator ev;

  ComprehensionEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean array(ArrayComprehension c, Bindings b, ValueCont k) {
    List<Value> out = new ArrayList<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.head(), b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }));
    return k.accept(ArrayValue.of(out));
  }

  boolean set(SetComprehension c, Bindings b, ValueCont k) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.head(), b, v -> {
      out.add(v);
      yielded(v);
      return false;
    }));
    return k.accept(SetValue.wrap(out));
  }

  boolean object(ObjectComprehension c, Bindings b, ValueCont k) {
    LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
    collect(c.body(), c.location(), b, () -> ev.terms.eval(c.key(), b, key -> ev.terms.eval(c.value(), b, v -> {
      Value old = out.putIfAbsent(key, v);
      if (old != null && !old.equals(v)) {
        throw Evaluator.conflict("object keys must be unique", c.location());
      }
      if (ev.listener != null) {
        yielded(ArrayValue.of(key, v));
      }
      return false;
    })));
    return k.accept(ObjectValue.wrap(out));
  }

  private void collect(Body body, Location loc, Bindings b, Cont onSolution) {
    EvalListener l = ev.listener;
    if (l == null) {
      ev.bodies.eval(body, b, onSolution);
      return;
    }
    l.enter(EvalListener.Scope.COMPREHENSION, null, loc);
    boolean[] found = {false};
    ev.bodies.eval(body, b, () -> {
      found[0] = true;
      return onSolution.run();
    });
    l.exit(EvalListener.Scope.COMPREHENSION, found[0]);
  }

  private void yielded(Value v) {
    if (ev.listener != null) {
      ev.listener.yield(EvalListener.Scope.COMPREHENSION, v);
    }
  }
}
