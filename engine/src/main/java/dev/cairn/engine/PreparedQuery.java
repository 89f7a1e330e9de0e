package dev.cairn.engine;

/** A compiled query; immutable and safe to evaluate from many threads at once. */
public final class PreparedQuery {
  private PreparedQuery() {}

  /**
   * Evaluates the query.
   *
   * @throws RegoException on evaluation errors (conflicts, strict built-in errors, cancellation)
   */
  public QueryResult evaluate(EvalOptions options) {
    throw new UnsupportedOperationException("engine core not wired yet");
  }
}
