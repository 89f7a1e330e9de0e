package dev.cairn.engine.builtins.gocompat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Go's strconv.FormatFloat for the verbs fmt uses ('e', 'E', 'f', 'F', 'g', 'G', 'b'), on
 * float64 values. Precision -1 means the shortest text that reads back as the same double.
 * The result carries a sign only when negative.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class GoFloats {
  private GoFloats() {}

  /** Decimal digits without leading or trailing zeros; value = 0.digits x 10^dp. */
  private record Digits(String d, int dp) {
    int nd() {
      return d.length();
    }

    char at(int i) {
      return d.charAt(i);
    }

    static Digits of(BigDecimal v) {
      if (v.signum() == 0) {
        return new Digits("", 0);
      }
      String u = v.unscaledValue().abs().toString();
      int dp = u.length() - v.scale();
      int end = u.length();
      while (end > 0 && u.charAt(end - 1) == '0') {
        end--;
      }
      return new Digits(u.substring(0, end), dp);
    }

    /** Shortest digits that identify the double (Java's Double.toString choice). */
    static Digits shortest(double v) {
      return of(new BigDecimal(Double.toString(Math.abs(v))));
    }
  }

  public static String format(double v, char fmt, int prec) {
    boolean neg = v < 0 || (v == 0 && 1 / v < 0);
    String body = switch (fmt) {
      case 'b' -> binary(Math.abs(v));
      case 'x', 'X' -> hex(Math.abs(v), prec, fmt);
      case 'e', 'E' -> {
        Digits d = prec < 0 ? Digits.shortest(v) : round(v, new MathContext(prec + 1, RoundingMode.HALF_EVEN));
        yield fmtE(d, prec < 0 ? Math.max(d.nd() - 1, 0) : prec, fmt);
      }
      case 'f', 'F' -> {
        Digits d = prec < 0 ? Digits.shortest(v) : Digits.of(new BigDecimal(Math.abs(v)).setScale(prec, RoundingMode.HALF_EVEN));
        yield fmtF(d, prec < 0 ? Math.max(d.nd() - d.dp(), 0) : prec);
      }
      default -> general(v, fmt, prec);
    };
    return neg ? "-" + body : body;
  }

  private static Digits round(double v, MathContext mc) {
    return Digits.of(new BigDecimal(Math.abs(v)).round(mc));
  }

  private static String general(double v, char fmt, int prec) {
    boolean shortest = prec < 0;
    Digits d;
    int eprec;
    if (shortest) {
      d = Digits.shortest(v);
      prec = d.nd();
      eprec = 6;
    } else {
      if (prec == 0) {
        prec = 1;
      }
      d = round(v, new MathContext(prec, RoundingMode.HALF_EVEN));
      eprec = prec;
      if (eprec > d.nd() && d.nd() >= d.dp()) {
        eprec = d.nd();
      }
    }
    int exp = d.dp() - 1;
    if (exp < -4 || exp >= eprec) {
      if (prec > d.nd()) {
        prec = d.nd();
      }
      return fmtE(d, Math.max(prec - 1, 0), fmt == 'G' ? 'E' : 'e');
    }
    if (prec > d.dp()) {
      prec = d.nd();
    }
    return fmtF(d, Math.max(prec - d.dp(), 0));
  }

  private static String fmtE(Digits d, int prec, char fmt) {
    StringBuilder b = new StringBuilder();
    b.append(d.nd() == 0 ? '0' : d.at(0));
    if (prec > 0) {
      b.append('.');
      for (int i = 1; i <= prec; i++) {
        b.append(i < d.nd() ? d.at(i) : '0');
      }
    }
    b.append(fmt == 'E' ? 'E' : 'e');
    int exp = d.nd() == 0 ? 0 : d.dp() - 1;
    b.append(exp < 0 ? '-' : '+');
    exp = Math.abs(exp);
    if (exp < 10) {
      b.append('0');
    }
    return b.append(exp).toString();
  }

  private static String fmtF(Digits d, int prec) {
    StringBuilder b = new StringBuilder();
    if (d.dp() > 0) {
      for (int i = 0; i < d.dp(); i++) {
        b.append(i < d.nd() ? d.at(i) : '0');
      }
    } else {
      b.append('0');
    }
    if (prec > 0) {
      b.append('.');
      for (int i = 0; i < prec; i++) {
        int j = d.dp() + i;
        b.append(j >= 0 && j < d.nd() ? d.at(j) : '0');
      }
    }
    return b.toString();
  }

  /** %x: hexadecimal mantissa and binary exponent, e.g. 0x1.8p+01; precision counts hex digits. */
  private static String hex(double v, int prec, char fmt) {
    Binary f = Binary.of(v);
    long mant = f.mant();
    int exp = f.exp() + 52;
    if (mant == 0) {
      exp = 0;
    }
    mant <<= 8; // leading 1 at bit 60
    while (mant != 0 && (mant & (1L << 60)) == 0) {
      mant <<= 1;
      exp--;
    }
    if (prec >= 0 && prec < 15) {
      int shift = prec * 4;
      long extra = (mant << shift) & ((1L << 60) - 1);
      mant >>>= 60 - shift;
      if ((extra | (mant & 1)) > (1L << 59)) {
        mant++;
      }
      mant <<= 60 - shift;
      if ((mant & (1L << 61)) != 0) {
        mant >>>= 1;
        exp++;
      }
    }
    String digits = fmt == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    StringBuilder b = new StringBuilder("0").append(fmt).append((char) ('0' + ((mant >>> 60) & 1)));
    mant <<= 4;
    if ((prec < 0 && mant != 0) || prec > 0) {
      b.append('.');
      for (int i = 0; prec < 0 ? mant != 0 : i < prec; i++) {
        b.append(digits.charAt((int) ((mant >>> 60) & 15)));
        mant <<= 4;
      }
    }
    b.append(fmt == 'X' ? 'P' : 'p').append(exp < 0 ? '-' : '+');
    String e = Integer.toString(Math.abs(exp));
    return b.append(e.length() < 2 ? "0" + e : e).toString();
  }

  /** %b: decimal mantissa and binary exponent, e.g. 4503599627370496p-52. */
  private static String binary(double v) {
    Binary f = Binary.of(v);
    return f.mant() + "p" + (f.exp() >= 0 ? "+" : "") + f.exp();
  }

  /** A non-negative double as mant x 2^exp, with the implicit leading bit made explicit. */
  private record Binary(long mant, int exp) {
    static Binary of(double v) {
      long bits = Double.doubleToRawLongBits(v);
      int exp = (int) ((bits >>> 52) & 0x7FF);
      long mant = bits & ((1L << 52) - 1);
      if (exp == 0) {
        exp++; // subnormal
      } else {
        mant |= 1L << 52;
      }
      return new Binary(mant, exp - 1023 - 52);
    }
  }
}
