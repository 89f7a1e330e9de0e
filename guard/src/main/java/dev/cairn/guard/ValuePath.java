package dev.cairn.guard;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where a value sits in its document: a persistent list of keys (strings) and indices (ints), shared
 * by siblings so building the paths of a whole template costs one node per value.
 */
record ValuePath(ValuePath parent, Object step) {

  static final ValuePath ROOT = new ValuePath(null, null);

  ValuePath key(String key) {
    return new ValuePath(this, key);
  }

  ValuePath index(int index) {
    return new ValuePath(this, index);
  }

  List<Object> steps() {
    List<Object> out = new ArrayList<>();
    for (ValuePath p = this; p.parent != null; p = p.parent) {
      out.add(p.step);
    }
    Collections.reverse(out);
    return out;
  }

  /** cfn-guard's spelling, {@code /Resources/Bucket/Properties}. */
  @Override
  public String toString() {
    if (parent == null) {
      return "";
    }
    return parent + "/" + step;
  }
}
