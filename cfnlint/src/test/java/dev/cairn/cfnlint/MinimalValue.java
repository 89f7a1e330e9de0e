package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.curiousoddman.rgxgen.RgxGen;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;

/**
 * The smallest value a schema accepts, built from it: an object's required properties (and the
 * first of a requiredXor/requiredOr set), the first enum value, a string matching its pattern and
 * length, a number in range, the fewest array items.
 */
final class MinimalValue {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Map<String, String> FORMATS = Map.ofEntries(
      Map.entry("AWS::EC2::VPC.Id", "vpc-12345678"), Map.entry("AWS::EC2::SecurityGroup.Id", "sg-12345678"),
      Map.entry("AWS::EC2::SecurityGroup.Ids", "sg-12345678"), Map.entry("AWS::EC2::Subnet.Id", "subnet-12345678"),
      Map.entry("AWS::EC2::Subnet.Ids", "subnet-12345678"), Map.entry("AWS::EC2::Image.Id", "ami-12345678"),
      Map.entry("AWS::IAM::Role.Arn", "arn:aws:iam::123456789012:role/r"), Map.entry("AWS::Logs::LogGroup.Name", "group"),
      Map.entry("ipv4-network", "10.0.0.0/16"), Map.entry("ipv6-network", "2001:db8::/32"),
      Map.entry("date-time", "2024-01-01T00:00:00Z"));

  private final SchemaDocument doc;
  private final java.util.List<String> unbuilt = new java.util.ArrayList<>();
  private int counter;

  MinimalValue(SchemaDocument doc) {
    this.doc = doc;
  }

  /** The patterns no string could be built for (the value is then only a guess). */
  java.util.List<String> unbuilt() {
    return unbuilt;
  }

  JsonNode of(JsonNode schema, int depth) {
    if (depth > 30 || !schema.isObject()) {
      return NODES.textNode("x");
    }
    if (schema.has("$ref")) {
      JsonNode target = doc.resolve(schema.get("$ref").asText());
      if (schema.size() == 1 || !target.isObject()) {
        return of(target, depth + 1);
      }
      // the keywords beside a $ref apply too: build for both at once
      ObjectNode both = ((ObjectNode) target).deepCopy();
      schema.fields().forEachRemaining(e -> {
        if (!e.getKey().equals("$ref")) {
          both.set(e.getKey(), e.getValue());
        }
      });
      return of(both, depth + 1);
    }
    if (schema.has("const")) {
      return schema.get("const");
    }
    if (schema.has("enum")) {
      return schema.get("enum").get(0);
    }
    if (schema.has("enumCaseInsensitive")) {
      return schema.get("enumCaseInsensitive").get(0);
    }
    for (String combinator : new String[] {"oneOf", "anyOf"}) {
      if (schema.has(combinator) && !schema.has("properties") && !schema.has("type")) {
        JsonNode branch = schema.get(combinator).get(0);
        JsonNode value = of(branch, depth + 1);
        if (value instanceof ObjectNode o && o.isEmpty() && branch.path("properties").size() > 0) {
          String first = branch.path("properties").fieldNames().next();
          o.set(first, of(branch.path("properties").get(first), depth + 1));
        }
        return value;
      }
    }
    String type = type(schema);
    return switch (type) {
      case "object" -> object(schema, depth);
      case "array" -> array(schema, depth);
      case "integer", "number" -> number(schema);
      case "boolean" -> NODES.booleanNode(true);
      default -> NODES.textNode(string(schema));
    };
  }

  private static String type(JsonNode schema) {
    JsonNode t = schema.get("type");
    if (t == null) {
      return schema.has("properties") || schema.has("required") ? "object" : schema.has("items") ? "array" : "string";
    }
    return t.isArray() ? t.get(0).asText() : t.asText();
  }

  private ObjectNode object(JsonNode schema, int depth) {
    ObjectNode out = NODES.objectNode();
    JsonNode properties = schema.path("properties");
    java.util.List<JsonNode> parts = new java.util.ArrayList<>();
    constraints(schema, parts, 0);
    for (JsonNode part : parts) {
      for (JsonNode name : part.path("required")) {
        if (!out.has(name.asText())) {
          JsonNode own = part.path("properties").path(name.asText());
          out.set(name.asText(), of(own.isMissingNode() ? properties.path(name.asText()) : own, depth + 1));
        }
      }
    }
    for (JsonNode part : parts) {
      part.path("properties").fields().forEachRemaining(p -> {
        if (out.get(p.getKey()) instanceof ObjectNode child) {
          for (JsonNode name : p.getValue().path("required")) {
            if (!child.has(name.asText())) {
              JsonNode own = resolved(properties.path(p.getKey())).path("properties").path(name.asText());
              child.set(name.asText(), of(own, depth + 2));
            }
          }
        }
      });
    }
    for (String k : new String[] {"requiredXor", "requiredOr"}) {
      JsonNode first = schema.path(k).path(0);
      if (first.isTextual() && !out.has(first.asText())) {
        out.set(first.asText(), of(properties.path(first.asText()), depth + 1));
      }
    }
    for (String combinator : new String[] {"oneOf", "anyOf"}) {
      JsonNode branch = schema.path(combinator).path(0);
      for (JsonNode name : branch.path("required")) {
        if (!out.has(name.asText())) {
          out.set(name.asText(), of(properties.path(name.asText()), depth + 1));
        }
      }
    }
    JsonNode minProperties = schema.get("minProperties");
    if (minProperties != null && out.size() < minProperties.asInt() && properties.isObject()) {
      var names = properties.fieldNames();
      while (out.size() < minProperties.asInt() && names.hasNext()) {
        String n = names.next();
        out.set(n, of(properties.get(n), depth + 1));
      }
    }
    JsonNode patternProperties = schema.path("patternProperties");
    if (minProperties != null && out.size() < minProperties.asInt() && patternProperties.size() > 0) {
      // no named property left: a key that the first pattern property accepts
      var first = patternProperties.fields().next();
      String key = matching(first.getKey(), 1, Integer.MAX_VALUE, counter++);
      if (key != null) {
        out.set(key, of(first.getValue(), depth + 1));
      }
    }
    if (minProperties != null && out.size() < minProperties.asInt()) {
      unbuilt.add("minProperties " + minProperties.asInt() + " without enough named properties");
    }
    return out;
  }

