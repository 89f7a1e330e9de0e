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

  public record Check(List<Object> path, List<String> missing, String customMessage, String reason) {
    public Check {
      path = List.copyOf(path);
      missing = List.copyOf(missing);
    }
  }
}
