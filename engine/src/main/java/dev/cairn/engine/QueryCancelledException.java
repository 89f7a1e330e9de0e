package dev.cairn.engine;

/**
 * An evaluation of several queries ({@link CompiledPolicy#evaluateAll}) was cancelled, by its
 * deadline or its thread's interruption, while it evaluated the query at {@link #index}: a caller
 * can blame that query and evaluate the others again without it.
 */
public final class QueryCancelledException extends RegoException {
  private final int index;

  public QueryCancelledException(int index, RegoException cancelled) {
    super(cancelled.errors());
    this.index = index;
  }

  /** The position, in the list evaluated, of the query that was running. */
  public int index() {
    return index;
  }
}
