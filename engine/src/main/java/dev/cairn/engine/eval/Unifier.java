package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Unification of terms: binds unbound variables, on either side and inside array and object
 * patterns, and otherwise compares values. A side that is not a pattern is evaluated (possibly
 * to several values, each tried in turn).
 */
final class Unifier {
  private final Evaluator ev;

  Unifier(Evaluator ev) {
    this.ev = ev;
  }

  /** True when {@code t} has an unbound variable outside references and calls. */
  boolean isPattern(Term t, Bindings b) {
    if (t instanceof Var v) {
      return isUnbound(v, b);
    }
    if (t instanceof ArrayTerm a) {
      for (Term x : a.items()) {
        if (isPattern(x, b)) {
          return true;
        }
      }
      return false;
    }
    if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        if (isPattern(e.value(), b)) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean isUnbound(Var v, Bindings b) {
    String n = v.name();
    return !b.isBound(n) && !n.equals("input") && !n.equals("data");
  }

  boolean unify(Term a, Term c, Bindings b, Cont k) {
    if (bindsOwnVars(c, b)) {
      return bindThroughRefs(c, b, () -> unify(a, c, b, k));
    }
    if (bindsOwnVars(a, b)) {
      return bindThroughRefs(a, b, () -> unify(a, c, b, k));
    }
    boolean pa = isPattern(a, b);
    boolean pc = isPattern(c, b);
    if (pa && pc) {
      List<Term[]> pairs = new ArrayList<>();
      if (!pairUp(a, c, b, pairs)) {
        return false;
      }
      return all(pairs, b, k);
    }
    if (pa) {
      return ev.terms.eval(c, b, v -> unifyValue(a, v, b, k));
    }
    if (pc) {
      return ev.terms.eval(a, b, v -> unifyValue(c, v, b, k));
    }
    Value qa = TermEvaluator.quick(a, b);
    if (qa != null) {
      return ev.terms.eval(c, b, vc -> qa.equals(vc) && k.run());
    }
    return ev.terms.eval(a, b, va -> ev.terms.eval(c, b, vc -> va.equals(vc) && k.run()));
  }

  /**
   * As {@link #unify}, also telling the listener both sides' values. Each side that is not a
   * pattern is evaluated once and its value reported as it is, so a tracer sees the very objects
   * the unification used (re-evaluating it would repeat calls and make new objects).
   */
  boolean unifyTraced(Term a, Term c, Bindings b, Location loc, Cont k) {
    if (bindsOwnVars(c, b)) {
      return bindThroughRefs(c, b, () -> unifyTraced(a, c, b, loc, k));
    }
    if (bindsOwnVars(a, b)) {
      return bindThroughRefs(a, b, () -> unifyTraced(a, c, b, loc, k));
    }
    EvalListener l = ev.listener;
    boolean pa = isPattern(a, b);
    boolean pc = isPattern(c, b);
    if (pa && pc) {
      return unify(a, c, b, () -> {
        l.unify(ev.terms.plug(a, b), ev.terms.plug(c, b), loc);
        return k.run();
      });
    }
    if (pa) {
      boolean binds = a instanceof Var; // an unbound variable: bound to the very value
      return ev.terms.eval(c, b, v -> unifyValue(a, v, b, () -> {
        l.unify(binds ? v : ev.terms.plug(a, b), v, loc);
        return k.run();
      }));
    }
    if (pc) {
      boolean binds = c instanceof Var;
      return ev.terms.eval(a, b, v -> unifyValue(c, v, b, () -> {
        l.unify(v, binds ? v : ev.terms.plug(c, b), loc);
        return k.run();
      }));
    }
    return ev.terms.eval(a, b, va -> ev.terms.eval(c, b, vc -> {
      l.unify(va, vc, loc);
      return va.equals(vc) && k.run();
    }));
  }

  /**
   * Whether a composite term is a pattern only because of variables that its own references or
   * calls bind as they iterate: {@code [input.xs[n].name, n]}, {@code {f(input.xs[n]): n}}. OPA
   * evaluates such a term, iterating the references first; as a pattern it would match nothing.
   */
  boolean bindsOwnVars(Term t, Bindings b) {
    if (!(t instanceof ArrayTerm || t instanceof ObjectTerm) || !holdsRefOrCall(t) || !isPattern(t, b)) {
      return false;
    }
    List<String> bare = new ArrayList<>();
    List<String> inRefs = new ArrayList<>();
    collectVars(t, b, bare, inRefs, false);
    for (String v : bare) {
      if (inRefs.contains(v)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a composite holds a reference or a call (no allocation: checked on every unification). */
  private static boolean holdsRefOrCall(Term t) {
    if (t instanceof dev.cairn.engine.ast.Ref || t instanceof dev.cairn.engine.ast.Call) {
      return true;
    }
    if (t instanceof ArrayTerm a) {
      for (Term x : a.items()) {
        if (holdsRefOrCall(x)) {
          return true;
        }
      }
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        if (holdsRefOrCall(e.key()) || holdsRefOrCall(e.value())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Unbound variables of {@code t}: bare ones (outside references and calls) and the others. */
  private static void collectVars(Term t, Bindings b, List<String> bare, List<String> inRefs, boolean inside) {
    if (t instanceof Var v) {
      if (isUnbound(v, b)) {
        (inside ? inRefs : bare).add(v.name());
      }
    } else if (t instanceof ArrayTerm a) {
      for (Term x : a.items()) {
        collectVars(x, b, bare, inRefs, inside);
      }
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        collectVars(e.key(), b, bare, inRefs, inside);
        collectVars(e.value(), b, bare, inRefs, inside);
      }
    } else if (t instanceof dev.cairn.engine.ast.Ref r) {
      collectVars(r.head(), b, bare, inRefs, true);
      for (Term x : r.path()) {
        collectVars(x, b, bare, inRefs, true);
      }
    } else if (t instanceof dev.cairn.engine.ast.Call c) {
      for (Term x : c.args()) {
        collectVars(x, b, bare, inRefs, true);
      }
    }
  }

  /**
   * Iterates the references and calls of {@code t} that hold unbound variables, in order, which
   * binds those variables, and runs {@code k} for each combination.
   */
  private boolean bindThroughRefs(Term t, Bindings b, Cont k) {
    List<Term> generators = new ArrayList<>();
    collectGenerators(t, b, generators);
    return generate(generators, 0, b, k);
  }

  private boolean generate(List<Term> generators, int i, Bindings b, Cont k) {
    if (i == generators.size()) {
      return k.run();
    }
    return ev.terms.eval(generators.get(i), b, v -> generate(generators, i + 1, b, k));
  }

  private static void collectGenerators(Term t, Bindings b, List<Term> out) {
    if (t instanceof ArrayTerm a) {
      for (Term x : a.items()) {
        collectGenerators(x, b, out);
      }
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        collectGenerators(e.key(), b, out);
        collectGenerators(e.value(), b, out);
      }
    } else if (t instanceof dev.cairn.engine.ast.Ref || t instanceof dev.cairn.engine.ast.Call) {
      List<String> bare = new ArrayList<>();
      List<String> inRefs = new ArrayList<>();
      collectVars(t, b, bare, inRefs, false);
      if (!inRefs.isEmpty()) {
        out.add(t);
      }
    }
  }

  /** Splits two patterns of the same shape into pairs of terms to unify. */
  private boolean pairUp(Term a, Term c, Bindings b, List<Term[]> out) {
    if (a instanceof ArrayTerm x && c instanceof ArrayTerm y) {
      if (x.items().size() != y.items().size()) {
        return false;
      }
      for (int i = 0; i < x.items().size(); i++) {
        out.add(new Term[] {x.items().get(i), y.items().get(i)});
      }
      return true;
    }
    if (a instanceof ObjectTerm x && c instanceof ObjectTerm y) {
      if (x.entries().size() != y.entries().size()) {
        return false;
      }
      List<Value> keys = new ArrayList<>();
      for (ObjectTerm.Entry e : y.entries()) {
        keys.add(ev.terms.plug(e.key(), b));
      }
      for (ObjectTerm.Entry e : x.entries()) {
        int j = keys.indexOf(ev.terms.plug(e.key(), b));
        if (j < 0) {
          return false;
        }
        out.add(new Term[] {e.value(), y.entries().get(j).value()});
      }
      return true;
    }
    // An unbound variable against a pattern with unbound variables: nothing to bind it to.
    return false;
  }

  /**
   * Unifies pairs in order, postponing pairs of an unbound variable and another pattern until
   * other pairs bind something; such pairs left at the end only succeed when both sides are the
   * same variable.
   */
  private boolean all(List<Term[]> pairs, Bindings b, Cont k) {
    for (int i = 0; i < pairs.size(); i++) {
      Term[] p = pairs.get(i);
      if (waits(p, b)) {
        continue;
      }
      List<Term[]> rest = new ArrayList<>(pairs);
      rest.remove(i);
      return unify(p[0], p[1], b, () -> all(rest, b, k));
    }
    for (Term[] p : pairs) {
      if (!(p[0] instanceof Var x && p[1] instanceof Var y && x.name().equals(y.name()))) {
        return false;
      }
    }
    return k.run();
  }

  /** A pair that cannot bind anything yet: an unbound variable against another pattern. */
  private boolean waits(Term[] p, Bindings b) {
    boolean bareVar = p[0] instanceof Var || p[1] instanceof Var;
    return bareVar && isPattern(p[0], b) && isPattern(p[1], b);
  }

  /** Matches a pattern (or any term) against a value. */
  boolean unifyValue(Term pattern, Value v, Bindings b, Cont k) {
    if (pattern instanceof Var x && isUnbound(x, b)) {
      return bind(x, v, b, k);
    }
    if (pattern instanceof ArrayTerm a && isPattern(a, b)) {
      if (!(v instanceof ArrayValue arr) || arr.size() != a.items().size()) {
        return false;
      }
      return items(a.items(), arr, 0, b, k);
    }
    if (pattern instanceof ObjectTerm o && isPattern(o, b)) {
      if (!(v instanceof ObjectValue obj) || obj.size() != o.entries().size()) {
        return false;
      }
      return entries(o.entries(), obj, 0, b, k);
    }
    return ev.terms.eval(pattern, b, pv -> pv.equals(v) && k.run());
  }

  private static boolean bind(Var x, Value v, Bindings b, Cont k) {
    int m = b.mark();
    b.bind(x.name(), v);
    boolean stop = k.run();
    b.undo(m);
    return stop;
  }

  private boolean items(List<Term> items, ArrayValue arr, int i, Bindings b, Cont k) {
    if (i == items.size()) {
      return k.run();
    }
    return unifyValue(items.get(i), arr.get(i), b, () -> items(items, arr, i + 1, b, k));
  }

  private boolean entries(List<ObjectTerm.Entry> es, ObjectValue obj, int i, Bindings b, Cont k) {
    if (i == es.size()) {
      return k.run();
    }
    ObjectTerm.Entry e = es.get(i);
    return ev.terms.eval(
        e.key(),
        b,
        key -> {
          Value v = obj.get(key);
          return v != null && unifyValue(e.value(), v, b, () -> entries(es, obj, i + 1, b, k));
        });
  }

  /**
   * {@code some k, v in coll}: unifies key (index, object key, or the element for sets; may be
   * null) and value patterns with each element in turn.
   */
  boolean iterate(Value coll, Term key, Term value, Bindings b, Expr e, Cont k) {
    Cont done =
        () -> {
          ev.lastExprValue = BooleanValue.TRUE;
          return k.run();
        };
    Elements.Visitor each = (kv, v) -> element(kv, v, key, value, b, e, done);
    // A replayed derivation (see Witness) takes only the element its iteration chose.
    if (key instanceof Var kv && isUnbound(kv, b)) {
      Value chosen = b.chosen(kv.name());
      if (chosen != null) {
        return Elements.forChosen(coll, chosen, ev, each);
      }
    } else if (key == null && b.replaying()) {
      Value chosen = chosenValue(value, b);
      if (chosen != null) {
        return Elements.forChosenValue(coll, chosen, ev, each);
      }
    }
    return Elements.forEach(coll, ev, each);
  }

  /**
   * The element a replayed derivation's {@code some x in xs} (or {@code some [a, b] in xs})
   * chose: the pattern with its unbound variables replaced by the values chosen for them; null
   * when not replaying or when some part is unknown.
   */
  private static Value chosenValue(Term pattern, Bindings b) {
    if (pattern instanceof Var v) {
      return isUnbound(v, b) ? b.chosen(v.name()) : b.get(v.name());
    }
    if (pattern instanceof Scalar s) {
      return s.value();
    }
    if (pattern instanceof ArrayTerm a && !a.items().isEmpty()) {
      Value first = chosenValue(a.items().get(0), b);
      if (first == null) {
        return null;
      }
      Value[] items = new Value[a.items().size()];
      items[0] = first;
      for (int i = 1; i < items.length; i++) {
        items[i] = chosenValue(a.items().get(i), b);
        if (items[i] == null) {
          return null;
        }
      }
      return ArrayValue.of(items);
    }
    return null;
  }

  private boolean element(Value k, Value v, Term key, Term value, Bindings b, Expr e, Cont next) {
    Cont matchValue =
        () -> {
          boolean binds = value instanceof Var x && isUnbound(x, b);
          return unifyValue(
              value,
              v,
              b,
              () -> {
                if (ev.listener != null) {
                  ev.listener.unify(binds ? v : ev.terms.plug(value, b), v, e.location());
                }
                return next.run();
              });
        };
    return key == null ? matchValue.run() : unifyValue(key, k, b, matchValue);
  }
}
