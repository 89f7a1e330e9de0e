package dev.cairn.engine.value;

/** A boolean. {@link #TRUE} and {@link #FALSE} serve computed values; input nodes get their own. */
public final class BooleanValue implements Value {
  public static final BooleanValue TRUE = new BooleanValue(true);
  public static final BooleanValue FALSE = new BooleanValue(false);

  private final boolean value;
  private final Origin origin;

  public BooleanValue(boolean value) {
    this(value, null);
  }

  /** An input node's boolean, which knows where it sits (see {@link Origin}). */
  public BooleanValue(boolean value, Origin origin) {
    this.value = value;
    this.origin = origin;
  }

  public static BooleanValue of(boolean b) {
    return b ? TRUE : FALSE;
  }

  public boolean value() {
    return value;
  }

  @Override
  public Origin origin() {
    return origin;
  }

  @Override
  public int typeOrder() {
    return 1;
  }

  @Override
  public String typeName() {
    return "boolean";
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof BooleanValue b && value == b.value);
  }

  @Override
  public int hashCode() {
    return Boolean.hashCode(value);
  }

  @Override
  public String toString() {
    return Boolean.toString(value);
  }
}
