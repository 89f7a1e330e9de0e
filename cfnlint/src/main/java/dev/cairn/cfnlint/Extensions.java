package dev.cairn.cfnlint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Applies cfn-lint's schema-based rules ({@link ExtensionRules}): to a resource's properties at the
 * places its type's rules name, and wherever a schema's {@code cfnLint} keyword names a rule. Each
 * rule reports under its own id, so a user can turn it off.
 */
final class Extensions {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Extensions() {}

  /** Checks one resource's properties against every rule for its type. */
  static void check(Validator v, String type, JsonNode properties, TemplatePath at, ViolationCollector sink) {
    for (ExtensionRules.Rule r : ExtensionRules.ALL.forType(type)) {
      walk(v, r, 0, properties, at, sink);
    }
  }

  /** cfn-lint's {@code cfnLint} keyword: the rules its values name, applied to this node. */
  static void named(Validator v, JsonNode keywords, JsonNode inst, TemplatePath at, ViolationCollector sink) {
    for (JsonNode k : keywords.isArray() ? keywords : java.util.List.of(keywords)) {
      for (ExtensionRules.Rule r : ExtensionRules.ALL.named(k.asText())) {
        apply(v, r, inst, at, sink);
      }
    }
  }

  private static void walk(Validator v, ExtensionRules.Rule r, int step, JsonNode node, TemplatePath at, ViolationCollector sink) {
    if (node == null || Validator.isNoValue(node)) {
      return;
    }
    if (step == r.path().size()) {
      apply(v, r, node, at, sink);
      return;
    }
    String key = r.path().get(step);
    if (key.equals("*")) {
      for (int i = 0; node.isArray() && i < node.size(); i++) {
        walk(v, r, step + 1, node.get(i), at.index(i), sink);
      }
    } else if (node.isObject() && IntrinsicFunctions.callName(node) == null) {
      walk(v, r, step + 1, node.get(key), at.key(key), sink);
    }
  }

  private static void apply(Validator v, ExtensionRules.Rule r, JsonNode node, TemplatePath at, ViolationCollector sink) {
    if (r.schema().startsWith("builtin:")) {
      DefinedNameChecks.check(v, r, node, at, sink);
      return;
    }
    SchemaDocument doc = v.store.required(r.schema());
    JsonNode schema = r.regional() ? doc.root().get(v.template.region) : doc.root();
    if (schema == null) {
      return;
    }
    Set<String> functions = r.noFunctions() ? Set.of() : RuleIds.PROPERTY_FUNCTIONS;
    RuleScope scope = RuleScope.keywords(Map.of("", r.ruleId(), "format", r.ruleId()), functions);
    if (r.json() && node.isTextual()) {
      try {
        node = JSON.readTree(node.textValue());
      } catch (JsonProcessingException e) {
        return; // a string that is not JSON is not checked as a document (cfn-lint reports nothing)
      }
      // the document's own keys are not in the file: findings inside it are reported at the string
      scope = scope.pinnedAt(at);
    }
    if (r.lower() != null && node.isObject() && node.path(r.lower()).isTextual()) {
      String value = node.get(r.lower()).textValue();
      String lower = value.toLowerCase(Locale.ROOT);
      if (!lower.equals(value)) {
        node = ((ObjectNode) node.deepCopy()).set(r.lower(), TextNode.valueOf(lower));
      }
    }
    if ((r.all() || sink.isTrial()) && r.ignored().isEmpty()) {
      v.validate(doc, schema, node, at, scope, sink);
      return;
    }
    ViolationCollector own = new ViolationCollector();
    v.validate(doc, schema, node, at, scope, own);
    boolean first = true;
    for (Violation x : own.violations()) {
      boolean mine = x.ruleId().equals(r.ruleId());
      if (mine && r.ignored().contains(x.keyword())) {
        continue;
      }
      // the first of this rule's own (or all); rules that a cfnLint keyword inside its schema named report theirs
      if (r.all() || !mine || first) {
        if (sink.isTrial()) {
          sink.fail();
          return;
        }
        sink.add(x);
        first &= !mine;
      }
    }
  }
}
