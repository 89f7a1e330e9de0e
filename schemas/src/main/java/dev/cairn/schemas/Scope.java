package dev.cairn.schemas;

import java.util.Map;
import java.util.Set;

/**
 * What a violation found at this point of the walk is reported as: the rule id for a keyword (the
 * resource property rules, or one id for a whole template section or function), which intrinsic
 * functions are recognised here, and, while a resolved value is validated, the function it came from
 * and the node to report at.
 *
 * @param rules keyword to rule id; {@code ""} maps the default
 * @param functions the functions a one-key object may call here (empty: none)
 * @param resolvedBy the function whose resolved value is being checked, or null
 * @param pinned where violations of a resolved value are reported, or null
 * @param noValueAbsent whether {@code Ref: AWS::NoValue} members count as absent (not in a function's
 *     own arguments, where {@code Fn::If} takes it as a branch)
 */
record Scope(Map<String, String> rules, Set<String> functions, String resolvedBy, Trail pinned, boolean noValueAbsent) {

  String ruleFor(String keyword) {
    if (resolvedBy != null) {
      return RuleIds.resolvedRule(resolvedBy);
    }
    String id = rules.get(keyword);
    return id != null ? id : rules.get("");
  }

  Scope withFunctions(Set<String> allowed) {
    return new Scope(rules, allowed, resolvedBy, pinned, noValueAbsent);
  }

  Scope resolved(String function, Trail at) {
    return new Scope(rules, Set.of(), resolvedBy != null ? resolvedBy : function, pinned != null ? pinned : at, true);
  }

  /** One rule for every keyword (a template section, a function's arguments). */
  static Scope section(String ruleId, Set<String> functions) {
    return new Scope(Map.of("", ruleId), functions, null, null, true);
  }

  /** A function's arguments: one rule, and {@code Ref: AWS::NoValue} is a value like any other. */
  static Scope function(String ruleId) {
    return new Scope(Map.of("", ruleId), Set.of(), null, null, false);
  }

  boolean absent(com.fasterxml.jackson.databind.JsonNode value) {
    return noValueAbsent && Validator.isNoValue(value);
  }
}
