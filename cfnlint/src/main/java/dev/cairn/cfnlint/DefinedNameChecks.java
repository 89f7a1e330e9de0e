package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * The rules of {@code extension-rules.tsv} that are a check rather than a schema
 * ({@code builtin:<name>}): a value that must name something the template defines.
 */
final class DefinedNameChecks {
  private DefinedNameChecks() {}

  static void check(Validator v, ExtensionRules.Rule r, JsonNode node, TemplatePath at, ViolationCollector sink) {
    RuleScope scope = RuleScope.section(r.ruleId(), Set.of());
    switch (r.schema()) {
      case "builtin:parameter" -> {
        Set<String> names = v.template.parameters.keySet();
        if (node.isTextual() && !names.contains(node.textValue())) {
          v.report(sink, scope, "dynamicValidation", at, null,
              () -> PythonRepr.of(node) + " is not one of " + PythonRepr.list(names));
        }
      }
      default -> throw new SchemaException(r.keyword(), "no built-in check " + r.schema());
    }
  }
}
