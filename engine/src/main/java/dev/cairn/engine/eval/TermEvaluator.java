package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Evaluates terms to values. A term may have no value (undefined), one, or several (a reference
 * with variables iterates), so each value is passed to a continuation.
 */
final class TermEvaluator {
  private final Evaluator ev;

  TermEvaluator(Evaluator ev) {
    this.ev = ev;
  }

  boolean eval(Term t, Bindings b, ValueCont k) {
    if (t instanceof Scalar s) {
      return k.accept(s.value());
    }
    if (t instanceof Var v) {
      Value x = var(v, b);
      return x != null && k.accept(x);
    }
    if (t instanceof Ref r) {
      return ev.refs.eval(r, b, k);
    }
    if (t instanceof Call c) {
      return ev.calls.eval(c, b, k);
    }
    if (t instanceof ArrayTerm a) {
      return array(a.items(), 0, new Value[a.items().size()], b, k);
    }
    if (t instanceof ObjectTerm o) {
      return object(o.entries(), 0, new LinkedHashMap<>(), b, k);
    }
    if (t instanceof SetTerm s) {
      return set(s.items(), 0, new LinkedHashSet<>(), b, k);
    }
    if (t instanceof ArrayComprehension c) {
      return ev.comprehensions.array(c, b, k);
    }
    if (t instanceof SetComprehension c) {
      return ev.comprehensions.set(c, b, k);
    }
    return ev.comprehensions.object((ObjectComprehension) t, b, k);
  }

  /**
   * The value of a literal or bound variable without building continuations, or null when the
   * term needs full evaluation (which also decides whether it is undefined).
   */
  static Value quick(Term t, Bindings b) {
    if (t instanceof Scalar s) {
      return s.value();
    }
    if (t instanceof Var v) {
      return b.get(v.name());
    }
    return null;
  }

  /** A variable's value: its binding, or the {@code input}/{@code data} document. */
  Value var(Var v, Bindings b) {
    Value x = b.get(v.name());
    if (x != null) {
      return x;
    }
    switch (v.name()) {
      case "input":
        return ev.state.input();
      case "data":
        return ev.refs.wholeData();
      default:
        throw Evaluator.internal("var " + v.name() + " is unsafe", v.location());
    }
  }

  /** The first value of {@code t}, or null; for listener events, which show plugged terms. */
  Value plug(Term t, Bindings b) {
    Value[] out = new Value[1];
    eval(
        t,
        b,
        v -> {
          out[0] = v;
          return true;
        });
    return out[0];
  }

  private boolean array(List<Term> items, int i, Value[] acc, Bindings b, ValueCont k) {
    if (i == items.size()) {
      return k.accept(ArrayValue.of(acc));
    }
    return eval(
        items.get(i),
        b,
        v -> {
          acc[i] = v;
          return array(items, i + 1, acc, b, k);
        });
  }

  private boolean set(List<Term> items, int i, LinkedHashSet<Value> acc, Bindings b, ValueCont k) {
    if (i == items.size()) {
      return k.accept(SetValue.of(acc));
    }
    return eval(
        items.get(i),
        b,
        v -> {
          boolean added = acc.add(v);
          boolean stop = set(items, i + 1, acc, b, k);
          if (added) {
            acc.remove(v);
          }
          return stop;
        });
  }

  private boolean object(
      List<ObjectTerm.Entry> entries, int i, LinkedHashMap<Value, Value> acc, Bindings b, ValueCont k) {
    if (i == entries.size()) {
      return k.accept(ObjectValue.of(acc));
    }
    ObjectTerm.Entry e = entries.get(i);
    return eval(
        e.key(),
        b,
        key ->
            eval(
                e.value(),
                b,
                v -> {
                  Value old = acc.put(key, v);
                  boolean stop = object(entries, i + 1, acc, b, k);
                  if (old == null) {
                    acc.remove(key);
                  } else {
                    acc.put(key, old);
                  }
                  return stop;
                }));
  }
}
