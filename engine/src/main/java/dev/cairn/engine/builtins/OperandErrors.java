package dev.cairn.engine.builtins;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.Value;

/** OPA's operand type errors beyond the single-type case {@link BuiltinException#operand}. */
final class OperandErrors {
  private OperandErrors() {}

  /** "operand N must be one of {a, b} but got T". */
  static BuiltinException oneOf(int index, Value got, String... expected) {
    return operand(
        index, "must be one of {" + String.join(", ", expected) + "} but got " + got.typeName());
  }

  /** "operand N must be array of numbers but got array containing string". */
  static BuiltinException element(int index, Value composite, Value got, String expected) {
    String type = composite.typeName();
    return operand(
        index,
        "must be "
            + type
            + " of "
            + expected
            + "s but got "
            + type
            + " containing "
            + got.typeName());
  }

  /** "operand N " followed by {@code detail}, as a type error. */
  static BuiltinException operand(int index, String detail) {
    return new BuiltinException(ErrorCodes.EVAL_TYPE, "operand " + (index + 1) + " " + detail);
  }
}