  /** The schema and what allOf adds, and the first branch of each oneOf/anyOf. */
  private void constraints(JsonNode schema, java.util.List<JsonNode> out, int depth) {
    if (depth > 10 || !schema.isObject()) {
      return;
    }
    out.add(schema);
    schema.path("allOf").forEach(s -> constraints(s, out, depth + 1));
    for (String combinator : new String[] {"oneOf", "anyOf"}) {
      JsonNode branch = schema.path(combinator).path(0);
      constraints(branch, out, depth + 1);
      if (branch.isObject() && !branch.has("required") && branch.path("properties").size() > 0 && combinator.equals("oneOf")) {
        ObjectNode req = NODES.objectNode();
        req.putArray("required").add(branch.path("properties").fieldNames().next());
        req.set("properties", branch.get("properties"));
        out.add(req);
      }
    }
  }

  private JsonNode resolved(JsonNode s) {
    for (int i = 0; i < 20 && s.has("$ref"); i++) {
      s = doc.resolve(s.get("$ref").asText());
    }
    return s;
  }

  private ArrayNode array(JsonNode schema, int depth) {
    ArrayNode out = NODES.arrayNode();
    int n = schema.path("minItems").asInt(0);
    for (int i = 0; i < n; i++) {
      JsonNode item = of(schema.path("items"), depth + 1);
      JsonNode prefix = schema.path("prefixItems").path(i);
      if (item instanceof ObjectNode o && prefix.isObject()) {
        prefix.path("properties").fields().forEachRemaining(p -> o.set(p.getKey(), of(p.getValue(), depth + 1)));
      }
      out.add(item);
    }
    return out;
  }

  private static JsonNode number(JsonNode schema) {
    long value = 1;
    if (schema.has("minimum")) {
      value = (long) Math.ceil(schema.get("minimum").asDouble());
    } else if (schema.has("exclusiveMinimum")) {
      value = (long) Math.floor(schema.get("exclusiveMinimum").asDouble()) + 1;
    } else if (schema.has("maximum") && schema.get("maximum").asDouble() < 1) {
      value = (long) Math.floor(schema.get("maximum").asDouble());
    }
    return NODES.numberNode(value);
  }

  private String string(JsonNode schema) {
    int min = schema.path("minLength").asInt(0);
    int max = schema.path("maxLength").asInt(Integer.MAX_VALUE);
    String format = FORMATS.get(schema.path("format").asText());
    if (format != null) {
      return format;
    }
    JsonNode pattern = schema.get("pattern");
    if (pattern != null) {
      String made = matching(pattern.asText(), min, max, counter++);
      if (made != null) {
        return made;
      }
      unbuilt.add(pattern.asText());
    }
    return String.valueOf((char) ('a' + (counter++ % 26))).repeat(Math.max(1, min));
  }

  /**
   * Strings that patterns RgxGen cannot generate from (lookarounds, Unicode classes, inline flags)
   * commonly accept: plain names, versions, ids, ARNs of the shapes the schemas use.
   */
  private static final java.util.List<String> CANDIDATES = java.util.List.of(
      "abc", "abc1", "Abc1", "1.0", "Ab::Cd::Ef", "12345678-1234-1234-1234-123456789012",
      "arn:aws:iam::123456789012:role/r", "arn:aws:s3:::bucket", "arn:aws:rds:us-east-1:123456789012:cluster:abc",
      "arn:aws:pca-connector-scep:us-east-1:123456789012:connector/12345678-1234-1234-1234-123456789012",
      "arn:aws:acm-pca:us-east-1:123456789012:certificate-authority/12345678-1234-1234-1234-123456789012",
      "arn:aws:vpc-lattice:us-east-1:123456789012:service/svc-0123456789abcdefg");

  /** A string the pattern accepts within the length bounds, or null when none was found. */
  private static String matching(String regex, int min, int max, int seed) {
    Pattern java = Patterns.get(regex).orElse(null);
    if (java == null) {
      return null;
    }
    String made = generated(regex, java, min, max, seed);
    if (made != null) {
      return made;
    }
    for (String c : CANDIDATES) {
      if (fits(c, java, min, max)) {
        return c;
      }
    }
    return null;
  }

  private static String generated(String regex, Pattern java, int min, int max, int seed) {
    RgxGen generator;
    try {
      generator = RgxGen.parse(regex.replace("\\Z", "$"));
    } catch (RuntimeException e) {
      return null;
    }
    Random random = new Random(seed);
    for (int i = 0; i < 200; i++) {
      String s;
      try {
        s = generator.generate(random);
      } catch (RuntimeException e) {
        return null;
      }
      if (fits(s, java, min, max)) {
        return s;
      }
    }
    return null;
  }

  private static boolean fits(String s, Pattern java, int min, int max) {
    int length = s.codePointCount(0, s.length());
    return length >= min && length <= max && java.matcher(s).find();
  }
}
