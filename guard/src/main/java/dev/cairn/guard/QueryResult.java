package dev.cairn.guard;

/**
 * One value a query selected: a value of the data, a literal of the rules file, or a path that did not
 * resolve, with the value it got as far as and the part of the query that was left.
 */
sealed interface QueryResult {

  record Resolved(Value value) implements QueryResult {}

  record Literal(Value value) implements QueryResult {}

  record Unresolved(Value traversedTo, String remaining, String reason) implements QueryResult {}

  /** The value, or null for an unresolved result. */
  static Value valueOf(QueryResult r) {
    if (r instanceof Resolved res) {
      return res.value();
    }
    if (r instanceof Literal lit) {
      return lit.value();
    }
    return null;
  }
}
