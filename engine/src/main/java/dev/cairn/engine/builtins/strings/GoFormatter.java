package dev.cairn.engine.builtins.strings;

import dev.cairn.engine.builtins.gocompat.GoFloats;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Go's fmt.Sprintf over the argument kinds OPA's sprintf passes: {@link Long} (Go int), {@link
 * BigInteger} (*big.Int), {@link Double} (float64) and {@link String}. Verbs, flags, width,
 * precision, argument indexes and Go's error notation ({@code %!d(string=x)}, {@code
 * %!s(MISSING)}, {@code %!(EXTRA ...)}) follow the fmt package.
 */
final class GoFormatter {
  private final String format;
  private final List<Object> args;
  private final StringBuilder out = new StringBuilder();

  // Per-verb state, as Go's fmt.fmtFlags.
  private boolean plus;
  private boolean minus;
  private boolean sharp;
  private boolean space;
  private boolean zero;
  private boolean plusV;
  private boolean sharpV;
  private boolean widPresent;
  private boolean precPresent;
  private int wid;
  private int prec;

  private int argNum;
  private boolean reordered;
  private boolean goodArgNum;

  private GoFormatter(String format, List<Object> args) {
    this.format = format;
    this.args = args;
  }

  static String sprintf(String format, List<Object> args) {
    GoFormatter f = new GoFormatter(format, args);
    f.run();
    return f.out.toString();
  }

  private void run() {
    int end = format.length();
    int i = 0;
    while (i < end) {
      goodArgNum = true;
      int lasti = i;
      while (i < end && format.charAt(i) != '%') {
        i++;
      }
      out.append(format, lasti, i);
      if (i >= end) {
        break;
      }
      i++; // skip %
      clearFlags();
      flags:
      for (; i < end; i++) {
        switch (format.charAt(i)) {
          case '#' -> sharp = true;
          case '0' -> zero = !minus;
          case '+' -> plus = true;
          case '-' -> {
            minus = true;
            zero = false;
          }
          case ' ' -> space = true;
          default -> {
            break flags;
          }
        }
      }
      i = argNumber(i);
      boolean afterIndex = lastFound;
      if (i < end && format.charAt(i) == '*') {
        i++;
        Integer w = intFromArg();
        widPresent = w != null;
        wid = w == null ? 0 : w;
        if (!widPresent) {
          out.append("%!(BADWIDTH)");
        }
        if (wid < 0) {
          wid = -wid;
          minus = true;
          zero = false;
        }
        afterIndex = false;
      } else {
        i = parseNum(i, end);
        wid = lastNum;
        widPresent = lastIsNum;
        if (afterIndex && widPresent) {
          goodArgNum = false;
        }
      }
      if (i < end && format.charAt(i) == '.') {
        i++;
        if (afterIndex) {
          goodArgNum = false;
        }
        i = argNumber(i);
        afterIndex = lastFound;
        if (i < end && format.charAt(i) == '*') {
          i++;
          Integer p = intFromArg();
          precPresent = p != null;
          prec = p == null ? 0 : p;
          if (prec < 0) {
            prec = 0;
            precPresent = false;
          }
          if (!precPresent) {
            out.append("%!(BADPREC)");
          }
          afterIndex = false;
        } else {
          i = parseNum(i, end);
          prec = lastIsNum ? lastNum : 0;
          precPresent = true;
        }
      }
      if (!afterIndex) {
        i = argNumber(i);
      }
      if (i >= end) {
        out.append("%!(NOVERB)");
        break;
      }
      int verb = format.codePointAt(i);
      i += Character.charCount(verb);
      if (verb == '%') {
        out.append('%');
      } else if (!goodArgNum) {
        out.append("%!").appendCodePoint(verb).append("(BADINDEX)");
      } else if (argNum >= args.size()) {
        out.append("%!").appendCodePoint(verb).append("(MISSING)");
      } else {
        if (verb == 'v') {
          sharpV = sharp;
          sharp = false;
          plusV = plus;
          plus = false;
        }
        printArg(args.get(argNum++), verb);
      }
    }
    if (!reordered && argNum < args.size()) {
      clearFlags();
      out.append("%!(EXTRA ");
      for (int k = argNum; k < args.size(); k++) {
        if (k > argNum) {
          out.append(", ");
        }
        out.append(typeName(args.get(k))).append('=');
        printArg(args.get(k), 'v');
      }
      out.append(')');
    }
  }

  private void clearFlags() {
    plus = minus = sharp = space = zero = plusV = sharpV = widPresent = precPresent = false;
    wid = prec = 0;
  }

  // Results of argNumber/parseNum besides the new index.
  private boolean lastFound;
  private int lastNum;
  private boolean lastIsNum;

