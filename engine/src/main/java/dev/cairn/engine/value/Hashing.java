package dev.cairn.engine.value;

import java.util.Map;

/**
 * Hashing for values: collection hash codes, and positions by value. The codes stay spread out for
 * documents of similar objects: Java's own {@code Map.hashCode} sums {@code key ^ value}, which
 * collapses objects such as {@code {"FromPort": p, "ToPort": p}} onto a handful of codes, and a
 * hash map keyed by such values (a function's memo, a set of input objects) then degrades to a
 * linear search in each bin.
 */
final class Hashing {
  private Hashing() {}

  /** Murmur3's finaliser: every input bit affects every output bit. */
  static int mix(int h) {
    h ^= h >>> 16;
    h *= 0x85ebca6b;
    h ^= h >>> 13;
    h *= 0xc2b2ae35;
    h ^= h >>> 16;
    return h;
  }

  /** Order-independent, as object equality is: a sum of each entry's mixed code. */
  static int ofEntries(Map<Value, Value> entries) {
    int h = 0;
    for (Map.Entry<Value, Value> e : entries.entrySet()) {
      h += mix(31 * e.getKey().hashCode() + mix(e.getValue().hashCode()));
    }
    return h;
  }

  /** Order-independent, as set equality is. */
  static int ofElements(Iterable<Value> elements) {
    int h = 0;
    for (Value v : elements) {
      h += mix(v.hashCode());
    }
    return h;
  }
}
