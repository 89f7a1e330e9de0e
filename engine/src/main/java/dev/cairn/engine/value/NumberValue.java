package dev.cairn.engine.value;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A number of any size and precision. Integers that fit a {@code long} are kept as one (the common
 * case, and cheap to compare); everything else as an exact {@link BigDecimal}. Two numbers are
 * equal when numerically equal ({@code 1 == 1.0}), as in OPA.
 *
 * <p>A number parsed from text ({@code 1e2}, {@code 1.50}, {@code -0.0} in a policy, a JSON
 * document or {@code to_number}) keeps that text where it differs from the canonical form, as
 * OPA keeps a json.Number: it is what {@link #text()} gives, what JSON output and Rego text show
 * ({@code json.marshal([1e2])} is {@code [1e2]}), and it decides whether Go's fmt sees an integer
 * ({@code sprintf("%d", [1e2])} is {@code %!d(float64=100)}). Arithmetic gives canonical numbers.
 */
public final class NumberValue implements Value {
  private static final BigDecimal LONG_MIN = BigDecimal.valueOf(Long.MIN_VALUE);
  private static final BigDecimal LONG_MAX = BigDecimal.valueOf(Long.MAX_VALUE);

  private final long small;
  /** Null when the value is the integer {@link #small}. */
  private final BigDecimal big;
  private final Origin origin;
  /** The text the number was parsed from, when it is not {@link #toString()}; else null. */
  private final String literal;

  private NumberValue(long small, BigDecimal big) {
    this(small, big, null, null);
  }

  private NumberValue(long small, BigDecimal big, Origin origin, String literal) {
    this.small = small;
    this.big = big;
    this.origin = origin;
    this.literal = literal;
  }

  /** This number as an input node that knows where it sits (see {@link Origin}). */
  public NumberValue at(Origin where) {
    return new NumberValue(small, big, where, literal);
  }

  @Override
  public Origin origin() {
    return origin;
  }

  public static NumberValue of(long v) {
    return new NumberValue(v, null);
  }

  public static NumberValue of(BigInteger v) {
    if (v.bitLength() < 64) {
      return new NumberValue(v.longValue(), null);
    }
    return new NumberValue(0, new BigDecimal(v));
  }

  public static NumberValue of(BigDecimal v) {
    if (v.signum() == 0) {
      return new NumberValue(0, null);
    }
    if (v.scale() <= 0 || v.stripTrailingZeros().scale() <= 0) {
      if (v.compareTo(LONG_MIN) >= 0 && v.compareTo(LONG_MAX) <= 0) {
        return new NumberValue(v.longValueExact(), null);
      }
    }
    return new NumberValue(0, v);
  }

  /** A number from a double; NaN and infinities have no Rego form and are rejected. */
  public static NumberValue of(double v) {
    if (Double.isNaN(v) || Double.isInfinite(v)) {
      throw new ArithmeticException("not a finite number: " + v);
    }
    if (v == Math.rint(v) && Math.abs(v) < 9.0e15) {
      return of((long) v);
    }
    return of(new BigDecimal(Double.toString(v)));
  }

  /**
   * Parses JSON/Rego number text ({@code -12}, {@code 1.5e3}).
   *
   * @throws NumberFormatException when the text is not a number
   */
  public static NumberValue parse(String text) {
    int n = text.length();
    if (n > 0 && n < 19) {
      boolean digits = true;
      for (int i = (text.charAt(0) == '-' ? 1 : 0); i < n; i++) {
        char c = text.charAt(i);
        if (c < '0' || c > '9') {
          digits = false;
          break;
        }
      }
      if (digits && !(n == 1 && text.charAt(0) == '-')) {
        NumberValue v = of(Long.parseLong(text));
        return kept(v, text); // -0 keeps its text; 007 is 7
      }
    }
    return kept(of(new BigDecimal(text)), text);
  }

  /**
   * {@code v} with the text it was parsed from, when that text is not its canonical form but is a
   * number as JSON writes one; other text ({@code .1}, which Rego and {@code to_number} accept,
   * {@code 007}) would make the JSON it is written to invalid, so such a number shows canonically.
   */
  private static NumberValue kept(NumberValue v, String text) {
    return text.equals(v.toString()) || !isJsonNumber(text) ? v : new NumberValue(v.small, v.big, null, text);
  }

  /** RFC 8259's number: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
  static boolean isJsonNumber(String s) {
    int n = s.length();
    int i = s.startsWith("-") ? 1 : 0;
    if (i < n && s.charAt(i) == '0') {
      i++;
    } else {
      int start = i;
      i = digits(s, i);
      if (i == start) {
        return false;
      }
    }
    if (i < n && s.charAt(i) == '.') {
      int start = ++i;
      i = digits(s, i);
      if (i == start) {
        return false;
      }
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
        i++;
      }
      int start = i;
      i = digits(s, i);
      if (i == start) {
        return false;
      }
    }
    return i == n;
  }

  private static int digits(String s, int i) {
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
    }
    return i;
  }

  /** The number's text: as it was written when parsed from text, else {@link #toString()}. */
  public String text() {
    return literal != null ? literal : toString();
  }

  /**
   * Whether the number's text is an integer literal (digits, maybe a minus sign), the test OPA
   * applies when it hands numbers to Go ({@code 100} is an int, {@code 1e2} and {@code 1.0} are
   * not).
   */
  public boolean hasIntegerText() {
    if (literal == null) {
      return isInteger();
    }
    for (int i = literal.startsWith("-") ? 1 : 0; i < literal.length(); i++) {
      char c = literal.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  public boolean isInteger() {
    return big == null || big.signum() == 0 || big.stripTrailingZeros().scale() <= 0;
  }

  /** True when this is an integer that fits a {@code long}. */
  public boolean isLong() {
    return big == null;
  }

  /** The value as a long; only meaningful when {@link #isLong()}. */
  public long longValue() {
    return big == null ? small : big.longValue();
  }

  /** The value as an int when it is an integer in int range, else empty. */
  public java.util.OptionalInt intValueExact() {
    if (big == null && small >= Integer.MIN_VALUE && small <= Integer.MAX_VALUE) {
      return java.util.OptionalInt.of((int) small);
    }
    return java.util.OptionalInt.empty();
  }

  public BigDecimal toBigDecimal() {
    return big == null ? BigDecimal.valueOf(small) : big;
  }

  /** The integer value; only exact when {@link #isInteger()}. */
  public BigInteger toBigInteger() {
    return big == null ? BigInteger.valueOf(small) : big.toBigInteger();
  }

  public double toDouble() {
    return big == null ? (double) small : big.doubleValue();
  }

  public int signum() {
    return big == null ? Long.signum(small) : big.signum();
  }

  public int compareNumber(NumberValue other) {
    if (big == null && other.big == null) {
      return Long.compare(small, other.small);
    }
    return toBigDecimal().compareTo(other.toBigDecimal());
  }

  @Override
  public int typeOrder() {
    return 2;
  }

  @Override
  public String typeName() {
    return "number";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof NumberValue n && compareNumber(n) == 0;
  }

  @Override
  public int hashCode() {
    if (big == null) {
      return Long.hashCode(small);
    }
    // big holds only non-long-integers or out-of-range integers, so this never collides with a
    // numerically equal long-valued number that must hash the same.
    return big.stripTrailingZeros().hashCode();
  }

  /** JSON text: integers plainly, other numbers in the shortest exact decimal form. */
  @Override
  public String toString() {
    if (big == null) {
      return Long.toString(small);
    }
    BigDecimal s = big.stripTrailingZeros();
    int exp = s.precision() - s.scale() - 1;
    if (exp >= -7 && exp < 21) {
      return s.toPlainString();
    }
    return s.toString().replace("E+", "e+").replace("E-", "e-");
  }
}
