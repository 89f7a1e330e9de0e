package dev.cairn.cfnlint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A path into the template, shared by its extensions (a child costs one small object, not a copy of
 * its parent's list); turned into a list only when a finding is made.
 */
final class TemplatePath {
  static final TemplatePath ROOT = new TemplatePath(null, null, 0);

  private final TemplatePath parent;
  private final Object step;
  private final int depth;

  private TemplatePath(TemplatePath parent, Object step, int depth) {
    this.parent = parent;
    this.step = step;
    this.depth = depth;
  }

  TemplatePath key(String key) {
    return new TemplatePath(this, key, depth + 1);
  }

  TemplatePath index(int index) {
    return new TemplatePath(this, index, depth + 1);
  }

  static TemplatePath of(List<?> steps) {
    TemplatePath t = ROOT;
    for (Object s : steps) {
      t = s instanceof Integer i ? t.index(i) : t.key((String) s);
    }
    return t;
  }

  /** The last step (a key or an index), or null at the root. */
  Object last() {
    return step;
  }

  int depth() {
    return depth;
  }

  List<Object> toList() {
    List<Object> out = new ArrayList<>(depth);
    for (TemplatePath t = this; t.parent != null; t = t.parent) {
      out.add(t.step);
    }
    Collections.reverse(out);
    return out;
  }

  /** The step at {@code i} from the root (0-based), or null beyond this trail. */
  Object at(int i) {
    if (i >= depth) {
      return null;
    }
    TemplatePath t = this;
    for (int d = depth; d > i + 1; d--) {
      t = t.parent;
    }
    return t.step;
  }

  @Override
  public String toString() {
    return String.join("/", toList().stream().map(String::valueOf).toList());
  }
}
