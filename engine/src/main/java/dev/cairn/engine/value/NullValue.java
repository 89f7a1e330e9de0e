package dev.cairn.engine.value;

/** JSON null. Not a singleton: each input node is its own object (see {@link Value}). */
public record NullValue() implements Value {
  public static final NullValue NULL = new NullValue();

  @Override
  public int typeOrder() {
    return 0;
  }

  @Override
  public String typeName() {
    return "null";
  }

  @Override
  public String toString() {
    return "null";
  }
}
