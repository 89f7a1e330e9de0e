package dev.cairn.guard;

/**
 * One value a query selected: a value of the data, a literal of the rules file, or a path that did not
 * resolve, with the value it got as far as and the part of the query that was left.
 */
sealed interface GuardQueryResult {

  record Resolved(GuardValue value) implements GuardQueryResult {}

  record Literal(GuardValue value) implements GuardQueryResult {}

  record Unresolved(GuardValue traversedTo, String remaining, String reason) implements GuardQueryResult {}

  /** The value, or null for an unresolved result. */
  static GuardValue valueOf(GuardQueryResult r) {
    if (r instanceof Resolved res) {
      return res.value();
    }
    if (r instanceof Literal lit) {
      return lit.value();
    }
    return null;
  }
}
