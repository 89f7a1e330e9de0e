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
record Scope(Map<String, String> rules, Set<String> functions, String resolvedBy, Trail pinned, Trail pinnedFormat,
    String owner, boolean noValueAbsent, boolean nullOfAnyType) {

  String ruleFor(String keyword) {
    if (resolvedBy != null) {
      return RuleIds.resolvedRule(resolvedBy);
    }
    String id = rules.get(keyword);
    return id != null ? id : rules.get("");
  }

  /** Where a violation of {@code keyword} found at {@code at} is reported. */
  Trail where(String keyword, Trail at) {
    if (pinnedFormat != null && keyword.equals("format")) {
      return pinnedFormat;
    }
    return pinned != null ? pinned : at;
  }

  Scope withFunctions(Set<String> allowed) {
    return new Scope(rules, allowed, resolvedBy, pinned, pinnedFormat, owner, noValueAbsent, nullOfAnyType);
  }

  /** A resolved value's scope: reported under the function's resolution rule, at {@code at}. */
  Scope resolved(String function, Trail at) {
    return resolved(function, at, null);
  }

  /** As {@link #resolved(String, Trail)}, with format violations at {@code formatAt}. */
  Scope resolved(String function, Trail at, Trail formatAt) {
    return pinned != null
        ? new Scope(rules, Set.of(), resolvedBy != null ? resolvedBy : function, pinned, pinnedFormat, owner, true, nullOfAnyType)
        : new Scope(rules, Set.of(), resolvedBy != null ? resolvedBy : function, at, formatAt, owner, true, nullOfAnyType);
  }

  /** One rule for every keyword (a template section, a function's arguments). */
  static Scope section(String ruleId, Set<String> functions) {
    return new Scope(Map.of("", ruleId), functions, null, null, null, null, true, false);
  }

  /**
   * A section whose rule reports everything in it, functions included (an output's value, E6101).
   */
  static Scope owningSection(String ruleId, Set<String> functions) {
    return new Scope(Map.of("", ruleId), functions, null, null, null, ruleId, true, false);
  }

  /**
   * A function's arguments: one rule, which also reports the functions nested in them, and
   * {@code Ref: AWS::NoValue} is a value like any other.
   */
  static Scope function(String ruleId) {
    return new Scope(Map.of("", ruleId), Set.of(), null, null, null, ruleId, false, true);
  }

  /** A resource's properties, or a rule's place: rules by keyword, property functions recognised. */
  static Scope keywords(Map<String, String> rules, Set<String> functions) {
    return new Scope(rules, functions, null, null, null, null, true, true);
  }

  /** This scope with its violations reported at {@code at} (a JSON document inside a string). */
  Scope pinnedAt(Trail at) {
    return new Scope(rules, functions, resolvedBy, at, null, owner, noValueAbsent, nullOfAnyType);
  }

  boolean absent(com.fasterxml.jackson.databind.JsonNode value) {
    return noValueAbsent && Validator.isNoValue(value);
  }
}
