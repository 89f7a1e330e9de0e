package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * cfn-lint's {@code dynamicValidation}: a value that must name something the template defines
 * ({@code context}: refs, conditions, mappings), a transform the template must declare
 * ({@code transformCheck}), or a template section the value must be in ({@code pathCheck}).
 */
final class DynamicValidation {
  private DynamicValidation() {}

  static void check(Validator v, JsonNode spec, JsonNode inst, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    TemplateContext t = v.template;
    JsonNode context = spec.get("context");
    if (context != null && inst.isTextual()) {
      Set<String> names = switch (context.asText()) {
        case "refs" -> t.refs;
        case "conditions" -> t.conditions;
        case "mappings" -> mappingNames(t);
        default -> null;
      };
      boolean generated = t.serverless && context.asText().equals("refs");
      if (names != null && !generated && !names.contains(inst.textValue())) {
        v.report(sink, scope, "dynamicValidation", at, null, () -> PythonRepr.of(inst) + " is not one of " + PythonRepr.list(names));
      }
    }
    JsonNode transform = spec.get("transformCheck");
    if (transform != null && !t.transforms.contains(transform.asText())) {
      v.report(sink, scope, "dynamicValidation", at, null, () -> "the template does not declare the transform " + transform.asText());
    }
    JsonNode path = spec.get("pathCheck");
    if (path != null && !at.toString().startsWith(path.asText())) {
      v.report(sink, scope, "dynamicValidation", at, null, () -> "only valid under " + path.asText());
    }
  }

  private static Set<String> mappingNames(TemplateContext t) {
    Set<String> names = new java.util.LinkedHashSet<>();
    t.mappings.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
