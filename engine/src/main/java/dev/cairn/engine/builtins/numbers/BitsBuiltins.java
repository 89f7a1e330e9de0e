package dev.cairn.engine.builtins.numbers;

import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.operands.IntegerOperands;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.Value;
import java.math.BigInteger;
import java.util.List;
import java.util.function.BinaryOperator;
import java.util.function.LongBinaryOperator;

/**
 * Bitwise operations on integers of any size: bits.and/or/xor/negate/lsh/rsh.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class BitsBuiltins {
  private static final FunctionDecl BINARY =
      FunctionDecl.of(Type.NUMBER, Type.NUMBER, Type.NUMBER);
  /** Results are capped so that a huge shift fails instead of exhausting memory. */
  private static final long MAX_RESULT_BITS = 1L << 24;

  private BitsBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(bitwise("bits.and", (x, y) -> x & y, BigInteger::and));
    r.add(bitwise("bits.or", (x, y) -> x | y, BigInteger::or));
    r.add(bitwise("bits.xor", (x, y) -> x ^ y, BigInteger::xor));
    r.add(
        Builtin.function(
            "bits.negate",
            FunctionDecl.of(Type.NUMBER, Type.NUMBER),
            (ctx, a) -> NumberValue.of(IntegerOperands.big(a, 0).not())));
    r.add(Builtin.function("bits.lsh", BINARY, (ctx, a) -> shiftLeft(a)));
    r.add(Builtin.function("bits.rsh", BINARY, (ctx, a) -> shiftRight(a)));
  }

  private static Builtin bitwise(
      String name, LongBinaryOperator small, BinaryOperator<BigInteger> big) {
    return Builtin.function(
        name,
        BINARY,
        (ctx, a) -> {
          BigInteger x = IntegerOperands.big(a, 0);
          BigInteger y = IntegerOperands.big(a, 1);
          if (x.bitLength() < 64 && y.bitLength() < 64) {
            return NumberValue.of(small.applyAsLong(x.longValue(), y.longValue()));
          }
          return NumberValue.of(big.apply(x, y));
        });
  }

  private static Value shiftLeft(List<Value> a) throws BuiltinException {
    BigInteger x = IntegerOperands.big(a, 0);
    long by = IntegerOperands.unsigned(a, 1);
    if (x.signum() == 0) {
      return NumberValue.of(0);
    }
    if (x.bitLength() + by > MAX_RESULT_BITS) {
      throw BuiltinException.error("shift result exceeds " + MAX_RESULT_BITS + " bits");
    }
    return NumberValue.of(x.shiftLeft((int) by));
  }

  /** Arithmetic shift: negative numbers round towards negative infinity, as in Go. */
  private static Value shiftRight(List<Value> a) throws BuiltinException {
    BigInteger x = IntegerOperands.big(a, 0);
    long by = IntegerOperands.unsigned(a, 1);
    if (by >= x.bitLength() + 1L) {
      return NumberValue.of(x.signum() < 0 ? -1 : 0);
    }
    return NumberValue.of(x.shiftRight((int) by));
  }
}
