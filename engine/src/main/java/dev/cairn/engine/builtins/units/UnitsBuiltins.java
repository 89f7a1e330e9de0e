package dev.cairn.engine.builtins.units;

import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoStrings;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * units.parse and units.parse_bytes. Amounts are exact decimals: units.parse keeps fractions
 * (rounded to 10 places, as OPA's big.Rat printing), units.parse_bytes truncates to an integer.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class UnitsBuiltins {
  private static final BigInteger K = BigInteger.valueOf(1000);
  private static final BigInteger KI = BigInteger.valueOf(1024);

  private static final String PREFIXES = "kmgtpe";
  private static final int MAX_EXPONENT_DIGITS = 6;

  /** units.parse: case matters for the first letter only ('m' milli vs 'M' mega). */
  private static final Map<String, BigDecimal> SI = siUnits();

  /** units.parse_bytes: the whole unit is lower-cased first. */
  private static final Map<String, BigDecimal> BYTES = byteUnits();

  private UnitsBuiltins() {}

  private static Map<String, BigDecimal> siUnits() {
    Map<String, BigDecimal> m = new HashMap<>();
    m.put("", BigDecimal.ONE);
    m.put("m", new BigDecimal("0.001"));
    for (int i = 0; i < PREFIXES.length(); i++) {
      String lower = PREFIXES.substring(i, i + 1);
      String upper = lower.toUpperCase(Locale.ROOT);
      if (!lower.equals("m")) {
        m.put(lower, power(K, i + 1));
      }
      m.put(upper, power(K, i + 1));
      m.put(lower + "i", power(KI, i + 1));
      m.put(upper + "i", power(KI, i + 1));
    }
    return Map.copyOf(m);
  }

  private static Map<String, BigDecimal> byteUnits() {
    Map<String, BigDecimal> m = new HashMap<>();
    m.put("", BigDecimal.ONE);
    for (int i = 0; i < PREFIXES.length(); i++) {
      String p = PREFIXES.substring(i, i + 1);
      m.put(p, power(K, i + 1));
      m.put(p + "b", power(K, i + 1));
      m.put(p + "i", power(KI, i + 1));
      m.put(p + "ib", power(KI, i + 1));
    }
    return Map.copyOf(m);
  }

  private static BigDecimal power(BigInteger base, int n) {
    return new BigDecimal(base.pow(n));
  }

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.function("units.parse", FunctionDecl.of(Type.NUMBER, Type.STRING),
        UnitsBuiltins::parse));
    r.add(Builtin.function("units.parse_bytes", FunctionDecl.of(Type.NUMBER, Type.STRING),
        UnitsBuiltins::parseBytes));
  }

  private record Amount(String number, String unit) {}

  private static Value parse(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    Amount amount = split(Args.string(a, 0).replace("\"", ""), "no amount provided");
    String unit = amount.unit();
    if (unit.length() > 1) {
      unit = unit.charAt(0) + GoStrings.lower(unit.substring(1));
    }
    BigDecimal scale = SI.get(unit);
    if (scale == null) {
      throw BuiltinException.error("unit " + unit + " not recognized");
    }
    BigDecimal n = number(amount.number(), "could not parse amount to a number").multiply(scale);
    if (n.signum() == 0 || n.stripTrailingZeros().scale() <= 0) {
      return NumberValue.of(n);
    }
    // OPA writes a fraction with ten decimals (units.parse("2.5m") is 0.0025000000), and keeps that text
    return NumberValue.parse(n.setScale(10, RoundingMode.HALF_UP).toPlainString());
  }

  private static Value parseBytes(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    String s = GoStrings.lower(Args.string(a, 0)).replace("\"", "");
    Amount amount = split(s, "no byte amount provided");
    BigDecimal scale = BYTES.get(amount.unit());
    if (scale == null) {
      throw BuiltinException.error("byte unit " + amount.unit() + " not recognized");
    }
    BigDecimal n = number(amount.number(), "could not parse byte amount to a number");
    return NumberValue.of(n.multiply(scale).toBigInteger());
  }

  /**
   * The amount (digits, dots, and an exponent such as {@code e3} or {@code e-2}) up front, the
   * rest the unit. An 'e' not followed by a digit or sign starts the unit (exa).
   */
  private static Amount split(String s, String noAmount) throws BuiltinException {
    if (s.contains(" ")) {
      throw BuiltinException.error("spaces not allowed in resource strings");
    }
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (!isAsciiDigit(c) && c != '.' && c != 'e' && c != 'E' && c != '+' && c != '-') {
        break;
      }
      if (c == 'e' || c == 'E') {
        char next = i + 1 < s.length() ? s.charAt(i + 1) : ' ';
        if (!isAsciiDigit(next) && next != '+' && next != '-') {
          break;
        }
        if (next == '+' || next == '-') {
          i++;
        }
        int digits = 0;
        while (i + 1 + digits < s.length() && isAsciiDigit(s.charAt(i + 1 + digits))) {
          digits++;
        }
        if (digits > MAX_EXPONENT_DIGITS) {
          throw BuiltinException.error("exponent too large");
        }
      }
      i++;
    }
    if (i == 0) {
      throw BuiltinException.error(noAmount);
    }
    return new Amount(s.substring(0, i), s.substring(i));
  }

  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static BigDecimal number(String text, String message) throws BuiltinException {
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw BuiltinException.error(message);
    }
  }
}
