package dev.cairn.engine.value;

import java.util.Objects;

/** A string. Compared by UTF-16 code units, which orders like Go's byte order for BMP text. */
public final class StringValue implements Value {
  private final String value;
  private final Origin origin;

  public StringValue(String value) {
    this(value, null);
  }

  /** An input node's string, which knows where it sits (see {@link Origin}). */
  public StringValue(String value, Origin origin) {
    this.value = Objects.requireNonNull(value, "value");
    this.origin = origin;
  }

  public static StringValue of(String s) {
    return new StringValue(s);
  }

  public String value() {
    return value;
  }

  @Override
  public Origin origin() {
    return origin;
  }

  @Override
  public int typeOrder() {
    return 3;
  }

  @Override
  public String typeName() {
    return "string";
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof StringValue s && value.equals(s.value));
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  /** The JSON form, quoted and escaped. */
  @Override
  public String toString() {
    return Json.write(this);
  }
}
