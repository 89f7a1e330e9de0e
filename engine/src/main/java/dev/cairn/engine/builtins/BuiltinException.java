package dev.cairn.engine.builtins;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.Value;

/**
 * A built-in failed. {@link #code()} is {@code eval_type_error} for wrong argument types and
 * {@code eval_builtin_error} otherwise; messages follow OPA's wording, e.g. {@code operand 1 must
 * be number but got string}. The evaluator prefixes the built-in's name.
 */
public final class BuiltinException extends Exception {
  private final String code;

  public BuiltinException(String code, String message) {
    super(message, null, false, false);
    this.code = code;
  }

  public String code() {
    return code;
  }

  /** {@code eval_builtin_error} with the given message. */
  public static BuiltinException error(String message) {
    return new BuiltinException(ErrorCodes.BUILTIN, message);
  }

  /** OPA's type error for argument {@code index} (0-based): "operand N must be T but got U". */
  public static BuiltinException operand(int index, String expected, Value got) {
    return new BuiltinException(
        ErrorCodes.EVAL_TYPE,
        "operand " + (index + 1) + " must be " + expected + " but got " + got.typeName());
  }
}
