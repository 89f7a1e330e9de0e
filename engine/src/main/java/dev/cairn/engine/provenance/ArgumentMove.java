package dev.cairn.engine.provenance;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Takes what one function call computed on some input nodes over to a call with arguments of equal
 * value on other nodes: a node that lies under an argument of the first call ({@code from}) stands
 * for the node at the same place under the argument of the second ({@code to}). Equal values have
 * the same shape, so that node always exists.
 */
public final class ArgumentMove {
  private final List<Value> from;
  private final List<Value> to;

  public ArgumentMove(List<Value> from, List<Value> to) {
    this.from = from;
    this.to = to;
  }

  public List<Value> from() {
    return from;
  }

  public List<Value> to() {
    return to;
  }

  /**
   * The node at the place of {@code p} under the second call's argument, or null when {@code p}
   * lies under no argument of the first call.
   */
  public Value counterpart(ValuePath p) {
    for (int i = 0; i < from.size(); i++) {
      if (!(from.get(i).origin() instanceof ValuePath root) || root.depth() > p.depth()) {
        continue;
      }
      ValuePath q = p;
      for (int k = p.depth() - root.depth(); k > 0; k--) {
        q = q.parent();
      }
      if (q == root) {
        return at(p, root, to.get(i));
      }
    }
    return null;
  }

  /**
   * The node at {@code p}'s place under {@code v}, {@code p} lying under {@code root}; walked from
   * the root down without gathering the keys (a tracer asks this of every node a moved call read).
   */
  private static Value at(ValuePath p, ValuePath root, Value v) {
    if (p == root) {
      return v;
    }
    Value parent = at(p.parent(), root, v);
    return parent == null ? null : child(parent, p.key());
  }

  /**
   * {@code v} as the second call computes it: nodes under the first call's arguments replaced by
   * their counterparts, collections built from them rebuilt, everything else as it is.
   */
  public Value move(Value v) {
    if (v.origin() instanceof ValuePath p) {
      Value c = counterpart(p);
      return c != null ? c : v;
    }
    if (v instanceof ArrayValue a) {
      Value[] items = null;
      for (int i = 0; i < a.size(); i++) {
        Value m = move(a.get(i));
        if (m != a.get(i) && items == null) {
          items = a.items().toArray(new Value[0]);
        }
        if (items != null) {
          items[i] = m;
        }
      }
      return items == null ? v : ArrayValue.wrap(items);
    }
    if (v instanceof SetValue s) {
      LinkedHashSet<Value> out = new LinkedHashSet<>();
      boolean changed = false;
      for (Value x : s.elements()) {
        Value m = move(x);
        changed |= m != x;
        out.add(m);
      }
      return changed ? SetValue.wrap(out) : v;
    }
    if (v instanceof ObjectValue o) {
      LinkedHashMap<Value, Value> out = new LinkedHashMap<>();
      boolean changed = false;
      for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
        Value k = move(e.getKey());
        Value m = move(e.getValue());
        changed |= k != e.getKey() || m != e.getValue();
        out.put(k, m);
      }
      return changed ? ObjectValue.wrap(out) : v;
    }
    return v;
  }

  private static Value child(Value v, Object key) {
    if (key instanceof String s && v instanceof ObjectValue o) {
      return o.get(StringValue.of(s));
    }
    if (key instanceof Integer i && v instanceof ArrayValue a && i < a.size()) {
      return a.get(i);
    }
    return null;
  }
}
