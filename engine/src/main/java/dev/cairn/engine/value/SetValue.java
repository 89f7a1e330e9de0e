package dev.cairn.engine.value;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** An immutable set. Iterates in insertion order; compares and serialises in sorted order. */
public final class SetValue implements Value {
  public static final SetValue EMPTY = new SetValue(new LinkedHashSet<>());

  private final LinkedHashSet<Value> elements;
  private int hash;
  private List<Value> sorted;

  private SetValue(LinkedHashSet<Value> elements) {
    this.elements = elements;
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
