package dev.cairn.engine.value;

import java.util.Objects;

/** A string. Compared by UTF-16 code units, which orders like Go's byte order for BMP text. */
public record StringValue(String value) implements Value {
  public StringValue {
    Objects.requireNonNull(value, "value");
  }

  public static StringValue of(String s) {
    return new StringValue(s);
  }

  @Override
  public int typeOrder() {
    return 3;
  }

  @Override
  public String typeName() {
    return "string";
  }

  /** The JSON form, quoted and escaped. */
  @Override
  public String toString() {
    return Json.write(this);
  }
}
