package dev.cairn.engine.builtins.schema;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.builtins.gocompat.GoRegexp;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The structural checks a schema must pass before use (keyword values of the right JSON type,
 * valid type names and patterns, resolvable references), worded as gojsonschema words them, and
 * JSON-pointer resolution of local {@code $ref}s.
 */
final class JsonSchemaChecker {
  private static final List<String> NUMBER_KEYWORDS = List.of("multipleOf", "maximum", "minimum");
  private static final List<String> COUNT_KEYWORDS = List.of("minLength", "maxLength",
      "minItems", "maxItems", "minProperties", "maxProperties");
  private static final List<String> SCHEMA_KEYWORDS = List.of("not", "if", "then", "else",
      "contains", "propertyNames", "additionalProperties", "additionalItems");
  private static final List<String> SCHEMA_LIST_KEYWORDS = List.of("allOf", "anyOf", "oneOf");
  private static final List<String> SCHEMA_MAP_KEYWORDS =
      List.of("properties", "patternProperties", "definitions", "$defs");
  private static final int MAX_DEPTH = 1_000;

  private JsonSchemaChecker() {}

  static void check(Value root, Value schema) throws JsonSchema.SchemaCompileException {
    check(root, schema, 0);
  }

  private static void check(Value root, Value schema, int depth)
      throws JsonSchema.SchemaCompileException {
    if (schema instanceof BooleanValue) {
      return;
    }
    if (!(schema instanceof ObjectValue s)) {
      throw fail("Invalid type. Expected: object/boolean, given: " + JsonSchema.typeOf(schema));
    }
    if (depth > MAX_DEPTH) {
      throw fail("schema is nested too deeply");
    }
    if (s.get("$ref") != null) {
      if (!(s.get("$ref") instanceof StringValue ref)) {
        throw fail("$ref must be of a string");
      }
      if (resolve(root, ref.value()) == null) {
        throw fail("Could not resolve reference " + GoQuote.quote(ref.value()));
      }
    }
    checkType(s.get("type"));
    for (String k : NUMBER_KEYWORDS) {
      if (s.get(k) != null && !(s.get(k) instanceof NumberValue)) {
        throw fail(k + " must be of a number");
      }
    }
    for (String k : List.of("exclusiveMaximum", "exclusiveMinimum")) {
      Value v = s.get(k);
      if (v != null && !(v instanceof NumberValue) && !(v instanceof BooleanValue)) {
        throw fail(k + " must be of a number");
      }
    }
    for (String k : COUNT_KEYWORDS) {
      Value v = s.get(k);
      if (v != null && !(v instanceof NumberValue n && n.intValueExact().isPresent())) {
        throw fail(k + " must be of an integer");
      }
      if (v instanceof NumberValue n && n.signum() < 0) {
        throw fail(k + " must be greater than or equal to 0");
      }
    }
    if (s.get("pattern") != null) {
      if (!(s.get("pattern") instanceof StringValue p)) {
        throw fail("pattern must be of a string");
      }
      regex(p.value());
    }
    if (s.get("required") != null) {
      if (!(s.get("required") instanceof ArrayValue req)
          || !req.items().stream().allMatch(x -> x instanceof StringValue)) {
        throw fail("required must be of an array of strings");
      }
    }
    if (s.get("enum") != null) {
      if (!(s.get("enum") instanceof ArrayValue e)) {
        throw fail("enum must be of an array");
      }
      if (new HashSet<>(e.items()).size() != e.size()) {
        throw fail("enum items must be unique");
      }
    }
    for (String k : SCHEMA_KEYWORDS) {
      if (s.get(k) != null) {
        check(root, s.get(k), depth + 1);
      }
    }
    for (String k : SCHEMA_LIST_KEYWORDS) {
      if (s.get(k) != null) {
        if (!(s.get(k) instanceof ArrayValue list) || list.size() == 0) {
          throw fail(k + " must be of an array");
        }
        for (Value sub : list.items()) {
          check(root, sub, depth + 1);
        }
      }
    }
    for (String k : SCHEMA_MAP_KEYWORDS) {
      if (s.get(k) != null) {
        if (!(s.get(k) instanceof ObjectValue map)) {
          throw fail(k + " must be of an object");
        }
        for (Map.Entry<Value, Value> e : map.entries().entrySet()) {
          if (k.equals("patternProperties")) {
            regex(((StringValue) e.getKey()).value());
          }
          check(root, e.getValue(), depth + 1);
        }
      }
    }
    if (s.get("items") instanceof ArrayValue tuple) {
      for (Value sub : tuple.items()) {
        check(root, sub, depth + 1);
      }
    } else if (s.get("items") != null) {
      check(root, s.get("items"), depth + 1);
    }
    if (s.get("dependencies") instanceof ObjectValue deps) {
      for (Value d : deps.entries().values()) {
        if (!(d instanceof ArrayValue)) {
          check(root, d, depth + 1);
        }
      }
    }
  }

  private static void checkType(Value type) throws JsonSchema.SchemaCompileException {
    if (type == null) {
      return;
    }
    if (type instanceof StringValue t) {
      validTypeName(t.value());
      return;
    }
    if (type instanceof ArrayValue ts) {
      Set<Value> seen = new HashSet<>();
      for (Value t : ts.items()) {
        if (!(t instanceof StringValue name)) {
          throw fail("Invalid type. Expected: string, given: " + JsonSchema.typeOf(t));
        }
        validTypeName(name.value());
        if (!seen.add(t)) {
          throw fail("type items must be unique");
        }
      }
      return;
    }
    throw fail("Invalid type. Expected: string/array of strings, given: type");
  }

  private static void validTypeName(String name) throws JsonSchema.SchemaCompileException {
    if (!JsonSchema.isTypeName(name)) {
      throw fail("has a primitive type that is NOT VALID -- given: " + name
          + " Expected valid values are:[array boolean integer number null object string]");
    }
  }

  private static void regex(String pattern) throws JsonSchema.SchemaCompileException {
    try {
      GoRegexp.compile(pattern);
    } catch (BuiltinException e) {
      throw fail("Invalid regex pattern '" + pattern + "'");
    }
  }

  /** The subschema a local reference ({@code #}, {@code #/definitions/x}) names, or null. */
  static Value resolve(Value root, String ref) {
    if (ref.equals("#") || ref.isEmpty()) {
      return root;
    }
    if (!ref.startsWith("#/")) {
      return null;
    }
    Value at = root;
    for (String raw : ref.substring(2).split("/", -1)) {
      String token = URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8)
          .replace("~1", "/").replace("~0", "~");
      if (at instanceof ObjectValue o) {
        at = o.get(token);
      } else if (at instanceof ArrayValue a && index(token) < a.size()) {
        at = a.get(index(token));
      } else {
        return null;
      }
      if (at == null) {
        return null;
      }
    }
    return at;
  }

  /** A JSON pointer array index, or MAX_VALUE when the token is not one. */
  private static int index(String token) {
    if (token.isEmpty() || token.length() > 9 || (token.length() > 1 && token.charAt(0) == '0')) {
      return Integer.MAX_VALUE;
    }
    for (int i = 0; i < token.length(); i++) {
      if (token.charAt(i) < '0' || token.charAt(i) > '9') {
        return Integer.MAX_VALUE;
      }
    }
    return Integer.parseInt(token);
  }

  private static JsonSchema.SchemaCompileException fail(String message) {
    return new JsonSchema.SchemaCompileException(message);
  }
}
