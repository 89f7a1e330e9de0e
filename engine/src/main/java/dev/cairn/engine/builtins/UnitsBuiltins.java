package dev.cairn.engine.builtins;

import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * units.parse and units.parse_bytes. Amounts are exact decimals: units.parse keeps fractions
 * (rounded to 10 places, as OPA's big.Rat printing), units.parse_bytes truncates to an integer.
 */
final class UnitsBuiltins {
  private static final BigInteger K = BigInteger.valueOf(1000);
  private static final BigInteger KI = BigInteger.valueOf(1024);

  /** units.parse: case matters for the first letter only ('m' milli vs 'M' mega). */
  private static final Map<String, BigDecimal> SI =
      Map.ofEntries(
          Map.entry("", BigDecimal.ONE),
          Map.entry("m", new BigDecimal("0.001")),
          Map.entry("k", dec(K, 1)), Map.entry("K", dec(K, 1)),
          Map.entry("ki", dec(KI, 1)), Map.entry("Ki", dec(KI, 1)),
          Map.entry("M", dec(K, 2)),
          Map.entry("mi", dec(KI, 2)), Map.entry("Mi", dec(KI, 2)),
          Map.entry("g", dec(K, 3)), Map.entry("G", dec(K, 3)),
          Map.entry("gi", dec(KI, 3)), Map.entry("Gi", dec(KI, 3)),
          Map.entry("t", dec(K, 4)), Map.entry("T", dec(K, 4)),
          Map.entry("ti", dec(KI, 4)), Map.entry("Ti", dec(KI, 4)),
          Map.entry("p", dec(K, 5)), Map.entry("P", dec(K, 5)),
          Map.entry("pi", dec(KI, 5)), Map.entry("Pi", dec(KI, 5)),
          Map.entry("e", dec(K, 6)), Map.entry("E", dec(K, 6)),
          Map.entry("ei", dec(KI, 6)), Map.entry("Ei", dec(KI, 6)));

  /** units.parse_bytes: the whole unit is lower-cased first. */
  private static final Map<String, BigDecimal> BYTES =
      Map.ofEntries(
          Map.entry("", BigDecimal.ONE),
          Map.entry("k", dec(K, 1)), Map.entry("kb", dec(K, 1)),
          Map.entry("ki", dec(KI, 1)), Map.entry("kib", dec(KI, 1)),
          Map.entry("m", dec(K, 2)), Map.entry("mb", dec(K, 2)),
          Map.entry("mi", dec(KI, 2)), Map.entry("mib", dec(KI, 2)),
          Map.entry("g", dec(K, 3)), Map.entry("gb", dec(K, 3)),
          Map.entry("gi", dec(KI, 3)), Map.entry("gib", dec(KI, 3)),
          Map.entry("t", dec(K, 4)), Map.entry("tb", dec(K, 4)),
          Map.entry("ti", dec(KI, 4)), Map.entry("tib", dec(KI, 4)),
          Map.entry("p", dec(K, 5)), Map.entry("pb", dec(K, 5)),
          Map.entry("pi", dec(KI, 5)), Map.entry("pib", dec(KI, 5)),
          Map.entry("e", dec(K, 6)), Map.entry("eb", dec(K, 6)),
          Map.entry("ei", dec(KI, 6)), Map.entry("eib", dec(KI, 6)));

  private UnitsBuiltins() {}

  private static BigDecimal dec(BigInteger base, int power) {
    return new BigDecimal(base.pow(power));
  }

  static void register(BuiltinTable.Registrar r) {
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
    if (n.scale() > 10) {
      n = n.setScale(10, RoundingMode.HALF_UP);
    }
    return NumberValue.of(n);
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

  /** Digits and dots up front are the amount, the rest the unit. */
  private static Amount split(String s, String noAmount) throws BuiltinException {
    if (s.contains(" ")) {
      throw BuiltinException.error("spaces not allowed in resource strings");
    }
    int i = 0;
    while (i < s.length()) {
      int cp = s.codePointAt(i);
      if (!Character.isDigit(cp) && cp != '.') {
        break;
      }
      i += Character.charCount(cp);
    }
    if (i == 0) {
      throw BuiltinException.error(noAmount);
    }
    return new Amount(s.substring(0, i), s.substring(i));
  }

  private static BigDecimal number(String text, String message) throws BuiltinException {
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw BuiltinException.error(message);
    }
  }
}
