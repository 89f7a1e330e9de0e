package dev.cairn.engine;

import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.eval.QueryEvaluator;

/** A compiled query; immutable and safe to evaluate from many threads at once. */
public final class PreparedQuery {
  private final CompiledModules modules;
  private final CompiledQuery query;

  PreparedQuery(CompiledModules modules, CompiledQuery query) {
    this.modules = modules;
    this.query = query;
  }

  /** The compiled query, for tools that inspect it. */
  public CompiledQuery query() {
    return query;
  }

  /**
   * Evaluates the query.
   *
   * @throws RegoException on evaluation errors (conflicts, strict built-in errors, cancellation)
   */
  public QueryResult evaluate(EvalOptions options) {
    return QueryEvaluator.evaluate(modules, query, options == null ? EvalOptions.DEFAULT : options);
  }
}
