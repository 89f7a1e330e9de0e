package dev.cairn.engine.provenance;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * Values compared by object identity, as tracing tells input nodes apart: a function call's
 * arguments, so that equal arguments taken from different places of the input stay different.
 */
public final class IdentityList {
  private final Value[] items;
  private final int hash;

  public IdentityList(List<Value> items) {
    this.items = items.toArray(new Value[0]);
    int h = 1;
    for (Value v : this.items) {
      h = 31 * h + System.identityHashCode(v);
    }
    this.hash = h;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof IdentityList other) || other.items.length != items.length) {
      return false;
    }
    for (int i = 0; i < items.length; i++) {
      if (items[i] != other.items[i]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
