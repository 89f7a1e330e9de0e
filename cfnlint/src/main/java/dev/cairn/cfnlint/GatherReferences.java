package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * The {@code $data} and {@code $lookup} values of a {@code cfnGather} schema, replaced by what they
 * name in the gathered object: {@code {"$data": "/source/FifoQueue"}} is that value (a JSON
 * pointer), {@code {"$lookup": {"key": ..., "map": {...}}}} the map's entry for the key. Only the
 * keywords that compare against a value take them; one whose reference cannot be resolved is left
 * out (nothing is checked against an unknown value).
 */
final class GatherReferences {
  private static final Set<String> NUMBERS = Set.of("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum");
  private static final Set<String> COUNTS = Set.of("minLength", "maxLength", "minItems", "maxItems");
  private static final Set<String> VALUES = Set.of("const", "enum", "pattern");
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private GatherReferences() {}

  /** A copy of {@code schema} with its references resolved against {@code data}. */
  static JsonNode resolve(JsonNode schema, JsonNode data) {
    if (schema.isArray()) {
      ArrayNode out = NODES.arrayNode();
      schema.forEach(s -> out.add(resolve(s, data)));
      return out;
    }
    if (!schema.isObject()) {
      return schema;
    }
    ObjectNode out = NODES.objectNode();
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      String k = e.getKey();
      if (NUMBERS.contains(k) || COUNTS.contains(k) || VALUES.contains(k)) {
        JsonNode value = keywordValue(k, reference(e.getValue(), data));
        if (value != null) {
          out.set(k, value);
        }
      } else {
        out.set(k, resolve(e.getValue(), data));
      }
    }
    return out;
  }

  /** What a value names: itself when it is no reference, null when it names nothing. */
  static JsonNode reference(JsonNode value, JsonNode data) {
    if (!value.isObject()) {
      return value;
    }
    if (value.has("$lookup")) {
      JsonNode lookup = value.get("$lookup");
      JsonNode key = lookup.has("key") ? reference(lookup.get("key"), data) : null;
      JsonNode found = key != null && key.isTextual() ? lookup.path("map").get(key.textValue()) : null;
      return found;
    }
    JsonNode pointer = value.get("$data");
    if (pointer == null || value.size() != 1) {
      return value;
    }
    if (!pointer.isTextual() || !pointer.textValue().startsWith("/")) {
      return null;
    }
    JsonNode found = data.at(pointer.textValue());
    return found.isMissingNode() ? null : found;
  }

  private static JsonNode keywordValue(String keyword, JsonNode value) {
    if (value == null) {
      return null;
    }
    if (NUMBERS.contains(keyword) || COUNTS.contains(keyword)) {
      BigDecimal n = Types.number(value, false);
      if (n == null) {
        return null;
      }
      return COUNTS.contains(keyword) ? NODES.numberNode(n.intValue()) : NODES.numberNode(n);
    }
    if (keyword.equals("pattern")) {
      return value.isTextual() ? value : null;
    }
    return value;
  }
}
