package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * What a function names must exist: a {@code Fn::GetAtt} resource and an attribute its type has (from
 * the type's schema), the variables of a {@code Fn::Sub}, the mapping and keys of a literal
 * {@code Fn::FindInMap}. ({@code Ref} and {@code Fn::If} targets are checked by their schemas'
 * {@code dynamicValidation}.)
 */
final class FunctionTargets {
  private final Validator v;

  FunctionTargets(Validator v) {
    this.v = v;
  }

  /** Checks what {@code fn}'s argument names, reporting under {@code rule}. */
  void check(String fn, JsonNode arg, TemplatePath at, String rule, ViolationCollector sink) {
    RuleScope scope = RuleScope.section(rule, Set.of());
    switch (fn) {
      case "Fn::GetAtt" -> getAtt(arg, at, scope, sink);
      case "Fn::Sub" -> sub(arg, at, scope, sink);
      case "Fn::FindInMap" -> findInMap(arg, at, scope, sink);
      default -> { }
    }
  }

  private void getAtt(JsonNode arg, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    String resource;
    String attribute;
    TemplatePath resourceAt;
    TemplatePath attributeAt;
    if (arg.isTextual()) {
      int dot = arg.textValue().indexOf('.');
      resource = dot < 0 ? arg.textValue() : arg.textValue().substring(0, dot);
      attribute = dot < 0 ? null : arg.textValue().substring(dot + 1);
      resourceAt = at;
      attributeAt = at;
    } else {
      resource = arg.get(0).asText();
      attribute = arg.get(1).isTextual() ? arg.get(1).textValue() : null;
      resourceAt = at.index(0);
      attributeAt = at.index(1);
    }
    String type = v.template.resourceTypes.get(resource);
    if (type == null && v.template.serverless) {
      return;
    }
    if (type == null) {
      v.report(sink, scope, "dynamicValidation", resourceAt, null,
          () -> "'" + resource + "' is not one of " + PythonRepr.list(v.template.resourceTypes.keySet()));
      return;
    }
    if (attribute == null) {
      v.report(sink, scope, "dynamicValidation", attributeAt, null, () -> "Fn::GetAtt needs an attribute: 'Resource.Attribute'");
      return;
    }
    Set<String> attributes = attributes(type);
    if (attributes != null && !attributes.contains(attribute) && !attributes.contains(attribute.split("\\.", 2)[0])) {
      v.report(sink, scope, "dynamicValidation", attributeAt, null,
          () -> "'" + attribute + "' is not one of " + PythonRepr.list(attributes) + " in '" + v.template.region + "'");
    }
  }

  /** A type's attributes (read-only properties, then properties), or null when any name goes. */
  private Set<String> attributes(String type) {
    Optional<SchemaDocument> schema = provider(type);
    if (schema.isEmpty() || type.startsWith("Custom::") || type.equals("AWS::CloudFormation::CustomResource")
        || type.equals("AWS::CloudFormation::Stack") || type.startsWith("AWS::Serverless::")) {
      return null;
    }
    Set<String> names = new LinkedHashSet<>();
    for (JsonNode p : schema.get().root().path("readOnlyProperties")) {
      String pointer = p.asText();
      names.add((pointer.startsWith("/properties/") ? pointer.substring(12) : pointer).replace('/', '.'));
    }
    schema.get().root().path("properties").fieldNames().forEachRemaining(names::add);
    return names;
  }

  /** The JSON type of an attribute, when its schema says. */
  String attributeType(JsonNode arg) {
    String[] parts;
    if (arg.isTextual()) {
      parts = arg.textValue().split("\\.");
    } else if (arg.isArray() && arg.size() == 2 && arg.get(1).isTextual()) {
      parts = (arg.get(0).asText() + "." + arg.get(1).textValue()).split("\\.");
    } else {
      return null;
    }
    String type = v.template.resourceTypes.get(parts[0]);
    Optional<SchemaDocument> schema = type == null ? Optional.empty() : provider(type);
    if (schema.isEmpty()) {
      return null;
    }
    JsonNode node = schema.get().root();
    for (int i = 1; i < parts.length && node != null; i++) {
      node = follow(schema.get(), node).path("properties").get(parts[i]);
    }
    node = node == null ? null : follow(schema.get(), node);
    return node != null && node.path("type").isTextual() ? node.path("type").textValue() : null;
  }

  private static JsonNode follow(SchemaDocument doc, JsonNode node) {
    for (int guard = 0; node != null && node.has("$ref") && guard < 64; guard++) {
      node = doc.resolve(node.get("$ref").asText());
    }
    return node == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : node;
  }

  private Optional<SchemaDocument> provider(String type) {
    try {
      return v.store.provider(v.template.region, ResourceTypes.schemaType(type));
    } catch (SchemaException e) {
      return Optional.empty(); // reported where the resource itself is checked
    }
  }

  private void sub(JsonNode arg, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    JsonNode text = arg.isArray() ? arg.get(0) : arg;
    JsonNode variables = arg.isArray() && arg.size() > 1 ? arg.get(1) : null;
    TemplatePath textAt = arg.isArray() ? at.index(0) : at;
    Matcher m = Resolver.SUB_VARIABLE.matcher(text.asText());
    while (m.find()) {
      String name = m.group(1).trim();
      if (name.startsWith("!") || (variables != null && variables.has(name)) || v.template.refs.contains(name)) {
        continue;
      }
      int dot = name.indexOf('.');
      if ((dot > 0 && v.template.resourceTypes.containsKey(name.substring(0, dot))) || v.template.serverless) {
        continue;
      }
      v.report(sink, scope, "dynamicValidation", textAt, null,
          () -> "Parameter '" + name + "' for Fn::Sub is not a parameter, resource, pseudo parameter or variable");
    }
  }

  private void findInMap(JsonNode arg, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    JsonNode map = arg.get(0);
    if (!map.isTextual()) {
      return;
    }
    JsonNode mapping = v.template.mappings.get(map.textValue());
    if (mapping == null) {
      Set<String> names = new LinkedHashSet<>();
      v.template.mappings.fieldNames().forEachRemaining(names::add);
      v.report(sink, scope, "dynamicValidation", at.index(0), null, () -> PythonRepr.of(map) + " is not one of " + PythonRepr.list(names));
      return;
    }
    JsonNode first = arg.get(1);
    if (first.isTextual() && !mapping.has(first.textValue())) {
      v.report(sink, scope, "dynamicValidation", at.index(1), null,
          () -> PythonRepr.of(first) + " is not a key of mapping '" + map.textValue() + "'");
      return;
    }
    JsonNode second = arg.get(2);
    if (first.isTextual() && second.isTextual() && !mapping.get(first.textValue()).has(second.textValue())
        && arg.size() < 4) {
      v.report(sink, scope, "dynamicValidation", at.index(2), null,
          () -> PythonRepr.of(second) + " is not a key of '" + first.textValue() + "' in mapping '" + map.textValue() + "'");
    }
  }
}
