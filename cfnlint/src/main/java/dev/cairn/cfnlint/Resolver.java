package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Works out the value of a function call where the template alone decides it: pseudo parameters,
 * parameter defaults, and {@code Fn::Sub}, {@code Fn::Join}, {@code Fn::Select}, {@code Fn::Split} and
 * {@code Fn::FindInMap} over such values. Anything else (a resource's id, an attribute, an import)
 * is unknown: null.
 */
final class Resolver {
  static final Pattern SUB_VARIABLE = Pattern.compile("\\$\\{([^}]*)\\}");
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final int MAX_DEPTH = 16;

  private final TemplateContext template;

  Resolver(TemplateContext template) {
    this.template = template;
  }

  JsonNode resolve(String fn, JsonNode arg) {
    return resolve(fn, arg, 0);
  }

  private JsonNode resolve(String fn, JsonNode arg, int depth) {
    if (depth > MAX_DEPTH) {
      return null;
    }
    return switch (fn) {
      case "Ref" -> ref(arg.asText());
      case "Fn::Sub" -> sub(arg, depth);
      case "Fn::Join" -> join(arg, depth);
      case "Fn::Select" -> select(arg, depth);
      case "Fn::Split" -> split(arg, depth);
      case "Fn::FindInMap" -> findInMap(arg, depth);
      default -> null;
    };
  }

  /** A literal value, or a function call's value when known. */
  private JsonNode value(JsonNode node, int depth) {
    String call = IntrinsicFunctions.callName(node);
    if (call == null) {
      return node;
    }
    return call.equals("Condition") ? null : resolve(call, node.get(call), depth + 1);
  }

  private String text(JsonNode node, int depth) {
    JsonNode v = value(node, depth);
    return v != null && v.isValueNode() && !v.isNull() ? v.asText() : null;
  }

  private JsonNode ref(String name) {
    if (name.equals("AWS::NotificationARNs")) {
      // a list, as cfn-lint resolves it: where one string belongs, the resolved value is the fault (W1030)
      return NODES.arrayNode().add("arn:" + template.pseudoValue("AWS::Partition") + ":sns:" + template.region
          + ":123456789012:notification");
    }
    String pseudo = template.pseudoValue(name);
    if (pseudo != null) {
      return TextNode.valueOf(pseudo);
    }
    JsonNode parameter = template.parameters.get(name);
    if (parameter != null && parameter.path("Type").asText().startsWith("AWS::SSM::Parameter::Value<")) {
      return null; // the default names an SSM parameter; its value is only known at deployment (as cfn-lint)
    }
    JsonNode def = parameter == null ? null : parameter.get("Default");
    if (def == null || !def.isValueNode() || def.asText().isEmpty()) {
      return null; // an empty default is the idiom for "not given", used behind a condition
    }
    if (!template.isListParameter(name)) {
      return def;
    }
    ArrayNode list = NODES.arrayNode();
    for (String item : def.asText().split(",", -1)) {
      list.add(item.trim());
    }
    return list;
  }

  private JsonNode sub(JsonNode arg, int depth) {
    JsonNode text = arg.isArray() ? arg.get(0) : arg;
    JsonNode variables = arg.isArray() && arg.size() > 1 ? arg.get(1) : NODES.objectNode();
    if (text == null || !text.isTextual()) {
      return null;
    }
    Matcher m = SUB_VARIABLE.matcher(text.textValue());
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String name = m.group(1);
      String replacement;
      if (name.startsWith("!")) {
        replacement = "${" + name.substring(1) + "}";
      } else if (variables.has(name)) {
        replacement = text(variables.get(name), depth);
      } else if (template.parameters.containsKey(name)) {
        JsonNode parameter = ref(name); // a parameter's default, as a Ref would give it; a list has no text
        replacement = parameter != null && parameter.isValueNode() ? parameter.asText() : null;
      } else {
        replacement = template.pseudoValue(name);
      }
      if (replacement == null) {
        return null;
      }
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return TextNode.valueOf(out.toString());
  }

  private JsonNode join(JsonNode arg, int depth) {
    JsonNode list = arg.size() == 2 ? value(arg.get(1), depth) : null;
    if (!arg.get(0).isTextual() || list == null || !list.isArray()) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < list.size(); i++) {
      String item = text(list.get(i), depth);
      if (item == null) {
        return null;
      }
      out.append(i > 0 ? arg.get(0).textValue() : "").append(item);
    }
    return TextNode.valueOf(out.toString());
  }

  private JsonNode select(JsonNode arg, int depth) {
    String index = arg.size() == 2 ? text(arg.get(0), depth) : null;
    JsonNode list = index == null ? null : value(arg.get(1), depth);
    java.math.BigDecimal i = index == null ? null : Types.number(index);
    if (list == null || !list.isArray() || i == null || i.signum() < 0 || i.compareTo(java.math.BigDecimal.valueOf(list.size())) >= 0) {
      return null;
    }
    return value(list.get(i.intValue()), depth);
  }

  private JsonNode split(JsonNode arg, int depth) {
    String delimiter = arg.size() == 2 && arg.get(0).isTextual() ? arg.get(0).textValue() : null;
    String source = delimiter == null || delimiter.isEmpty() ? null : text(arg.get(1), depth);
    if (source == null) {
      return null;
    }
    ArrayNode parts = NODES.arrayNode();
    int from = 0;
    for (int at = source.indexOf(delimiter); at >= 0; at = source.indexOf(delimiter, from)) {
      parts.add(source.substring(from, at));
      from = at + delimiter.length();
    }
    return parts.add(source.substring(from));
  }

  private JsonNode findInMap(JsonNode arg, int depth) {
    if (arg.size() < 3) {
      return null;
    }
    String map = text(arg.get(0), depth);
    String first = text(arg.get(1), depth);
    String second = text(arg.get(2), depth);
    if (map == null || first == null || second == null) {
      return null;
    }
    JsonNode found = template.mappings.path(map).path(first).path(second);
    return found.isMissingNode() ? null : found;
  }
}
