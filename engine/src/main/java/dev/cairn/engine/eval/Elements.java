package dev.cairn.engine.eval;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Origin;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.List;

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
   * Iterates {@code coll}: each element is one alternative, and the listener's checkpoint is
   * restored before the next.
   */
  static boolean forEach(Value coll, Evaluator ev, Visitor f) {
    return forEach(coll, ev.listener, f);
  }

  private static boolean forEach(Value coll, EvalListener l, Visitor f) {
    if (l != null) {
      l.iterate(coll); // before the checkpoint: every alternative, and a search that finds nothing, keeps it
    }
    int cp = l == null ? 0 : l.checkpoint();
    boolean first = true;
    if (coll instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
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
        if (l != null && !first) {
          l.restore(cp);
        }
        first = false;
        Value child = values.get(i);
        if (f.visit(l == null ? key : tracedKey(key, child), child)) {
          return true;
        }
      }
    } else if (coll instanceof SetValue s) {
      for (Value x : s.sorted()) {
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

  /**
   * As {@link #forEach}, for an iteration a replayed derivation has fixed to {@code key}: the one
   * alternative it took, with the same events. A set's element is its own object (it may be an
   * input node), found by equality.
   */
  static boolean forChosen(Value coll, Value key, Evaluator ev, Visitor f) {
    EvalListener l = ev.listener;
    if (l != null) {
      l.iterate(coll);
    }
    int cp = l == null ? 0 : l.checkpoint();
    Value element = coll instanceof SetValue s ? s.find(key) : lookup(coll, key);
    Value k = coll instanceof SetValue ? element : coll instanceof ObjectValue && l != null ? tracedKey(key, element) : key;
    if (element != null && f.visit(k, element)) {
      return true;
    }
    if (l != null) {
      l.restore(cp);
    }
    return false;
  }

  /**
   * As {@link #forEach}, for {@code some x in xs} whose value a replayed derivation fixed: only
   * the elements equal to {@code value} are alternatives (an array may hold it more than once);
   * the others are passed over without a word to the listener.
   */
  static boolean forChosenValue(Value coll, Value value, Evaluator ev, Visitor f) {
    if (coll instanceof SetValue) {
      return forChosen(coll, value, ev, f); // a set's element is its key
    }
    List<Value> keys = ev.chosenElements.keysOf(coll, value);
    if (keys == null) {
      // Passed-over elements add no events, so restoring before the next one is a no-op.
      return forEach(coll, ev, (k, v) -> v.equals(value) && f.visit(k, v));
    }
    // The same alternatives, found in the collection's index instead of by a search of it.
    EvalListener l = ev.listener;
    if (l != null) {
      l.iterate(coll);
    }
    int cp = l == null ? 0 : l.checkpoint();
    for (int i = 0; i < keys.size(); i++) {
      if (l != null && i > 0) {
        l.restore(cp);
      }
      if (f.visit(keys.get(i), lookup(coll, keys.get(i)))) {
        return true;
      }
    }
    if (l != null) {
      l.restore(cp);
    }
    return false;
  }

  /**
   * The key of an annotated input's entry as a tracer sees it: an object of its own that knows
   * its entry ({@link dev.cairn.engine.value.Origin#asKey}), made only when someone listens and
   * only for the entries iterated; other keys as they are.
   */
  static Value tracedKey(Value key, Value child) {
    return Origin.entryKey(key, child);
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
