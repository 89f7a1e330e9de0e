package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * The rules of {@code extension-rules.tsv} that are a check rather than a schema
 * ({@code builtin:<name>}): a value that must name something the template defines.
 */
final class Builtins {
  private Builtins() {}

  static void check(Validator v, ExtensionRules.Rule r, JsonNode node, Trail at, Sink sink) {
    Scope scope = Scope.section(r.ruleId(), Set.of());
    switch (r.schema()) {
      case "builtin:parameter" -> {
        Set<String> names = v.template.parameters.keySet();
        if (node.isTextual() && !names.contains(node.textValue())) {
          v.report(sink, scope, "dynamicValidation", at, null,
              () -> Repr.of(node) + " is not one of " + Repr.list(names));
        }
      }
      default -> throw new SchemaException(r.keyword(), "no built-in check " + r.schema());
    }
  }
}
