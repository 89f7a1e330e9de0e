package dev.cairn.guard;

import java.util.List;

/**
 * One failing check of a clause: the value it failed on (for a path that did not resolve, the value
 * the query got as far as, with the keys that were missing), the rule's custom message, and what
 * cfn-guard would say about it; the clause, when a comparison failed.
 */
record Failure(GuardValue at, List<String> missing, String customMessage, String reason, GuardAst.Access clause) {

  Failure {
    missing = List.copyOf(missing);
  }

  /** A failure that is not a comparison's (a rule reference, a query that resolved to nothing). */
  Failure(GuardValue at, List<String> missing, String customMessage, String reason) {
    this(at, missing, customMessage, reason, null);
  }
}
