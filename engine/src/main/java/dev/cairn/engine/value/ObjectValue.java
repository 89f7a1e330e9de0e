package dev.cairn.engine.value;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An immutable object whose keys may be any value. Iteration follows insertion order (document
 * order for input), which keeps traces and reports in the order a reader sees them; comparison and
 * JSON output use sorted keys, as OPA does.
 */
public final class ObjectValue implements Value {
  public static final ObjectValue EMPTY = new ObjectValue(new LinkedHashMap<>());

  /** A {@link LinkedHashMap}, or for a small input object {@link SmallEntries}. */
  private final Map<Value, Value> entries;
  private final Origin origin;
  private int hash;
  private Sorted sorted;

  /** Keys in value order and the values at them, built together so iteration needs no lookups. */
  private record Sorted(List<Value> keys, List<Value> values) {}

  private ObjectValue(Map<Value, Value> entries, Origin origin) {
    this.entries = entries;
    this.origin = origin;
  }

  private ObjectValue(LinkedHashMap<Value, Value> entries) {
    this(entries, null);
  }

  public static ObjectValue of(Map<? extends Value, ? extends Value> entries) {
    return new ObjectValue(new LinkedHashMap<>(entries));
  }

  /** Takes ownership of {@code entries}: the caller must not modify it afterwards. */
  public static ObjectValue wrap(LinkedHashMap<Value, Value> entries) {
    return new ObjectValue(entries);
  }

  /**
   * An input object of distinct keys, in their order, taking ownership of the arrays: compact
   * when small, since a document is mostly small objects.
   */
  static ObjectValue wrap(Value[] keys, Value[] values, Origin origin) {
    if (keys.length <= SmallEntries.MAX) {
      return new ObjectValue(new SmallEntries(keys, values), origin);
    }
    LinkedHashMap<Value, Value> m = new LinkedHashMap<>(Json.capacity(keys.length));
    for (int i = 0; i < keys.length; i++) {
      m.put(keys[i], values[i]);
    }
    return new ObjectValue(m, origin);
  }

  /** As {@link #wrap(LinkedHashMap)}, for an input node that knows where it sits. */
  public static ObjectValue wrap(LinkedHashMap<Value, Value> entries, Origin origin) {
    return new ObjectValue(entries, origin);
  }

  @Override
  public Origin origin() {
    return origin;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The value at {@code key}, or null when absent. */
  public Value get(Value key) {
    return entries.get(key);
  }

  /** The value at a string key, or null when absent. */
  public Value get(String key) {
    return entries.get(new StringValue(key));
  }

  public boolean containsKey(Value key) {
    return entries.containsKey(key);
  }

  public int size() {
    return entries.size();
  }

  /** Unmodifiable view in insertion order. */
  public Map<Value, Value> entries() {
    return Collections.unmodifiableMap(entries);
  }

  public Set<Value> keys() {
    return Collections.unmodifiableSet(entries.keySet());
  }

  /** Keys in OPA's value order. */
  public List<Value> sortedKeys() {
    return sorted().keys();
  }

  /** The values in the order of {@link #sortedKeys()}. */
  public List<Value> sortedValues() {
    return sorted().values();
  }

  private Sorted sorted() {
    Sorted s = sorted;
    if (s == null) {
      Value[] keys = entries.keySet().toArray(new Value[0]);
      Arrays.sort(keys, ValueOrder::compare);
      Value[] values = new Value[keys.length];
      for (int i = 0; i < keys.length; i++) {
        values[i] = entries.get(keys[i]);
      }
      s = new Sorted(Collections.unmodifiableList(Arrays.asList(keys)), Collections.unmodifiableList(Arrays.asList(values)));
      sorted = s;
    }
    return s;
  }

  @Override
  public int typeOrder() {
    return 5;
  }

  @Override
  public String typeName() {
    return "object";
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof ObjectValue other && entries.equals(other.entries));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Hashing.ofEntries(entries) + 2;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return Json.write(this);
  }

  /** Collects entries; a later put of an existing key replaces its value. */
  public static final class Builder {
    private LinkedHashMap<Value, Value> entries = new LinkedHashMap<>();

    public Builder put(Value key, Value value) {
      entries.put(key, value);
      return this;
    }

    public Builder put(String key, Value value) {
      return put(new StringValue(key), value);
    }

    public Value get(Value key) {
      return entries.get(key);
    }

    public boolean containsKey(Value key) {
      return entries.containsKey(key);
    }

    public int size() {
      return entries.size();
    }

    public ObjectValue build() {
      ObjectValue o = new ObjectValue(entries);
      entries = new LinkedHashMap<>();
      return o;
    }
  }
}
