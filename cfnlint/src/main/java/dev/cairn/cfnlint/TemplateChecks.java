package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every schema check of one template for one region: the template's sections against
 * {@code other/}, each resource's properties against its type's provider schema, and the names that
 * resource attributes and outputs refer to.
 */
final class TemplateChecks {
  private record Section(String name, String schema, String ruleId, Set<String> functions) {}

  private static final List<Section> SECTIONS = List.of(
      new Section("Description", "other/template/description.json", "E1004", Set.of()),
      new Section("Metadata", "other/metadata/configuration.json", "E4002", Set.of()),
      new Section("Transform", "other/transforms/configuration.json", "E1005", Set.of()),
      new Section("Parameters", "other/parameters/configuration.json", "E2001", Set.of()),
      new Section("Mappings", "other/mappings/configuration.json", "E7001", Set.of()),
      new Section("Conditions", "other/conditions/conditions.json", "E8001", RuleIds.CONDITION_FUNCTIONS),
      new Section("Resources", "other/resources/configuration.json", "E3001", Set.of()),
      new Section("Outputs", "other/outputs/configuration.json", "E6001", Set.of()),
      new Section("Rules", "other/rules/configuration.json", "E1700", Set.of()));
  private static final RuleScope PROPERTIES = RuleScope.keywords(RuleIds.RESOURCE_PROPERTIES, RuleIds.PROPERTY_FUNCTIONS);
  private static final RuleScope OUTPUT_VALUES = RuleScope.owningSection("E6101", RuleIds.PROPERTY_FUNCTIONS);
  private static final RuleScope EXPORT_NAMES = RuleScope.section("E6101", RuleIds.PROPERTY_FUNCTIONS);

  private final SchemaStore store;
  private final JsonNode template;
  private final TemplateContext context;
  private final Validator validator;
  private final ViolationCollector sink = new ViolationCollector();

  TemplateChecks(SchemaStore store, JsonNode template, String region, boolean strict) {
    this.store = store;
    this.template = template;
    this.context = new TemplateContext(template, region, strict);
    this.validator = new Validator(context, store);
  }

  /** The rule ids of the template's sections. */
  static List<String> sectionRuleIds() {
    return SECTIONS.stream().map(Section::ruleId).toList();
  }

  List<Violation> run() {
    if (!template.isObject()) {
      validator.report(sink, RuleScope.section("E1001", Set.of()), "type", TemplatePath.ROOT, null,
          () -> "a template is an object, not " + PythonRepr.of(template));
      return sink.violations();
    }
    SchemaDocument top = store.required("other/template/configuration.json");
    validator.validate(top, top.root(), withoutGlobals(template), TemplatePath.ROOT, RuleScope.section("E1001", Set.of()), sink);
    for (Section s : SECTIONS) {
      JsonNode value = template.get(s.name());
      if (value != null) {
        SchemaDocument doc = store.required(s.schema());
        validator.validate(doc, doc.root(), value, TemplatePath.ROOT.key(s.name()), RuleScope.section(s.ruleId(), s.functions()), sink);
      }
    }
    TemplatePath resources = TemplatePath.ROOT.key("Resources");
    template.path("Resources").fields().forEachRemaining(r -> resource(r.getKey(), r.getValue(), resources.key(r.getKey())));
    TemplatePath outputs = TemplatePath.ROOT.key("Outputs");
    template.path("Outputs").fields().forEachRemaining(o -> output(o.getValue(), outputs.key(o.getKey())));
    if (context.serverless) {
      notExpanded();
    }
    return sink.violations();
  }

  /**
   * cfn-lint expands SAM's transform with AWS's translator and checks what it makes; Cairn does not,
   * so a SAM template is reported as not fully checked (E0001, cfn-lint's rule for a transform that
   * failed), at the transform, naming what was left out. Its other resources are checked.
   */
  private void notExpanded() {
    JsonNode t = template.get("Transform");
    TemplatePath at = TemplatePath.ROOT.key("Transform");
    for (int i = 0; t.isArray() && i < t.size(); i++) {
      if (t.get(i).asText().startsWith("AWS::Serverless")) {
        at = at.index(i);
        break;
      }
    }
    List<String> sam = context.resourceTypes.entrySet().stream()
        .filter(e -> e.getValue().startsWith("AWS::Serverless::")).map(Map.Entry::getKey).toList();
    String which = sam.isEmpty() ? "what it would change or add is"
        : sam.size() == 1 ? "its resource " + PythonRepr.list(sam) + " and what the transform generates from it are"
        : "its " + sam.size() + " resources " + PythonRepr.list(sam) + " and what the transform generates from them are";
    validator.report(sink, RuleScope.section("E0001", Set.of()), "transform", at, null,
        () -> "not checked: Cairn does not expand the SAM transform (AWS::Serverless-2016-10-31), so " + which
            + " not checked; the rest of the template is");
  }

