package dev.cairn.locator.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;

/** Numbers as conftest's parsers hand them to Rego: integral values as integers, others exact decimals. */
final class JsonNumbers {

  private JsonNumbers() {}

  static JsonNode of(BigDecimal d) {
    BigDecimal stripped = d.signum() == 0 ? BigDecimal.ZERO : d.stripTrailingZeros();
    if (stripped.scale() > 0) {
      return JsonNodeFactory.instance.numberNode(stripped);
    }
    java.math.BigInteger i = stripped.toBigIntegerExact();
    if (i.bitLength() < 32) {
      return JsonNodeFactory.instance.numberNode(i.intValue());
    }
    return i.bitLength() < 64 ? JsonNodeFactory.instance.numberNode(i.longValue()) : JsonNodeFactory.instance.numberNode(i);
  }
}
