package dev.cairn.engine;

import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.Value;
import java.util.List;
import java.util.Map;

/** The solutions of a query; none means the query is undefined. */
public record QueryResult(List<Solution> solutions) {
  public QueryResult {
    solutions = List.copyOf(solutions);
  }

  public boolean isDefined() {
    return !solutions.isEmpty();
  }

  /**
   * One solution: the query's variables (user-written ones only, in order of appearance) and the
   * value of each query expression, as {@code opa eval} reports them.
   */
  public record Solution(Map<String, Value> bindings, List<ExpressionValue> expressions) {}

  /** One query expression's value, with its source text and where it starts in the query. */
  public record ExpressionValue(Value value, String text, Location location) {}
}
