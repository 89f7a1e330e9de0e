package dev.cairn.engine.eval;

import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * For a replay's {@code some x in xs} whose element a derivation fixed but no variable holds its
 * key: the keys of the elements equal to it, in iteration order. Every derivation that iterated
 * the same array or object asks, so each collection is indexed by value once per evaluation,
 * instead of searched element by element for every derivation (quadratic in the collection's
 * size times the results).
 */
final class ChosenElements {
  /** Collections up to this size are searched element by element rather than indexed. */
  private static final int SCANNED = 8;

  /** Per collection, by identity: each distinct element's keys in iteration order. */
  private IdentityHashMap<Value, Map<Value, List<Value>>> indexes;

  /**
   * The keys (array indexes or object keys, in the order {@link Elements#forEach} visits them) of
   * the elements of {@code coll} equal to {@code value}; null when {@code coll} is small enough to
   * search, or neither an array nor an object.
   */
  List<Value> keysOf(Value coll, Value value) {
    int size = coll instanceof ArrayValue a ? a.size() : coll instanceof ObjectValue o ? o.size() : 0;
    if (size <= SCANNED) {
      return null;
    }
    if (indexes == null) {
      indexes = new IdentityHashMap<>();
    }
    List<Value> keys = indexes.computeIfAbsent(coll, ChosenElements::index).get(value);
    return keys == null ? List.of() : keys;
  }

  private static Map<Value, List<Value>> index(Value coll) {
    Map<Value, List<Value>> byElement = new HashMap<>();
    if (coll instanceof ArrayValue a) {
      for (int i = 0; i < a.size(); i++) {
        byElement.computeIfAbsent(a.get(i), k -> new ArrayList<>(1)).add(NumberValue.of(i));
      }
    } else {
      ObjectValue o = (ObjectValue) coll;
      List<Value> keys = o.sortedKeys();
      List<Value> values = o.sortedValues();
      for (int i = 0; i < keys.size(); i++) {
        byElement.computeIfAbsent(values.get(i), k -> new ArrayList<>(1)).add(keys.get(i));
      }
    }
    return byElement;
  }
}
