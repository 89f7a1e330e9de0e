package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What checks of one template need to know about it: its parameters, resources (with types),
 * conditions, mappings and transforms, and the region it is linted for.
 */
final class TemplateContext {
  static final java.util.List<String> PSEUDO_PARAMETERS = java.util.List.of(
      "AWS::AccountId", "AWS::NotificationARNs", "AWS::NoValue", "AWS::Partition", "AWS::Region",
      "AWS::StackId", "AWS::StackName", "AWS::URLSuffix");

  final String region;
  final boolean strict;
  final Map<String, JsonNode> parameters = new LinkedHashMap<>();
  final Map<String, String> resourceTypes = new LinkedHashMap<>();
  final Set<String> conditions = new LinkedHashSet<>();
  final JsonNode mappings;
  private final JsonNode resources;
  final Set<String> transforms = new LinkedHashSet<>();
  /**
   * Whether SAM's transform is declared: it adds a Globals section and resources of its own
   * ({@code MyFunctionRole}, {@code ServerlessRestApi}), so names Cairn cannot see may exist.
   */
  final boolean serverless;
  /** Parameters, resources and pseudo parameters: what a Ref may name. */
  final Set<String> refs = new LinkedHashSet<>();

  TemplateContext(JsonNode template, String region, boolean strict) {
    this.region = region;
    this.strict = strict;
    template.path("Parameters").fields().forEachRemaining(e -> parameters.put(e.getKey(), e.getValue()));
    this.resources = template.path("Resources");
    template.path("Resources").fields().forEachRemaining(e -> resourceTypes.put(
        e.getKey(), e.getValue().path("Type").isTextual() ? e.getValue().path("Type").textValue() : ""));
    template.path("Conditions").fieldNames().forEachRemaining(conditions::add);
    JsonNode m = template.path("Mappings");
    this.mappings = m.isObject() ? m : MissingNode.getInstance();
    JsonNode t = template.path("Transform");
    if (t.isTextual()) {
      transforms.add(t.textValue());
    } else if (t.isArray()) {
      t.forEach(x -> transforms.add(x.asText()));
    }
    this.serverless = transforms.stream().anyMatch(x -> x.startsWith("AWS::Serverless"));
    refs.addAll(parameters.keySet());
    refs.addAll(resourceTypes.keySet());
    refs.addAll(PSEUDO_PARAMETERS);
  }

  /** A pseudo parameter's value in this region, or null (AWS::NoValue, AWS::NotificationARNs). */
  String pseudoValue(String name) {
    return switch (name) {
      case "AWS::AccountId" -> "123456789012";
      case "AWS::Partition" -> region.startsWith("cn-") ? "aws-cn" : region.startsWith("us-gov-") ? "aws-us-gov" : "aws";
      case "AWS::Region" -> region;
      case "AWS::StackId" -> "arn:aws:cloudformation:" + region + ":123456789012:stack/teststack/51af3dc0-da77-11e4-872e-1234567db123";
      case "AWS::StackName" -> "teststack";
      case "AWS::URLSuffix" -> region.startsWith("cn-") ? "amazonaws.com.cn" : "amazonaws.com";
      default -> null;
    };
  }

  /** A resource of the template by its logical id (a missing node when there is none). */
  JsonNode resource(String id) {
    return resources.path(id);
  }

  boolean isListParameter(String name) {
    JsonNode p = parameters.get(name);
    String type = p == null ? "" : p.path("Type").asText();
    return type.equals("CommaDelimitedList") || type.contains("List<");
  }
}
