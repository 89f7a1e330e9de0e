package dev.cairn.cfnlint;

import java.util.Map;
import java.util.Set;

/** cfn-lint's rule ids (docs/rules.md) for the keywords and functions Cairn checks. */
final class RuleIds {
  private RuleIds() {}

  /** Resource properties: the rule each keyword's violation is reported under. */
  static final Map<String, String> RESOURCE_PROPERTIES = Map.ofEntries(
      Map.entry("", "E3012"),
      Map.entry("additionalProperties", "E3002"),
      Map.entry("propertyNames", "E3002"),
      Map.entry("false", "E3002"),
      Map.entry("required", "E3003"),
      Map.entry("dependencies", "E3021"),
      Map.entry("dependentRequired", "E3021"),
      Map.entry("dependentExcluded", "E3020"),
      Map.entry("requiredXor", "E3014"),
      Map.entry("requiredOr", "E3058"),
      Map.entry("anyOf", "E3017"),
      Map.entry("oneOf", "E3018"),
      Map.entry("type", "E3012"),
      Map.entry("not", "E3012"),
      Map.entry("enum", "E3030"),
      Map.entry("enumCaseInsensitive", "E3030"),
      Map.entry("const", "E3002"),
      Map.entry("pattern", "E3031"),
      Map.entry("minItems", "E3032"),
      Map.entry("maxItems", "E3032"),
      Map.entry("minProperties", "E3032"),
      Map.entry("maxProperties", "E3032"),
      Map.entry("minLength", "E3033"),
      Map.entry("maxLength", "E3033"),
      Map.entry("minimum", "E3034"),
      Map.entry("maximum", "E3034"),
      Map.entry("exclusiveMinimum", "E3034"),
      Map.entry("exclusiveMaximum", "E3034"),
      Map.entry("multipleOf", "E3034"),
      Map.entry("uniqueItems", "E3037"),
      Map.entry("uniqueKeys", "E3002"),
      Map.entry("maxUniqueItems", "E3037"),
      Map.entry("uniqueItemsAllowed", "I3037"),
      Map.entry("prefixItems", "E3008"),
      Map.entry("format", "E3002")); // the standard formats; cfn-lint's own formats have their own rules

  /** The intrinsic functions resource properties may use (cfn-lint's default). */
  static final Set<String> PROPERTY_FUNCTIONS = Set.of(
      "Ref", "Fn::Base64", "Fn::Cidr", "Fn::FindInMap", "Fn::GetAtt", "Fn::GetAZs", "Fn::If",
      "Fn::ImportValue", "Fn::Join", "Fn::Length", "Fn::Select", "Fn::Split", "Fn::Sub",
      "Fn::ToJsonString", "Fn::Transform");

  /** The functions a condition may use. */
  static final Set<String> CONDITION_FUNCTIONS = Set.of("Condition", "Fn::Equals", "Fn::And", "Fn::Or", "Fn::Not");

  private static final Map<String, String> FUNCTIONS = Map.ofEntries(
      Map.entry("Ref", "E1020"),
      Map.entry("Fn::GetAtt", "E1010"),
      Map.entry("Fn::FindInMap", "E1011"),
      Map.entry("Fn::GetAZs", "E1015"),
      Map.entry("Fn::ImportValue", "E1016"),
      Map.entry("Fn::Select", "E1017"),
      Map.entry("Fn::Split", "E1018"),
      Map.entry("Fn::Sub", "E1019"),
      Map.entry("Fn::Base64", "E1021"),
      Map.entry("Fn::Join", "E1022"),
      Map.entry("Fn::Cidr", "E1024"),
      Map.entry("Fn::If", "E1028"),
      Map.entry("Fn::Length", "E1030"),
      Map.entry("Fn::ToJsonString", "E1031"),
      Map.entry("Fn::Transform", "E1001"),
      Map.entry("Condition", "E8007"),
      Map.entry("Fn::Equals", "E8003"),
      Map.entry("Fn::And", "E8004"),
      Map.entry("Fn::Not", "E8005"),
      Map.entry("Fn::Or", "E8006"));

  private static final Map<String, String> RESOLVED = Map.of(
      "Ref", "W1030", "Fn::Sub", "W1031", "Fn::Join", "W1032", "Fn::Split", "W1033",
      "Fn::FindInMap", "W1034", "Fn::Select", "W1035", "Fn::GetAZs", "W1036");

  /**
   * The rules of the template as a whole: parse errors, transform and processing errors, the
   * template's own shape, resource types, references between sections, read-only properties and
   * output values. (Section rules are in {@link TemplateChecks}.)
   */
  static final Set<String> TEMPLATE = Set.of(
      "E0000", "E0001", "E0002", "E1001", "E3005", "E3006", "E3015", "E6005", "E6101");

  /** Every rule id Cairn can report. */
  static java.util.SortedSet<String> all() {
    java.util.SortedSet<String> all = new java.util.TreeSet<>(TEMPLATE);
    all.addAll(RESOURCE_PROPERTIES.values());
    all.addAll(FUNCTIONS.values());
    all.addAll(RESOLVED.values());
    all.addAll(Formats.ruleIds());
    all.addAll(TemplateChecks.sectionRuleIds());
    all.addAll(ExtensionRules.ALL.ruleIds());
    return all;
  }

  /** The rule for a function's own arguments. */
  static String function(String name) {
    return FUNCTIONS.getOrDefault(name, "E1001");
  }

  /** Whether a rule is a function's own (E1020 for Ref, ...). */
  static boolean isFunctionRule(String ruleId) {
    return FUNCTIONS.containsValue(ruleId);
  }

  static boolean isFunction(String name) {
    return FUNCTIONS.containsKey(name);
  }

  /** The rule for a resolved function value that does not fit its place (W1030 for Ref, ...). */
  static String resolvedRule(String function) {
    return RESOLVED.getOrDefault(function, "W1030");
  }

  /** The severity word a report gives a rule id: E error, W warning, I informational. */
  static String severity(String ruleId) {
    return switch (ruleId.charAt(0)) {
      case 'W' -> "warning";
      case 'I' -> "informational";
      default -> "error";
    };
  }
}
