package dev.cairn.engine.builtins.operands;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Division as OPA computes it. OPA divides with Go's {@code big.Float} at 64 bits of mantissa and
 * prints the shortest decimal that reads back as the same binary value, so {@code 1 / 3} is
 * {@code 0.33333333333333333334}. Quotients with a short exact decimal form come out exact
 * either way; the rest are reproduced bit for bit here.
 */
final class BinaryQuotient {
  private static final int MANTISSA_BITS = 64;
  /** Exact quotients up to this many significant digits equal OPA's shortest form. */
  private static final int EXACT_DIGITS = 19;

  private BinaryQuotient() {}

  /** {@code a / b} for non-zero {@code b}. */
  static BigDecimal divide(BigDecimal a, BigDecimal b) {
    try {
      BigDecimal exact = a.divide(b).stripTrailingZeros();
      if (exact.scale() <= 0 || exact.precision() <= EXACT_DIGITS) {
        return exact;
      }
    } catch (ArithmeticException nonTerminating) {
      // falls through to the binary rounding below
    }
    return shortestBinary(a, b);
  }

  private static BigDecimal shortestBinary(BigDecimal a, BigDecimal b) {
    boolean negative = a.signum() * b.signum() < 0;
    // |a| / |b| as the fraction num / den of positive integers.
    BigInteger num = a.unscaledValue().abs();
    BigInteger den = b.unscaledValue().abs();
    int scale = a.scale() - b.scale();
    if (scale > 0) {
      den = den.multiply(BigInteger.TEN.pow(scale));
    } else {
      num = num.multiply(BigInteger.TEN.pow(-scale));
    }
    // Find e with 2^63 <= num / (den * 2^e) < 2^64, then round the mantissa half-to-even.
    int e = num.bitLength() - den.bitLength() - MANTISSA_BITS;
    BigInteger[] qr = scaledDivide(num, den, e);
    while (qr[0].bitLength() > MANTISSA_BITS) {
      qr = scaledDivide(num, den, ++e);
    }
    while (qr[0].bitLength() < MANTISSA_BITS) {
      qr = scaledDivide(num, den, --e);
    }
    BigInteger m = qr[0];
    BigInteger divisor = e > 0 ? den.shiftLeft(e) : den;
    int half = qr[1].shiftLeft(1).compareTo(divisor);
    if (half > 0 || (half == 0 && m.testBit(0))) {
      m = m.add(BigInteger.ONE);
      if (m.bitLength() > MANTISSA_BITS) {
        m = m.shiftRight(1);
        e++;
      }
    }
    BigDecimal shortest = shortestBetween(m, e);
    return negative ? shortest.negate() : shortest;
  }

  /** floor and remainder of num / (den * 2^e). */
  private static BigInteger[] scaledDivide(BigInteger num, BigInteger den, int e) {
    return e >= 0
        ? num.divideAndRemainder(den.shiftLeft(e))
        : num.shiftLeft(-e).divideAndRemainder(den);
  }

  /** The shortest decimal that rounds to m * 2^e at 64 bits (ties to even include the bounds). */
  private static BigDecimal shortestBetween(BigInteger m, int e) {
    BigDecimal x = timesPowerOfTwo(m, e);
    BigDecimal low = timesPowerOfTwo(m.shiftLeft(1).subtract(BigInteger.ONE), e - 1);
    BigDecimal high = timesPowerOfTwo(m.shiftLeft(1).add(BigInteger.ONE), e - 1);
    boolean inclusive = !m.testBit(0);
    for (int digits = 1; digits <= 40; digits++) {
      BigDecimal candidate = x.round(new MathContext(digits, RoundingMode.HALF_EVEN));
      int lo = candidate.compareTo(low);
      int hi = candidate.compareTo(high);
      if (inclusive ? lo >= 0 && hi <= 0 : lo > 0 && hi < 0) {
        return candidate;
      }
    }
    return x;
  }

  /** v * 2^e exactly: for negative e, v * 5^-e / 10^-e. */
  private static BigDecimal timesPowerOfTwo(BigInteger v, int e) {
    if (e >= 0) {
      return new BigDecimal(v.shiftLeft(e));
    }
    return new BigDecimal(v.multiply(BigInteger.valueOf(5).pow(-e)), -e);
  }
}
