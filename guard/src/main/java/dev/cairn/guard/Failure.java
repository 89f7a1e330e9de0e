package dev.cairn.guard;

import java.util.List;

/**
 * One failing check of a clause: the value it failed on (for a path that did not resolve, the value
 * the query got as far as, with the keys that were missing), the rule's custom message, and what
 * cfn-guard would say about it.
 */
record Failure(Value at, List<String> missing, String customMessage, String reason) {

  Failure {
    missing = List.copyOf(missing);
  }
}
