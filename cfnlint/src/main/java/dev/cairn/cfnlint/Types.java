package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;

/**
 * CloudFormation's type coercion (the keyword reference, "Type checking"): a value is of a type when
 * CloudFormation can convert it, so {@code "10"} is an integer and {@code 10} a string. With {@code
 * strict} (cfn-lint's {@code E3012:strict}) only the JSON type counts.
 */
final class Types {
  private Types() {}

  static boolean is(JsonNode v, String type, boolean strict) {
    return switch (type) {
      case "string", "date" -> v.isTextual() || (!strict && (v.isNumber() || v.isBoolean()));
      case "integer" -> isInteger(v) || (!strict && v.isTextual() && parseInteger(v.textValue()));
      case "number" -> v.isNumber() || (!strict && v.isTextual() && number(v.textValue()) != null);
      case "boolean" -> v.isBoolean() || (!strict && v.isTextual() && isBooleanText(v.textValue()));
      case "object" -> v.isObject();
      case "array" -> v.isArray();
      case "null" -> v.isNull();
      default -> true;
    };
  }

  private static boolean isInteger(JsonNode v) {
    return v.isIntegralNumber() || (v.isNumber() && v.decimalValue().stripTrailingZeros().scale() <= 0);
  }

  private static boolean parseInteger(String s) {
    BigDecimal d = number(s);
    return d != null && d.stripTrailingZeros().scale() <= 0 && !s.contains(".") && !s.contains("e") && !s.contains("E");
  }

  private static boolean isBooleanText(String s) {
    return s.equals("true") || s.equals("false") || s.equals("True") || s.equals("False");
  }

  /** A number's value, or a numeric string's when not strict; null otherwise. */
  static BigDecimal number(JsonNode v, boolean strict) {
    if (v.isNumber()) {
      return v.decimalValue();
    }
    return !strict && v.isTextual() ? number(v.textValue()) : null;
  }

  static BigDecimal number(String s) {
    if (!looksNumeric(s)) {
      return null;
    }
    try {
      return new BigDecimal(s);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** Only digits, signs, points and exponents, with a digit: worth parsing (a failed parse throws). */
  private static boolean looksNumeric(String s) {
    if (s.isEmpty() || s.length() > 100) {
      return false;
    }
    boolean digit = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        digit = true;
      } else if (c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E') {
        return false;
      }
    }
    return digit;
  }

  /** A string's text, or a number's or boolean's when not strict; null for other values. */
  static String text(JsonNode v, boolean strict) {
    if (v.isTextual()) {
      return v.textValue();
    }
    return !strict && (v.isNumber() || v.isBoolean()) ? v.asText() : null;
  }

  /** Equal as JSON, or (not strict) scalars with the same text or the same number. */
  static boolean same(JsonNode a, JsonNode b, boolean strict) {
    if (a.equals(b)) {
      return true;
    }
    if (a.isNumber() && b.isNumber()) {
      return a.decimalValue().compareTo(b.decimalValue()) == 0;
    }
    if (strict || !a.isValueNode() || !b.isValueNode() || a.isNull() || b.isNull()) {
      return false;
    }
    if (a.isTextual() && b.isTextual()) {
      return false; // two strings are the same only as strings
    }
    if (a.asText().equals(b.asText())) {
      return true;
    }
    BigDecimal x = number(a, false);
    BigDecimal y = number(b, false);
    return x != null && y != null && x.compareTo(y) == 0;
  }
}
