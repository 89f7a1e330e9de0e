package dev.cairn.cli;

import dev.cairn.report.TextTable;
import dev.cairn.report.JsonOutput;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.QueryResult.ExpressionValue;
import dev.cairn.engine.QueryResult.Solution;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The human-readable {@code -f pretty} form, after {@code opa eval}: "undefined"; a single value
 * as indented JSON; otherwise a table with a column per variable (and per non-boolean expression)
 * and a row per solution.
 */
final class PrettyResult {
  private PrettyResult() {}

  static void print(QueryResult result, PrintWriter out) throws IOException {
    List<Solution> solutions = result.solutions();
    if (solutions.isEmpty()) {
      out.println("undefined");
      return;
    }
    Solution first = solutions.get(0);
    if (solutions.size() == 1
        && first.bindings().isEmpty()
        && (first.expressions().size() == 1 || allBoolean(first.expressions()))) {
      try (JsonGenerator g = JsonOutput.pretty(out)) {
        Json.write(g, first.expressions().get(0).value());
      }
      out.println();
      return;
    }
    List<String> header = new ArrayList<>();
    List<Column> columns = columns(first);
    columns.forEach(c -> header.add(c.title()));
    List<List<String>> rows = new ArrayList<>();
    for (Solution s : solutions) {
      List<String> row = new ArrayList<>();
      for (Column c : columns) {
        Value v = c.select(s);
        row.add(v == null ? "" : Json.write(v));
      }
      rows.add(row);
    }
    out.print(TextTable.render(header, rows));
  }

  /** A variable, or an expression by position; variables first, sorted by name. */
  private record Column(String variable, int expression, String text) {
    String title() {
      return variable != null ? variable : text;
    }

    Value select(Solution s) {
      if (variable != null) {
        return s.bindings().get(variable);
      }
      return expression < s.expressions().size() ? s.expressions().get(expression).value() : null;
    }
  }

  private static List<Column> columns(Solution first) {
    List<Column> columns = new ArrayList<>();
    for (String var : new TreeSet<>(first.bindings().keySet())) {
      columns.add(new Column(var, -1, var));
    }
    List<ExpressionValue> exprs = first.expressions();
    for (int i = 0; i < exprs.size(); i++) {
      boolean isBool = exprs.get(i).value() instanceof BooleanValue;
      if (!isBool || first.bindings().isEmpty()) {
        columns.add(new Column(null, i, exprs.get(i).text()));
      }
    }
    return columns;
  }

  private static boolean allBoolean(List<ExpressionValue> exprs) {
    return exprs.stream().allMatch(e -> e.value() instanceof BooleanValue);
  }
}
