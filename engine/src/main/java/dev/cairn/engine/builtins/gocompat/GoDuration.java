package dev.cairn.engine.builtins.gocompat;

import dev.cairn.engine.builtins.BuiltinException;
import java.math.BigInteger;
import java.util.Map;

/**
 * Go's time.ParseDuration: "300ms", "-1.5h", "2h45m"; nanoseconds as a long, Go's errors.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoDuration {
  private static final Map<String, Long> UNITS = Map.of(
      "ns", 1L,
      "us", 1_000L,
      "\u00b5s", 1_000L,
      "\u03bcs", 1_000L,
      "ms", 1_000_000L,
      "s", 1_000_000_000L,
      "m", 60_000_000_000L,
      "h", 3_600_000_000_000L);
  /** Go accumulates in a uint64 and rejects anything above 1 << 63. */
  private static final BigInteger MAX = BigInteger.ONE.shiftLeft(63);

  private GoDuration() {}

  public static long parse(String orig) throws BuiltinException {
    String s = orig;
    boolean neg = false;
    if (!s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
      neg = s.charAt(0) == '-';
      s = s.substring(1);
    }
    if (s.equals("0")) {
      return 0;
    }
    if (s.isEmpty()) {
      throw invalid(orig);
    }
    BigInteger total = BigInteger.ZERO;
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (!(c == '.' || c >= '0' && c <= '9')) {
        throw invalid(orig);
      }
      int start = i;
      BigInteger v = BigInteger.ZERO;
      while (i < s.length() && isDigit(s.charAt(i))) {
        v = v.multiply(BigInteger.TEN).add(BigInteger.valueOf(s.charAt(i) - '0'));
        if (v.compareTo(MAX) > 0) {
          throw invalid(orig);
        }
        i++;
      }
      boolean pre = i != start;
      boolean post = false;
      long frac = 0;
      double scale = 1;
      if (i < s.length() && s.charAt(i) == '.') {
        i++;
        int fracStart = i;
        boolean overflow = false;
        while (i < s.length() && isDigit(s.charAt(i))) {
          if (!overflow) {
            if (frac > (Long.MAX_VALUE - 9) / 10) {
              overflow = true;
            } else {
              frac = frac * 10 + (s.charAt(i) - '0');
              scale *= 10;
            }
          }
          i++;
        }
        post = i != fracStart;
      }
      if (!pre && !post) {
        throw invalid(orig);
      }
      int unitStart = i;
      while (i < s.length() && s.charAt(i) != '.' && !isDigit(s.charAt(i))) {
        i++;
      }
      if (unitStart == i) {
        throw BuiltinException.error("time: missing unit in duration " + GoQuote.quote(orig));
      }
      String u = s.substring(unitStart, i);
      Long unit = UNITS.get(u);
      if (unit == null) {
        throw BuiltinException.error(
            "time: unknown unit " + GoQuote.quote(u) + " in duration " + GoQuote.quote(orig));
      }
      v = v.multiply(BigInteger.valueOf(unit));
      if (v.compareTo(MAX) > 0) {
        throw invalid(orig);
      }
      if (frac > 0) {
        v = v.add(BigInteger.valueOf((long) (frac * (unit / scale))));
        if (v.compareTo(MAX) > 0) {
          throw invalid(orig);
        }
      }
      total = total.add(v);
      if (total.compareTo(MAX) > 0) {
        throw invalid(orig);
      }
    }
    if (neg) {
      return total.negate().longValue();
    }
    if (total.compareTo(MAX) >= 0) {
      throw invalid(orig);
    }
    return total.longValue();
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static BuiltinException invalid(String orig) {
    return BuiltinException.error("time: invalid duration " + GoQuote.quote(orig));
  }
}
