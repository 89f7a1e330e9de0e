package dev.cairn.guard;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where a value sits in its document: a persistent list of keys (strings) and indices (ints), shared
 * by siblings so building the paths of a whole template costs one node per value.
 */
record GuardValuePath(GuardValuePath parent, Object step) {

  static final GuardValuePath ROOT = new GuardValuePath(null, null);

  GuardValuePath key(String key) {
    return new GuardValuePath(this, key);
  }

  GuardValuePath index(int index) {
    return new GuardValuePath(this, index);
  }

  List<Object> steps() {
    List<Object> out = new ArrayList<>();
    for (GuardValuePath p = this; p.parent != null; p = p.parent) {
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
