package dev.cairn.engine.value;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The entries of a small object (most of a document's are: a resource's {@code Type} and {@code
 * Properties}, a port range) as two arrays in insertion order. A lookup scans a few keys that sit
 * next to each other in memory instead of following a hash table to an entry node; for a document
 * larger than the CPU caches, that is most of what reading it costs. Immutable; keys are distinct.
 */
final class SmallEntries extends AbstractMap<Value, Value> {
  /** Up to this many entries a scan is no slower than hashing. */
  static final int MAX = 8;

  private final Value[] keys;
  private final Value[] values;

  /** Takes ownership of the arrays, whose keys must be distinct. */
  SmallEntries(Value[] keys, Value[] values) {
    this.keys = keys;
    this.values = values;
  }

  private int indexOf(Object key) {
    if (!(key instanceof Value k)) {
      return -1;
    }
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] == k) {
        return i;
      }
    }
    int h = k.hashCode();
    for (int i = 0; i < keys.length; i++) {
      if (keys[i].hashCode() == h && keys[i].equals(k)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public Value get(Object key) {
    int i = indexOf(key);
    return i < 0 ? null : values[i];
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public int size() {
    return keys.length;
  }

  @Override
  public Set<Map.Entry<Value, Value>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return keys.length;
      }

      @Override
      public Iterator<Map.Entry<Value, Value>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < keys.length;
          }

          @Override
          public Map.Entry<Value, Value> next() {
            if (next >= keys.length) {
              throw new NoSuchElementException();
            }
            int i = next++;
            return new AbstractMap.SimpleImmutableEntry<>(keys[i], values[i]);
          }
        };
      }
    };
  }
}
