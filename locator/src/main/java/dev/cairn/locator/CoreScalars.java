package dev.cairn.locator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Resolves plain YAML scalars by the YAML 1.2 core schema: {@code yes}, {@code on} and {@code no} stay
 * strings, {@code 0o17} is octal, {@code 0x1F} hexadecimal. Numbers are exact (BigDecimal). JSON has
 * no infinity or NaN, so {@code .inf} and {@code .nan} are kept as the strings they were written as.
 * Hand-written matchers, no regular expressions, since this runs for every scalar.
 */
final class CoreScalars {

  private CoreScalars() {}

  /** @throws IllegalArgumentException for a number longer than {@code maxNumberLength} */
  static JsonNode resolvePlain(String s, int maxNumberLength) {
    switch (s) {
      case "":
      case "~":
      case "null":
      case "Null":
      case "NULL":
        return NullNode.getInstance();
      case "true":
      case "True":
      case "TRUE":
        return BooleanNode.TRUE;
      case "false":
      case "False":
      case "FALSE":
        return BooleanNode.FALSE;
      default:
        break;
    }
    char c = s.charAt(0);
    if (!(isDigit(c) || c == '-' || c == '+' || c == '.')) {
      return TreeAssembler.NODES.textNode(s);
    }
    BigInteger integer = parseInteger(s);
    if (integer == null && !isFloat(s)) {
      return TreeAssembler.NODES.textNode(s);
    }
    if (s.length() > maxNumberLength) {
      throw new IllegalArgumentException(
          "number of " + s.length() + " characters is longer than the limit of " + maxNumberLength);
    }
    return integer != null ? integerNode(integer) : decimalNode(s);
  }

  /** A scalar tagged {@code !!int}, {@code !!float}, {@code !!bool} or {@code !!null}. */
  static JsonNode resolveTagged(String tagName, String s, int maxNumberLength) {
    JsonNode plain = resolvePlain(s, maxNumberLength);
    boolean ok;
    switch (tagName) {
      case "int":
        ok = plain.isIntegralNumber();
        break;
      case "float":
        ok = plain.isNumber();
        if (!ok && isSpecialFloat(s)) {
          return TreeAssembler.NODES.textNode(s);
        }
        break;
      case "bool":
        ok = plain.isBoolean();
        break;
      case "null":
        ok = plain.isNull();
        break;
      default:
        return TreeAssembler.NODES.textNode(s);
    }
    if (!ok) {
      throw new IllegalArgumentException("\"" + s + "\" is not a valid !!" + tagName);
    }
    return plain;
  }

  static JsonNode integerNode(BigInteger value) {
    if (value.bitLength() < 32) {
      return TreeAssembler.NODES.numberNode(value.intValue());
    }
    if (value.bitLength() < 64) {
      return TreeAssembler.NODES.numberNode(value.longValue());
    }
    return TreeAssembler.NODES.numberNode(value);
  }

  private static JsonNode decimalNode(String s) {
    try {
      return DecimalNode.valueOf(new BigDecimal(s));
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("number \"" + s + "\" is out of range");
    }
  }

  private static BigInteger parseInteger(String s) {
    if (s.length() > 2 && s.charAt(0) == '0' && (s.charAt(1) == 'o' || s.charAt(1) == 'x')) {
      int radix = s.charAt(1) == 'o' ? 8 : 16;
      for (int i = 2; i < s.length(); i++) {
        char d = s.charAt(i);
        boolean hex = (d >= 'a' && d <= 'f') || (d >= 'A' && d <= 'F');
        if (!(radix == 8 ? d >= '0' && d <= '7' : isDigit(d) || hex)) {
          return null;
        }
      }
      return new BigInteger(s.substring(2), radix);
    }
    int i = s.charAt(0) == '-' || s.charAt(0) == '+' ? 1 : 0;
    if (i == s.length()) {
      return null;
    }
    for (int j = i; j < s.length(); j++) {
      if (!isDigit(s.charAt(j))) {
        return null;
      }
    }
    return new BigInteger(s.charAt(0) == '+' ? s.substring(1) : s);
  }

  /** {@code [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?} */
  private static boolean isFloat(String s) {
    int n = s.length();
    int i = s.charAt(0) == '-' || s.charAt(0) == '+' ? 1 : 0;
    int intDigits = digitsFrom(s, i);
    i += intDigits;
    int fractionDigits = 0;
    if (i < n && s.charAt(i) == '.') {
      i++;
      fractionDigits = digitsFrom(s, i);
      i += fractionDigits;
    }
    if (intDigits == 0 && fractionDigits == 0) {
      return false;
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
        i++;
      }
      int exponentDigits = digitsFrom(s, i);
      if (exponentDigits == 0) {
        return false;
      }
      i += exponentDigits;
    }
    return i == n;
  }

  private static boolean isSpecialFloat(String s) {
    String t = s.startsWith("-") || s.startsWith("+") ? s.substring(1) : s;
    return t.equals(".inf") || t.equals(".Inf") || t.equals(".INF")
        || s.equals(".nan") || s.equals(".NaN") || s.equals(".NAN");
  }

  private static int digitsFrom(String s, int i) {
    int j = i;
    while (j < s.length() && isDigit(s.charAt(j))) {
      j++;
    }
    return j - i;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
