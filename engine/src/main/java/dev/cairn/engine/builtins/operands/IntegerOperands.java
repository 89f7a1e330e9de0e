package dev.cairn.engine.builtins.operands;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.List;

/**
 * Integer arguments the way OPA reads them: {@code IntOperand} (a 64-bit integer), {@code
 * BigIntOperand} (any integer) and {@code UIntOperand} (a non-negative 64-bit integer), each with
 * OPA's wording for the failure.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class IntegerOperands {
  private IntegerOperands() {}

  /** A number that is an integer fitting 64 bits; OPA calls anything else floating-point. */
  public static long int64(List<Value> args, int i) throws BuiltinException {
    NumberValue n = Args.number(args, i);
    if (!n.isLong()) {
      throw notInteger(i);
    }
    return n.longValue();
  }

  /** Any integer; a non-number is reported as "must be integer". */
  public static BigInteger big(List<Value> args, int i) throws BuiltinException {
    if (!(args.get(i) instanceof NumberValue n)) {
      throw BuiltinException.operand(i, "integer", args.get(i));
    }
    if (!n.isInteger()) {
      throw notInteger(i);
    }
    return n.toBigInteger();
  }

  public static long unsigned(List<Value> args, int i) throws BuiltinException {
    long v = int64(args, i);
    if (v < 0) {
      throw TypedOperands.operand(
          i, "must be an unsigned integer number but got a negative integer");
    }
    return v;
  }

  private static BuiltinException notInteger(int i) {
    return TypedOperands.operand(i, "must be integer number but got floating-point number");
  }
}
