package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The schema keywords Cairn checks, the ones that only annotate, and a walk that lists any other
 * keyword a schema uses, so that a keyword Cairn does not implement is named, never ignored unseen.
 */
final class Keywords {
  static final Set<String> CHECKED = Set.of(
      "type", "enum", "const", "pattern", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum",
      "exclusiveMaximum", "multipleOf", "minItems", "maxItems", "uniqueItems", "items", "additionalItems",
      "contains", "properties", "patternProperties", "additionalProperties", "required", "dependencies",
      "minProperties", "maxProperties", "propertyNames", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
      "$ref", "definitions", "format", "requiredOr", "requiredXor", "dependentRequired", "dependentExcluded",
      "enumCaseInsensitive", "uniqueKeys", "prefixItems", "cfnContext", "dynamicValidation", "readOnlyProperties",
      "cfnLint", "maxUniqueItems", "awsType", "cfnGather");

  /** Keywords that describe rather than constrain (or that CloudFormation, not a template, acts on). */
  static final Set<String> ANNOTATIONS = Set.of(
      "$schema", "$id", "$comment", "title", "description", "default", "examples", "insertionOrder", "arrayType",
      "relationshipRef", "typeName", "sourceUrl", "documentationUrl", "primaryIdentifier", "additionalIdentifiers",
      "createOnlyProperties", "writeOnlyProperties", "conditionalCreateOnlyProperties", "deprecatedProperties",
      "propertyTransform", "tagging", "taggable", "handlers", "replacementStrategy", "resourceLink",
      "readOnly", "writeOnly", "deprecated", "contentEncoding", "contentMediaType", "nonPublicProperties",
      "nonPublicDefinitions", "required_properties");

  private static final Set<String> SCHEMA_VALUED = Set.of(
      "items", "additionalItems", "contains", "additionalProperties", "propertyNames", "not", "if", "then", "else");
  private static final Set<String> SCHEMA_MAPS = Set.of("properties", "patternProperties", "definitions");
  private static final Set<String> SCHEMA_LISTS = Set.of("allOf", "anyOf", "oneOf", "prefixItems", "items");

  private Keywords() {}

  /** Keywords used anywhere in {@code schema} that Cairn neither checks nor knows as annotations. */
  static Set<String> unchecked(JsonNode schema) {
    Set<String> out = new TreeSet<>();
    walk(schema, out, 0);
    return out;
  }

  /** Values of {@code cfnLint} and {@code awsType} keywords in {@code schema} that name nothing Cairn has (not checked). */
  static Set<String> unknownRules(JsonNode schema) {
    Set<String> out = new TreeSet<>();
    schema.findValues("cfnLint").forEach(v -> (v.isArray() ? v : java.util.List.of(v)).forEach(k -> {
      if (k.isTextual() && !ExtensionRules.ALL.knows(k.textValue())) {
        out.add(k.textValue());
      }
    }));
    schema.findValues("awsType").forEach(k -> {
      if (k.isTextual() && !AwsType.known(k.textValue())) {
        out.add("awsType " + k.textValue());
      }
    });
    return out;
  }

  /** Patterns in {@code schema} that Java's regex syntax cannot compile (they are not checked). */
  static Set<String> uncompilablePatterns(JsonNode schema) {
    Set<String> out = new TreeSet<>();
    schema.findValues("pattern").forEach(p -> {
      if (p.isTextual() && Patterns.get(p.textValue()).isEmpty()) {
        out.add(p.textValue());
      }
    });
    schema.findValues("patternProperties").forEach(pp -> pp.fieldNames().forEachRemaining(p -> {
      if (Patterns.get(p).isEmpty()) {
        out.add(p);
      }
    }));
    return out;
  }

  private static void walk(JsonNode schema, Set<String> out, int depth) {
    if (!schema.isObject() || depth > 200) {
      return;
    }
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      String k = e.getKey();
      JsonNode v = e.getValue();
      if (!CHECKED.contains(k) && !ANNOTATIONS.contains(k)) {
        out.add(k);
      }
      if (SCHEMA_LISTS.contains(k) && v.isArray()) {
        v.forEach(s -> walk(s, out, depth + 1));
      } else if (SCHEMA_VALUED.contains(k)) {
        walk(v, out, depth + 1);
      } else if (SCHEMA_MAPS.contains(k) || (k.equals("dependencies") && v.isObject())) {
        v.forEach(s -> walk(s, out, depth + 1));
      } else if (k.equals("cfnContext") || k.equals("cfnGather")) {
        walk(v.path("schema"), out, depth + 1);
      }
    }
  }
}