  /** An explicit argument index "[n]" at i, if any. */
  private int argNumber(int i) {
    lastFound = false;
    if (i >= format.length() || format.charAt(i) != '[') {
      return i;
    }
    reordered = true;
    int close = format.indexOf(']', i + 1);
    if (format.length() - i < 3 || close < 0) {
      goodArgNum = false;
      return i + 1;
    }
    int next = parseNum(i + 1, close);
    if (!lastIsNum || next != close) {
      goodArgNum = false;
      return close + 1;
    }
    int index = lastNum - 1;
    if (index >= 0 && index < args.size()) {
      argNum = index;
      lastFound = true;
    } else {
      goodArgNum = false;
      lastFound = true;
    }
    return close + 1;
  }

  private int parseNum(int start, int end) {
    lastNum = 0;
    lastIsNum = false;
    int i = start;
    while (i < end && format.charAt(i) >= '0' && format.charAt(i) <= '9') {
      if (lastNum > 1_000_000) {
        lastNum = 0;
        lastIsNum = false;
        return end;
      }
      lastNum = lastNum * 10 + (format.charAt(i) - '0');
      lastIsNum = true;
      i++;
    }
    return i;
  }

  /** A '*' width or precision: the next argument if it is an int of sane size, else null. */
  private Integer intFromArg() {
    if (argNum >= args.size()) {
      return null;
    }
    Object a = args.get(argNum++);
    if (a instanceof Long l && Math.abs(l) <= 1_000_000) {
      return l.intValue();
    }
    return null;
  }

  private static String typeName(Object a) {
    if (a instanceof Long) {
      return "int64"; // OPA 1.x passes integers to fmt as int64
    }
    if (a instanceof BigInteger) {
      return "*big.Int";
    }
    return a instanceof Double ? "float64" : "string";
  }

  private void printArg(Object a, int verb) {
    if (verb == 'T') {
      pad(truncate(typeName(a)));
      return;
    }
    if (a instanceof Long l) {
      printInt(l, verb);
    } else if (a instanceof BigInteger b) {
      printBigInt(b, verb);
    } else if (a instanceof Double d) {
      printFloat(d, verb);
    } else {
      printString((String) a, verb);
    }
  }

  private void badVerb(Object a, int verb) {
    out.append("%!").appendCodePoint(verb).append('(').append(typeName(a)).append('=');
    printArg(a, 'v');
    out.append(')');
  }

  private void printInt(long v, int verb) {
    switch (verb) {
      case 'v', 'd' -> fmtInteger(v, 10, verb, false);
      case 'b' -> fmtInteger(v, 2, verb, false);
      case 'o', 'O' -> fmtInteger(v, 8, verb, false);
      case 'x' -> fmtInteger(v, 16, verb, false);
      case 'X' -> fmtInteger(v, 16, verb, true);
      case 'c' -> pad(validRune(v) ? new String(Character.toChars((int) v)) : "\uFFFD");
      case 'q' -> pad(GoQuote.quoteRune(validRune(v) ? (int) v : 0xFFFD));
      case 'U' -> fmtUnicode(v);
      default -> badVerb(v, verb);
    }
  }

  private static boolean validRune(long v) {
    return v >= 0 && v <= Character.MAX_CODE_POINT && !(v >= 0xD800 && v <= 0xDFFF);
  }

  private void fmtUnicode(long v) {
    String hex = Long.toHexString(v).toUpperCase();
    int minDigits = precPresent && prec > 4 ? prec : 4;
    StringBuilder b = new StringBuilder("U+").append("0".repeat(Math.max(0, minDigits - hex.length()))).append(hex);
    if (sharp && validRune(v) && GoQuote.isPrint((int) v)) {
      b.append(" '").appendCodePoint((int) v).append('\'');
    }
    boolean oldZero = zero;
    zero = false;
    pad(b.toString());
    zero = oldZero;
  }

  /** fmt.fmtInteger: precision or zero flag give leading zeros; then prefix, sign, padding. */
  private void fmtInteger(long v, int base, int verb, boolean upper) {
    boolean negative = v < 0;
    BigInteger u = BigInteger.valueOf(v).abs();
    int precision = 0;
    if (precPresent) {
      precision = prec;
      if (precision == 0 && v == 0) {
        boolean oldZero = zero;
        zero = false;
        writePadding(wid);
        zero = oldZero;
        return;
      }
    } else if (zero && widPresent) {
      precision = wid;
      if (negative || plus || space) {
        precision--;
      }
    }
    String digits = u.toString(base);
    if (upper) {
      digits = digits.toUpperCase();
    }
    StringBuilder b = new StringBuilder();
    b.append("0".repeat(Math.max(0, precision - digits.length()))).append(digits);
    if (sharp) {
      switch (base) {
        case 2 -> b.insert(0, "0b");
        case 8 -> {
          if (b.charAt(0) != '0') {
            b.insert(0, '0');
          }
        }
        case 16 -> b.insert(0, upper ? "0X" : "0x");
        default -> { }
      }
    }
    if (verb == 'O') {
      b.insert(0, "0o");
    }
    if (negative) {
      b.insert(0, '-');
    } else if (plus) {
      b.insert(0, '+');
    } else if (space) {
      b.insert(0, ' ');
    }
    boolean oldZero = zero;
    zero = false;
    pad(b.toString());
    zero = oldZero;
  }

