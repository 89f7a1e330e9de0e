package dev.cairn.engine.provenance;

import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.Origin;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * A function call's arguments as tracing compares them, to tell which calls may share a result:
 * literals of the policy by value, so that a helper called with the same literal from several
 * rules is evaluated once, as without tracing; everything else (input nodes, values computed from
 * them) by identity, so that equal arguments from different places of the input each bring their
 * own derivation.
 */
public final class CallArguments {
  private final Value[] items;
  private final int hash;

  public CallArguments(List<Value> items) {
    this.items = items.toArray(new Value[0]);
    int h = 1;
    for (Value v : this.items) {
      h = 31 * h + (byValue(v) ? v.hashCode() : System.identityHashCode(v));
    }
    this.hash = h;
  }

  /**
   * Whether {@code v} is compared by value: a literal of the policy, or the shared constant
   * booleans and null. A string or number computed from the input has no origin and keeps its
   * identity, so the call on it brings its own derivation.
   */
  private static boolean byValue(Value v) {
    Origin o = v.origin();
    return o == Origin.POLICY || (o == null && (v instanceof BooleanValue || v instanceof NullValue));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof CallArguments other) || other.items.length != items.length) {
      return false;
    }
    for (int i = 0; i < items.length; i++) {
      Value a = items[i];
      Value b = other.items[i];
      if (a != b && !(byValue(a) && byValue(b) && a.equals(b))) {
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
