package dev.cairn.engine.builtins.operands;

import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashSet;

/**
 * Set algebra shared by minus, set_diff, and, or, intersection and union; elements are kept.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class SetOps {
  private SetOps() {}

  public static SetValue difference(SetValue a, SetValue b) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (Value v : a.elements()) {
      if (!b.contains(v)) {
        out.add(v);
      }
    }
    return SetValue.wrap(out);
  }

  public static SetValue intersection(SetValue a, SetValue b) {
    SetValue small = a.size() <= b.size() ? a : b;
    SetValue large = small == a ? b : a;
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (Value v : small.elements()) {
      if (large.contains(v)) {
        out.add(v);
      }
    }
    return SetValue.wrap(out);
  }

  public static SetValue union(SetValue a, SetValue b) {
    LinkedHashSet<Value> out = new LinkedHashSet<>(a.elements());
    out.addAll(b.elements());
    return SetValue.wrap(out);
  }
}
