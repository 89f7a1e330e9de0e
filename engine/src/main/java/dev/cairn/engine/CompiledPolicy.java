package dev.cairn.engine;

import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * Modules and data compiled once; immutable and safe to evaluate from many threads at once.
 *
 * <p>TODO(engine core): wire parser, compiler and evaluator.
 */
public final class CompiledPolicy {
  private CompiledPolicy() {}

  static CompiledPolicy compile(List<PolicyBuilder.Source> sources, Value data, ParseMode mode) {
    throw new UnsupportedOperationException("engine core not wired yet");
  }

  /**
   * Parses and compiles a query against this policy, for repeated evaluation.
   *
   * @throws RegoException on parse or compile errors
   */
  public PreparedQuery prepare(String query) {
    throw new UnsupportedOperationException("engine core not wired yet");
  }

  /** Prepares and evaluates {@code query} once. */
  public QueryResult evaluate(String query, EvalOptions options) {
    return prepare(query).evaluate(options);
  }
}
