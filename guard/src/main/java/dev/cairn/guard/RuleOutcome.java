package dev.cairn.guard;

import java.util.List;

/**
 * One named rule's status on one document and, when it failed, each failing check: the path it failed
 * at (for a missing property, the nearest existing parent), the keys missing below it, the rule's
 * custom message (or null) and cfn-guard's explanation.
 */
public record RuleOutcome(String rule, Status status, List<Check> failures) {

  public RuleOutcome {
    failures = List.copyOf(failures);
  }

  /**
   * One failing check. {@code clause} is the clause's text and {@code operator} its comparison as
   * cfn-guard names it ({@code Eq}, {@code In}, {@code Exists}, {@code IsMap}, ...), negated or not;
   * both null when no comparison failed (a rule reference, a block whose query resolved to nothing).
   */
  public record Check(List<Object> path, List<String> missing, String customMessage, String reason, String clause,
      String operator, boolean negated) {
    public Check {
      path = List.copyOf(path);
      missing = List.copyOf(missing);
    }

    public Check(List<Object> path, List<String> missing, String customMessage, String reason) {
      this(path, missing, customMessage, reason, null, null, false);
    }

    /** Whether the failed comparison takes no right-hand side ({@code exists}, {@code empty}, {@code is_*}). */
    public boolean unary() {
      return operator != null && UNARY.contains(operator);
    }

    private static final java.util.Set<String> UNARY =
        java.util.Set.of("Exists", "Empty", "IsString", "IsList", "IsMap", "IsBool", "IsInt", "IsFloat", "IsNull");
  }
}
