package dev.cairn.engine.value;

/** A boolean. {@link #TRUE} and {@link #FALSE} serve computed values; input nodes get their own. */
public record BooleanValue(boolean value) implements Value {
  public static final BooleanValue TRUE = new BooleanValue(true);
  public static final BooleanValue FALSE = new BooleanValue(false);

  public static BooleanValue of(boolean b) {
    return b ? TRUE : FALSE;
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
  public String toString() {
    return Boolean.toString(value);
  }
}
