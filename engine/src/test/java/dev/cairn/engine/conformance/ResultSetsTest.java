package dev.cairn.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultSetsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void setsCompareAsSortedArraysAndSolutionOrderDoesNotMatter() throws Exception {
    QueryResult got =
        result(
            Map.of("x", SetValue.of(num(2), num(1))),
            Map.of("x", ArrayValue.of(new StringValue("a"))));
    assertThat(same("[{\"x\": [\"a\"]}, {\"x\": [1, 2]}]", got, false)).isTrue();
    assertThat(same("[{\"x\": [2, 1]}, {\"x\": [\"a\"]}]", got, false)).isFalse();
  }

  @Test
  void sortBindingsSortsArrayBindingsOnBothSides() throws Exception {
    QueryResult got = result(Map.of("x", ArrayValue.of(num(3), num(1), num(2))));
    assertThat(same("[{\"x\": [2, 3, 1]}]", got, true)).isTrue();
    assertThat(same("[{\"x\": [2, 3, 1]}]", got, false)).isFalse();
  }

  @Test
  void emptyExpectationMeansUndefined() throws Exception {
    assertThat(same("[]", result(), false)).isTrue();
    assertThat(same("[]", result(Map.of()), false)).isFalse();
  }

  private static boolean same(String want, QueryResult got, boolean sort) throws Exception {
    List<JsonNode> bindings = new ArrayList<>();
    MAPPER.readTree(want).forEach(bindings::add);
    return ResultSets.same(ResultSets.expected(bindings, sort), ResultSets.actual(got, sort));
  }

  @SafeVarargs
  private static QueryResult result(Map<String, Value>... solutions) {
    List<QueryResult.Solution> list = new ArrayList<>();
    for (Map<String, Value> s : solutions) {
      list.add(new QueryResult.Solution(s, List.of()));
    }
    return new QueryResult(list);
  }

  private static Value num(long n) {
    return NumberValue.of(n);
  }
}