  /** SAM's Globals section is the transform's, not CloudFormation's. */
  private JsonNode withoutGlobals(JsonNode template) {
    if (!context.serverless || !template.has("Globals")) {
      return template;
    }
    return ((com.fasterxml.jackson.databind.node.ObjectNode) template.deepCopy()).without("Globals");
  }

  private void resource(String id, JsonNode resource, TemplatePath at) {
    JsonNode type = resource.path("Type");
    if (!resource.isObject()) {
      return;
    }
    references(id, resource, at);
    if (!type.isTextual() || ResourceTypes.unchecked(type.textValue(), context.transforms)) {
      return;
    }
    Optional<SchemaDocument> schema;
    try {
      schema = store.provider(context.region, ResourceTypes.schemaType(type.textValue()));
    } catch (SchemaException e) {
      validator.report(sink, RuleScope.section("E0002", Set.of()), "type", at.key("Type"), null,
          () -> "cannot check " + type.textValue() + ": " + e.getMessage());
      return;
    }
    if (schema.isEmpty()) {
      validator.report(sink, RuleScope.section("E3006", Set.of()), "type", at.key("Type"), null,
          () -> "Resource type '" + type.textValue() + "' does not exist in '" + context.region + "'");
      return;
    }
    JsonNode properties = resource.get("Properties");
    SchemaDocument doc = schema.get();
    TemplatePath propertiesAt = at.key("Properties");
    if (properties != null && !properties.isObject()) {
      validator.report(sink, PROPERTIES, "type", propertiesAt, null, () -> PythonRepr.of(properties) + " is not of type 'object'");
      return;
    }
    try {
      validator.validate(doc, doc.root(), properties == null ? JsonNodeFactory.instance.objectNode() : properties,
          propertiesAt, PROPERTIES, sink);
      if (properties != null) {
        Extensions.check(validator, type.textValue(), properties, propertiesAt, sink);
      }
    } catch (SchemaException e) {
      validator.report(sink, RuleScope.section("E0002", Set.of()), "type", at.key("Type"), null,
          () -> "cannot check " + type.textValue() + ": " + e.getMessage());
    }
  }

  /** DependsOn names other resources; Condition names a condition. */
  private void references(String id, JsonNode resource, TemplatePath at) {
    JsonNode depends = resource.get("DependsOn");
    if (depends != null) {
      if (depends.isTextual()) {
        dependsOn(id, depends, at.key("DependsOn"));
      } else if (depends.isArray()) {
        for (int i = 0; i < depends.size(); i++) {
          dependsOn(id, depends.get(i), at.key("DependsOn").index(i));
        }
      }
    }
    condition(resource.get("Condition"), at.key("Condition"), "E3015");
  }

  private void dependsOn(String id, JsonNode target, TemplatePath at) {
    if (target.isTextual() && (!context.resourceTypes.containsKey(target.textValue()) || target.textValue().equals(id))) {
      validator.report(sink, RuleScope.section("E3005", Set.of()), "dynamicValidation", at, null,
          () -> PythonRepr.of(target) + " is not one of " + PythonRepr.list(context.resourceTypes.keySet().stream().filter(r -> !r.equals(id)).toList()));
    }
  }

  /** A resource's (E3015) or an output's (E6005) condition must be one the template defines. */
  private void condition(JsonNode name, TemplatePath at, String ruleId) {
    if (name != null && name.isTextual() && !context.conditions.contains(name.textValue())) {
      validator.report(sink, RuleScope.section(ruleId, Set.of()), "dynamicValidation", at, null,
          () -> PythonRepr.of(name) + " is not one of " + PythonRepr.list(context.conditions));
    }
  }

  private void output(JsonNode output, TemplatePath at) {
    if (!output.isObject()) {
      return;
    }
    condition(output.get("Condition"), at.key("Condition"), "E6005");
    Iterator<Map.Entry<String, JsonNode>> fields = output.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> f = fields.next();
      if (f.getKey().equals("Value")) {
        validator.validate(OUTPUT_VALUE, OUTPUT_VALUE.root(), f.getValue(), at.key("Value"), OUTPUT_VALUES, sink);
      } else if (f.getKey().equals("Export") && f.getValue().has("Name")) {
        validator.validate(OUTPUT_VALUE, OUTPUT_VALUE.root(), f.getValue().get("Name"), at.key("Export").key("Name"), EXPORT_NAMES, sink);
      }
    }
  }

  /** Outputs are strings; a list is only accepted joined. */
  private static final SchemaDocument OUTPUT_VALUE = new SchemaDocument("(outputs)", "(outputs)", JsonNodeFactory.instance.objectNode()
      .set("type", JsonNodeFactory.instance.arrayNode().add("string")));
}
