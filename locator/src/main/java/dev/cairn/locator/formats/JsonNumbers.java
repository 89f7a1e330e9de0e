package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;

/**
 * Numbers as conftest's parsers hand them to Rego: integral values as integers, others exact
 * decimals. An integral value of more than {@link #MAX_INTEGER_DIGITS} digits ({@code 1e10000000})
 * stays a decimal in exponent form: writing its digits out would take megabytes and minutes.
 */
final class JsonNumbers {
  static final int MAX_INTEGER_DIGITS = 1_000;

  private JsonNumbers() {}

  static JsonNode of(BigDecimal d) {
    BigDecimal stripped = d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
    if (stripped.scale() > 0 || (long) stripped.precision() - stripped.scale() > MAX_INTEGER_DIGITS) {
      return JsonNodeFactory.instance.numberNode(stripped);
    }
    java.math.BigInteger i = stripped.toBigIntegerExact();
    if (i.bitLength() < 32) {
      return JsonNodeFactory.instance.numberNode(i.intValue());
    }
    return i.bitLength() < 64 ? JsonNodeFactory.instance.numberNode(i.longValue()) : JsonNodeFactory.instance.numberNode(i);
  }
}
