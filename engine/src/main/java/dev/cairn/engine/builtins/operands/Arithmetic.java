package dev.cairn.engine.builtins.operands;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.value.NumberValue;
import java.math.RoundingMode;

/**
 * Exact arithmetic on Rego numbers: longs while they cannot overflow, exact decimals otherwise.
 * OPA computes with 64-bit-mantissa binary floats, which gives the same results for everything
 * but digits beyond the 19th; division follows OPA exactly (see {@link BinaryQuotient}).
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class Arithmetic {
  private Arithmetic() {}

  public static NumberValue add(NumberValue a, NumberValue b) {
    if (a.isLong() && b.isLong()) {
      long x = a.longValue();
      long y = b.longValue();
      long r = x + y;
      if (((x ^ r) & (y ^ r)) >= 0) {
        return NumberValue.of(r);
      }
    }
    return NumberValue.of(a.toBigDecimal().add(b.toBigDecimal()));
  }

  public static NumberValue subtract(NumberValue a, NumberValue b) {
    if (a.isLong() && b.isLong()) {
      long x = a.longValue();
      long y = b.longValue();
      long r = x - y;
      if (((x ^ y) & (x ^ r)) >= 0) {
        return NumberValue.of(r);
      }
    }
    return NumberValue.of(a.toBigDecimal().subtract(b.toBigDecimal()));
  }

  public static NumberValue multiply(NumberValue a, NumberValue b) {
    if (a.isLong() && b.isLong()) {
      long x = a.longValue();
      long y = b.longValue();
      long hi = Math.multiplyHigh(x, y);
      long lo = x * y;
      if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
        return NumberValue.of(lo);
      }
    }
    return NumberValue.of(a.toBigDecimal().multiply(b.toBigDecimal()));
  }

  public static NumberValue divide(NumberValue a, NumberValue b) throws BuiltinException {
    if (b.signum() == 0) {
      throw BuiltinException.error("divide by zero");
    }
    if (a.isLong() && b.isLong()) {
      long x = a.longValue();
      long y = b.longValue();
      if (x % y == 0 && !(x == Long.MIN_VALUE && y == -1)) {
        return NumberValue.of(x / y);
      }
    }
    return NumberValue.of(BinaryQuotient.divide(a.toBigDecimal(), b.toBigDecimal()));
  }

  /** Truncated remainder (sign of the dividend), integers only. */
  public static NumberValue remainder(NumberValue a, NumberValue b) throws BuiltinException {
    if (!a.isInteger() || !b.isInteger()) {
      throw BuiltinException.error("modulo on floating-point number");
    }
    if (b.signum() == 0) {
      throw BuiltinException.error("modulo by zero");
    }
    if (a.isLong() && b.isLong()) {
      return NumberValue.of(a.longValue() % b.longValue());
    }
    return NumberValue.of(a.toBigInteger().remainder(b.toBigInteger()));
  }

  public static NumberValue abs(NumberValue a) {
    if (a.isLong() && a.longValue() != Long.MIN_VALUE) {
      return NumberValue.of(Math.abs(a.longValue()));
    }
    return NumberValue.of(a.toBigDecimal().abs());
  }

  /** Rounds to an integer; {@code round} uses HALF_UP, which is half away from zero. */
  public static NumberValue toInteger(NumberValue a, RoundingMode mode) {
    if (a.isLong()) {
      return NumberValue.of(a.longValue());
    }
    return NumberValue.of(a.toBigDecimal().setScale(0, mode));
  }
}
