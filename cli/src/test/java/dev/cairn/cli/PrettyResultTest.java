package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.QueryResult;
import dev.cairn.engine.QueryResult.ExpressionValue;
import dev.cairn.engine.QueryResult.Solution;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrettyResultTest {
  @Test
  void undefinedSaysSo() throws Exception {
    assertThat(print(new QueryResult(List.of()))).isEqualTo("undefined\n");
  }

  @Test
  void aSingleValueIsPrintedAsJson() throws Exception {
    Solution s = new Solution(Map.of(), List.of(expr(new StringValue("a"), "data.x")));
    assertThat(print(new QueryResult(List.of(s)))).isEqualTo("\"a\"\n");
  }

  @Test
  void bindingsBecomeATableWithARowPerSolution() throws Exception {
    QueryResult r =
        new QueryResult(
            List.of(
                new Solution(Map.of("x", NumberValue.of(1)), List.of(expr(new BooleanValue(true), "x := 1"))),
                new Solution(Map.of("x", new StringValue("long")), List.of(expr(new BooleanValue(true), "x := 1")))));
    assertThat(print(r))
        .isEqualTo(
            String.join(
                "\n",
                "+--------+",
                "| x      |",
                "+--------+",
                "| 1      |",
                "| \"long\" |",
                "+--------+",
                ""));
  }

  private static ExpressionValue expr(Value v, String text) {
    return new ExpressionValue(v, text, new Location("", 1, 1));
  }

  private static String print(QueryResult r) throws Exception {
    StringWriter sw = new StringWriter();
    PrettyResult.print(r, new PrintWriter(sw, true));
    return sw.toString();
  }
}
