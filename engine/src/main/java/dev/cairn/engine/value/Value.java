package dev.cairn.engine.value;

/**
 * A Rego value: the data the evaluator computes with.
 *
 * <p>Values are immutable and compare by content. Each node of an annotated input document is a
 * distinct Java object (scalars included) that carries its {@link Origin}, so a tracer reads where
 * a value came from off the value itself; origins take no part in equality, and values the
 * evaluator computes have none.
 *
 * <p>The total order across types is OPA's: null &lt; boolean &lt; number &lt; string &lt; array
 * &lt; object &lt; set.
 */
public sealed interface Value extends Comparable<Value>
    permits NullValue, BooleanValue, NumberValue, StringValue, ArrayValue, ObjectValue, SetValue {

  /** The position of this value's type in OPA's cross-type order. */
  int typeOrder();

  /** OPA's type name, as returned by {@code type_name}: "null", "boolean", "number", ... */
  String typeName();

  @Override
  default int compareTo(Value other) {
    return ValueOrder.compare(this, other);
  }

  /** Where this value sits in an annotated input document; null for every other value. */
  default Origin origin() {
    return null;
  }

  /** Rego's truthiness for standalone expressions: everything but {@code false} is true. */
  default boolean isFalse() {
    return this instanceof BooleanValue b && !b.value();
  }
}
