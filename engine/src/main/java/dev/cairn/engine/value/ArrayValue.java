package dev.cairn.engine.value;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** An immutable array. */
public final class ArrayValue implements Value {
  public static final ArrayValue EMPTY = new ArrayValue(new Value[0]);

  private final Value[] items;
  private final Origin origin;
  private int hash;

  private ArrayValue(Value[] items, Origin origin) {
    this.items = items;
    this.origin = origin;
  }

  private ArrayValue(Value[] items) {
    this(items, null);
  }

  public static ArrayValue of(Value... items) {
    return new ArrayValue(items.clone());
  }

  public static ArrayValue of(List<? extends Value> items) {
    return new ArrayValue(items.toArray(new Value[0]));
  }

  /** Takes ownership of {@code items}: the caller must not modify it afterwards. */
  public static ArrayValue wrap(Value[] items) {
    return new ArrayValue(items);
  }

  /** As {@link #wrap(Value[])}, for an input node that knows where it sits. */
  public static ArrayValue wrap(Value[] items, Origin origin) {
    return new ArrayValue(items, origin);
  }

  @Override
  public Origin origin() {
    return origin;
  }

  public int size() {
    return items.length;
  }

  public Value get(int i) {
    return items[i];
  }

  /** An unmodifiable view. */
  public List<Value> items() {
    return Collections.unmodifiableList(Arrays.asList(items));
  }

  @Override
  public int typeOrder() {
    return 4;
  }

  @Override
  public String typeName() {
    return "array";
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof ArrayValue a && Arrays.equals(items, a.items));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(items) + 1;
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return Json.write(this);
  }
}
