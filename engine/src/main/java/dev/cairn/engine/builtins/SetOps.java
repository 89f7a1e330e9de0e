package dev.cairn.engine.builtins;

import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;
import java.util.LinkedHashSet;

/** Set algebra shared by minus, set_diff, and, or, intersection and union; elements are kept. */
final class SetOps {
  private SetOps() {}

  static SetValue difference(SetValue a, SetValue b) {
    LinkedHashSet<Value> out = new LinkedHashSet<>();
    for (Value v : a.elements()) {
      if (!b.contains(v)) {
        out.add(v);
      }
    }
    return SetValue.wrap(out);
  }

  static SetValue intersection(SetValue a, SetValue b) {
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

  static SetValue union(SetValue a, SetValue b) {
    LinkedHashSet<Value> out = new LinkedHashSet<>(a.elements());
    out.addAll(b.elements());
    return SetValue.wrap(out);
  }
}