  /** big.Int's own Format: [left pad][sign][prefix][zero pad][digits][right pad]. */
  private void printBigInt(BigInteger x, int verb) {
    int base;
    switch (verb) {
      case 'b' -> base = 2;
      case 'o', 'O' -> base = 8;
      case 'd', 's', 'v' -> base = 10;
      case 'x', 'X' -> base = 16;
      default -> {
        out.append("%!").appendCodePoint(verb).append("(big.Int=").append(x).append(')');
        return;
      }
    }
    String sign = x.signum() < 0 ? "-" : (plus || plusV) ? "+" : space ? " " : "";
    String prefix = "";
    if (sharp || sharpV) {
      prefix = switch (verb) {
        case 'b' -> "0b";
        case 'o' -> "0";
        case 'x' -> "0x";
        case 'X' -> "0X";
        default -> "";
      };
    }
    if (verb == 'O') {
      prefix = "0o";
    }
    String digits = x.abs().toString(base);
    if (verb == 'X') {
      digits = digits.toUpperCase();
    }
    int zeros = 0;
    if (precPresent) {
      if (digits.length() < prec) {
        zeros = prec - digits.length();
      } else if (digits.equals("0") && prec == 0) {
        return;
      }
    }
    int length = sign.length() + prefix.length() + zeros + digits.length();
    int left = 0;
    int right = 0;
    if (widPresent && length < wid) {
      int d = wid - length;
      if (minus) {
        right = d;
      } else if (zero && !precPresent) {
        zeros = d;
      } else {
        left = d;
      }
    }
    out.append(" ".repeat(left)).append(sign).append(prefix).append("0".repeat(zeros))
        .append(digits).append(" ".repeat(right));
  }

  private void printFloat(double v, int verb) {
    switch (verb) {
      case 'v' -> fmtFloat(v, 'g', -1);
      case 'b', 'g', 'G', 'x', 'X' -> fmtFloat(v, (char) verb, -1);
      case 'f', 'e', 'E', 'F' -> fmtFloat(v, (char) verb, 6);
      default -> badVerb(v, verb);
    }
  }

  /** fmt.fmtFloat: the sign goes before zero padding; '+' and ' ' flags add one. */
  private void fmtFloat(double v, char verb, int precision) {
    String num = GoFloats.format(v, verb, precPresent ? prec : precision);
    if (!num.startsWith("-")) {
      num = (space && !plus ? " " : "+") + num;
    }
    if (plus || num.charAt(0) != '+') {
      if (zero && widPresent && wid > num.length()) {
        out.append(num.charAt(0));
        writePadding(wid - num.length());
        out.append(num, 1, num.length());
        return;
      }
      pad(num);
      return;
    }
    pad(num.substring(1));
  }

  private void printString(String s, int verb) {
    switch (verb) {
      case 'v' -> {
        if (sharpV) {
          fmtQ(s);
        } else {
          pad(truncate(s));
        }
      }
      case 's' -> pad(truncate(s));
      case 'x' -> fmtSx(s, "0123456789abcdef");
      case 'X' -> fmtSx(s, "0123456789ABCDEF");
      case 'q' -> fmtQ(s);
      default -> badVerb(s, verb);
    }
  }

  private String truncate(String s) {
    if (precPresent && s.codePointCount(0, s.length()) > prec) {
      return s.substring(0, s.offsetByCodePoints(0, prec));
    }
    return s;
  }

  private void fmtQ(String s) {
    s = truncate(s);
    if (sharp && s.indexOf('`') < 0 && s.chars().allMatch(c -> c == '\t' || (c >= ' ' && c != 0x7F))) {
      pad("`" + s + "`");
    } else {
      pad(plus ? GoQuote.quoteToAscii(s) : GoQuote.quote(s));
    }
  }

  /** %x on strings: hex of the UTF-8 bytes; the space flag separates bytes. */
  private void fmtSx(String s, String digits) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    int length = precPresent && prec < bytes.length ? prec : bytes.length;
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < length; i++) {
      if (space && i > 0) {
        b.append(' ');
      }
      if (sharp && (space || i == 0)) {
        b.append(digits.charAt(10) == 'A' ? "0X" : "0x");
      }
      int c = bytes[i] & 0xFF;
      b.append(digits.charAt(c >> 4)).append(digits.charAt(c & 0xF));
    }
    pad(b.toString());
  }

  /** Pads to the width (counted in code points) with spaces, or zeros when the flag is set. */
  private void pad(String s) {
    if (!widPresent || wid == 0) {
      out.append(s);
      return;
    }
    int width = wid - s.codePointCount(0, s.length());
    if (!minus) {
      writePadding(width);
      out.append(s);
    } else {
      out.append(s);
      writePadding(width);
    }
  }

  private void writePadding(int n) {
    if (n > 0) {
      out.append(String.valueOf(zero ? '0' : ' ').repeat(n));
    }
  }
}
