package dev.cairn.engine.eval;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Set;

/**
 * Iteration over a collection as a choice point: each element (index or key, value; for sets the
 * element twice) is one alternative, with the listener's checkpoint restored between them.
 * Objects and sets iterate in value order, as OPA's do, so results built by iteration (arrays
 * from comprehensions) come out in OPA's order.
 */
final class Elements {
  /** One alternative; returns true to stop. */
  @FunctionalInterface
  interface Visitor {
    boolean visit(Value key, Value value);
  }

  private Elements() {}

  /**
   * Iterates at an iteration site ({@code site}, a syntax node; null where every alternative must
   * run, as for {@code every}'s domain), recording or skipping alternatives as the evaluation asks
   * (see {@link ChoiceRecord}).
   */
  static boolean forEach(Value coll, Evaluator ev, Object site, Visitor f) {
    Evaluation state = ev.state;
    if (site != null && state.recording != null) {
      ChoiceRecord record = state.recording;
      int depth = state.depth();
      List<Value> context = state.callContext();
      return forEach(coll, ev.listener, null, (key, value) -> {
        long before = state.solutionsAt(depth);
        boolean stop = f.visit(key, value);
        if (state.solutionsAt(depth) != before) {
          record.add(site, context, key);
        }
        return stop;
      });
    }
    if (site != null && state.skipping != null && ev.listener.dropsFailures()) {
      Set<Value> succeeded = state.skipping.succeeded(site, state.callContext());
      if (succeeded == null) {
        return false;
      }
      if (succeeded.size() * 4 < size(coll)) {
        return lookups(coll, ev.listener, state.skipping.inOrder(succeeded), f);
      }
      return forEach(coll, ev.listener, succeeded, f);
    }
    return forEach(coll, ev.listener, null, f);
  }

  private static int size(Value coll) {
    if (coll instanceof ArrayValue a) {
      return a.size();
    }
    if (coll instanceof ObjectValue o) {
      return o.size();
    }
    return coll instanceof SetValue s ? s.size() : 0;
  }

  /**
   * Only the elements at {@code keys} (in iteration order), each found by its position in the
   * collection's own order rather than by scanning it; absent ones are no alternative. The key
   * visited is the collection's own object, as a full iteration would visit, since a tracer tells
   * computed values apart by identity.
   */
  private static boolean lookups(Value coll, EvalListener l, Value[] keys, Visitor f) {
    int cp = l.checkpoint();
    boolean first = true;
    for (Value wanted : keys) {
      Value key;
      Value v;
      if (coll instanceof ArrayValue) {
        key = wanted;
        v = lookup(coll, wanted);
      } else {
        if (coll instanceof ObjectValue o) {
          int at = o.sortedIndexOf(wanted);
          key = at < 0 ? null : o.sortedKeys().get(at);
          v = at < 0 ? null : o.sortedValues().get(at);
        } else {
          SetValue s = (SetValue) coll;
          int at = s.sortedIndexOf(wanted);
          key = at < 0 ? null : s.sorted().get(at);
          v = key;
        }
      }
      if (v == null) {
        continue;
      }
      if (!first) {
        l.restore(cp);
      }
      first = false;
      if (f.visit(key, v)) {
        return true;
      }
    }
    l.restore(cp);
    return false;
  }

  /** Each element, or only those in {@code only} when not null; skipped ones are no alternative. */
  private static boolean forEach(Value coll, EvalListener l, Set<Value> only, Visitor f) {
    int cp = l == null ? 0 : l.checkpoint();
    boolean first = true;
    if (coll instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        if (only != null && !only.contains(NumberValue.of(i))) {
          continue;
        }
        if (l != null && !first) {
          l.restore(cp);
        }
        first = false;
        if (f.visit(NumberValue.of(i), a.get(i))) {
          return true;
        }
      }
    } else if (coll instanceof ObjectValue o) {
      List<Value> keys = o.sortedKeys();
      List<Value> values = o.sortedValues();
      for (int i = 0; i < keys.size(); i++) {
        Value key = keys.get(i);
        if (only != null && !only.contains(key)) {
          continue;
        }
        if (l != null && !first) {
          l.restore(cp);
        }
        first = false;
        if (f.visit(key, values.get(i))) {
          return true;
        }
      }
    } else if (coll instanceof SetValue s) {
      for (Value x : s.sorted()) {
        if (only != null && !only.contains(x)) {
          continue;
        }
        if (l != null && !first) {
          l.restore(cp);
        }
        first = false;
        if (f.visit(x, x)) {
          return true;
        }
      }
    }
    if (l != null) {
      l.restore(cp);
    }
    return false;
  }

  /** The element at {@code key}, or null: array index, object key, or set membership. */
  static Value lookup(Value coll, Value key) {
    if (coll instanceof ObjectValue o) {
      return o.get(key);
    }
    if (coll instanceof ArrayValue a) {
      if (key instanceof NumberValue n) {
        var i = n.intValueExact();
        if (i.isPresent() && i.getAsInt() >= 0 && i.getAsInt() < a.size()) {
          return a.get(i.getAsInt());
        }
      }
      return null;
    }
    if (coll instanceof SetValue s) {
      return s.contains(key) ? key : null;
    }
    return null;
  }
}
