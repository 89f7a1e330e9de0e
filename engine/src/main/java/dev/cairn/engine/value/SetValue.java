package dev.cairn.engine.value;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** An immutable set. Iterates in insertion order; compares and serialises in sorted order. */
public final class SetValue implements Value {
  public static final SetValue EMPTY = new SetValue(new LinkedHashSet<>());

  /** Insertion-ordered: a LinkedHashSet, or the key set of the map given to {@link #keysOf}. */
  private final Set<Value> elements;
  private int hash;
  private List<Value> sorted;
  /**
   * Each element by itself, made on the first {@link #find} of a set larger than {@link #SCANNED};
   * or, for a set made by {@link #keysOf}, from the start.
   */
  private Function<Value, Value> canonical;

  /** Sets up to this size are searched element by element rather than indexed. */
  private static final int SCANNED = 8;

  private SetValue(LinkedHashSet<Value> elements) {
    this.elements = elements;
  }

  private SetValue(Set<Value> elements, Function<Value, Value> canonical) {
    this.elements = elements;
    this.canonical = canonical;
  }

  public static SetValue of(Value... elements) {
    LinkedHashSet<Value> s = new LinkedHashSet<>();
    Collections.addAll(s, elements);
    return new SetValue(s);
  }

  public static SetValue of(Collection<? extends Value> elements) {
    return new SetValue(new LinkedHashSet<>(elements));
  }

  /** Takes ownership of {@code elements}: the caller must not modify it afterwards. */
  public static SetValue wrap(LinkedHashSet<Value> elements) {
    return new SetValue(elements);
  }

  public boolean contains(Value v) {
    return elements.contains(v);
  }

  public int size() {
    return elements.size();
  }

  /**
   * The set of {@code index}'s keys, in its order, without copying them: {@code element} gives, for
   * a key's entry, the key as held (what {@link #find} returns). Takes ownership of {@code index}:
   * the caller must not modify it afterwards.
   */
  public static <T> SetValue keysOf(LinkedHashMap<Value, T> index, Function<T, Value> element) {
    return new SetValue(Collections.unmodifiableSet(index.keySet()), v -> {
      T entry = index.get(v);
      return entry == null ? null : element.apply(entry);
    });
  }

  /**
   * The element equal to {@code v} as the set holds it (it may be an input node, whose identity
   * carries its path), or null if none. A replay asks this for every derivation that iterated the
   * set, so a large set is indexed once rather than searched each time.
   */
  public Value find(Value v) {
    Function<Value, Value> c = canonical;
    if (c != null) {
      return c.apply(v);
    }
    if (!elements.contains(v)) {
      return null;
    }
    if (elements.size() <= SCANNED) {
      for (Value x : elements) {
        if (x.equals(v)) {
          return x;
        }
      }
      return null;
    }
    HashMap<Value, Value> m = new HashMap<>(elements.size() * 2);
    for (Value x : elements) {
      m.put(x, x);
    }
    Map<Value, Value> index = Map.copyOf(m); // immutable, so a racing thread sees it whole
    canonical = index::get;
    return index.get(v);
  }

  /** Unmodifiable view in insertion order. */
  public Set<Value> elements() {
    return Collections.unmodifiableSet(elements);
  }

  /** Elements in OPA's value order. */
  public List<Value> sorted() {
    List<Value> s = sorted;
    if (s == null) {
      ArrayList<Value> list = new ArrayList<>(elements);
      list.sort(ValueOrder::compare);
      s = Collections.unmodifiableList(list);
      sorted = s;
    }
    return s;
  }

  @Override
  public int typeOrder() {
    return 6;
  }

  @Override
  public String typeName() {
    return "set";
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof SetValue other && elements.equals(other.elements));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Hashing.ofElements(elements) + 3;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return Json.write(this);
  }
}
