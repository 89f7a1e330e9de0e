package dev.cairn.engine.provenance;

import dev.cairn.engine.value.Origin;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A path from the input document's root: string keys and int indices. Stored as a parent pointer
 * plus one key, so the paths of a whole document share their prefixes and take linear memory.
 */
public final class ValuePath implements Origin {
  public static final ValuePath ROOT = new ValuePath(null, null);

  private final ValuePath parent;
  private final Object key;
  private final int depth;

  private ValuePath(ValuePath parent, Object key) {
    this.parent = parent;
    this.key = key;
    this.depth = parent == null ? 0 : parent.depth + 1;
  }

  /** The child path at an object key. */
  public ValuePath child(String key) {
    return new ValuePath(this, key);
  }

  /** The child path at an array index. */
  public ValuePath child(int index) {
    return new ValuePath(this, index);
  }

  /** The key of the entry at this path, as its own origin ({@link KeyPath}). */
  @Override
  public Origin asKey() {
    return key instanceof String ? new KeyPath(this) : null;
  }

  public ValuePath parent() {
    return parent;
  }

  /** The last key (String or Integer); null for the root. */
  public Object key() {
    return key;
  }

  public int depth() {
    return depth;
  }

  /** The keys from the root, each a String or an Integer. */
  public List<Object> keys() {
    Object[] out = new Object[depth];
    ValuePath p = this;
    for (int i = depth - 1; i >= 0; i--) {
      out[i] = p.key;
      p = p.parent;
    }
    List<Object> list = new ArrayList<>(depth);
    Collections.addAll(list, out);
    return Collections.unmodifiableList(list);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Object k : keys()) {
      if (sb.length() > 0) {
        sb.append('/');
      }
      sb.append(k);
    }
    return sb.toString();
  }
}
