package dev.cairn.cfnlint;

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
 * @param pinnedFormat where a resolved value's {@code format} violations are reported, or null for
 *     {@code pinned} (cfn-lint reports a parameter default's other faults at the default, its format
 *     at the {@code Ref})
 * @param owner the rule that reports everything inside the function being checked, as cfn-lint
 *     reports a function's faults under the outermost function's rule ({@code Fn::Select} of a bad
 *     {@code Fn::GetAZs} is E1017), or a section's rule (an output's value, E6101); null at the top
 * @param noValueAbsent whether {@code Ref: AWS::NoValue} members count as absent (not in a function's
 *     own arguments, where {@code Fn::If} takes it as a branch)
 * @param nullOfAnyType whether null is a value of any type, as cfn-lint takes it in resource
 *     properties and function arguments (not in the template's sections: a null Description is E1004)
 */
record RuleScope(Map<String, String> rules, Set<String> functions, String resolvedBy, TemplatePath pinned, TemplatePath pinnedFormat,
    String owner, boolean noValueAbsent, boolean nullOfAnyType) {

  String ruleFor(String keyword) {
    if (resolvedBy != null) {
      return RuleIds.resolvedRule(resolvedBy);
    }
    String id = rules.get(keyword);
    return id != null ? id : rules.get("");
  }

  /** Where a violation of {@code keyword} found at {@code at} is reported. */
  TemplatePath where(String keyword, TemplatePath at) {
    if (pinnedFormat != null && keyword.equals("format")) {
      return pinnedFormat;
    }
    return pinned != null ? pinned : at;
  }

  RuleScope withFunctions(Set<String> allowed) {
    return new RuleScope(rules, allowed, resolvedBy, pinned, pinnedFormat, owner, noValueAbsent, nullOfAnyType);
  }

  /** A resolved value's scope: reported under the function's resolution rule, at {@code at}. */
  RuleScope resolved(String function, TemplatePath at) {
    return resolved(function, at, null);
  }

  /** As {@link #resolved(String, TemplatePath)}, with format violations at {@code formatAt}. */
  RuleScope resolved(String function, TemplatePath at, TemplatePath formatAt) {
    return pinned != null
        ? new RuleScope(rules, Set.of(), resolvedBy != null ? resolvedBy : function, pinned, pinnedFormat, owner, true, nullOfAnyType)
        : new RuleScope(rules, Set.of(), resolvedBy != null ? resolvedBy : function, at, formatAt, owner, true, nullOfAnyType);
  }

  /** One rule for every keyword (a template section, a function's arguments). */
  static RuleScope section(String ruleId, Set<String> functions) {
    return new RuleScope(Map.of("", ruleId), functions, null, null, null, null, true, false);
  }

  /**
   * A section whose rule reports everything in it, functions included (an output's value, E6101).
   */
  static RuleScope owningSection(String ruleId, Set<String> functions) {
    return new RuleScope(Map.of("", ruleId), functions, null, null, null, ruleId, true, false);
  }

  /**
   * A function's arguments: one rule, which also reports the functions nested in them, and
   * {@code Ref: AWS::NoValue} is a value like any other.
   */
  static RuleScope function(String ruleId) {
    return new RuleScope(Map.of("", ruleId), Set.of(), null, null, null, ruleId, false, true);
  }

  /** A resource's properties, or a rule's place: rules by keyword, property functions recognised. */
  static RuleScope keywords(Map<String, String> rules, Set<String> functions) {
    return new RuleScope(rules, functions, null, null, null, null, true, true);
  }

  /** This scope with its violations reported at {@code at} (a JSON document inside a string). */
  RuleScope pinnedAt(TemplatePath at) {
    return new RuleScope(rules, functions, resolvedBy, at, null, owner, noValueAbsent, nullOfAnyType);
  }

  boolean absent(com.fasterxml.jackson.databind.JsonNode value) {
    return noValueAbsent && Validator.isNoValue(value);
  }
}
