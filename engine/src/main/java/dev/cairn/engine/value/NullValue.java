package dev.cairn.engine.value;

/** JSON null. Not a singleton: each input node is its own object (see {@link Value}). */
public final class NullValue implements Value {
  public static final NullValue NULL = new NullValue();

  private final Origin origin;

  public NullValue() {
    this(null);
  }

  /** An input node's null, which knows where it sits (see {@link Origin}). */
  public NullValue(Origin origin) {
    this.origin = origin;
  }

  @Override
  public Origin origin() {
    return origin;
  }

  @Override
  public int typeOrder() {
    return 0;
  }

  @Override
  public String typeName() {
    return "null";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NullValue;
  }

  @Override
  public int hashCode() {
    return 0;
  }

  @Override
  public String toString() {
    return "null";
  }
}
