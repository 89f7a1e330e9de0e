package dev.cairn.engine.eval;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.Value;

/**
 * One evaluation of a comprehension: its body and the bindings it started from. Composite values
 * compare by identity (an input node, or a value the replay computed anew and so does not match),
 * scalars by value, so that a key costs a few hash codes, never a walk of a document.
 */
final class ComprehensionKey {
  private final Body body;
  private final String[] names;
  private final Value[] values;
  private final int hash;

  ComprehensionKey(Body body, Bindings.Replay outer) {
    this.body = body;
    this.names = outer.names();
    this.values = outer.values();
    int h = System.identityHashCode(body);
    for (int i = 0; i < names.length; i++) {
      h = 31 * h + names[i].hashCode();
      h = 31 * h + (composite(values[i]) ? System.identityHashCode(values[i]) : values[i].hashCode());
    }
    this.hash = h;
  }

  private static boolean composite(Value v) {
    return v instanceof ObjectValue || v instanceof ArrayValue || v instanceof SetValue;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ComprehensionKey k) || k.body != body || k.hash != hash || k.names.length != names.length) {
      return false;
    }
    for (int i = 0; i < names.length; i++) {
      Value a = values[i];
      Value b = k.values[i];
      if (!names[i].equals(k.names[i]) || (composite(a) || composite(b) ? a != b : !a.equals(b))) {
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
