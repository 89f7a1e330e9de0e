package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static dev.cairn.engine.builtins.Calls.relation;
import static dev.cairn.engine.builtins.Calls.set;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.SetValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

class GraphBuiltinsTest {
  @Test
  void walkVisitsParentsBeforeChildrenInDocumentOrder() throws Exception {
    Value doc = json("{'b': [1, {'c': 2}], 'a': 3}");
    assertThat(relation("walk", doc))
        .containsExactly(
            json("[[], {'b': [1, {'c': 2}], 'a': 3}]"),
            json("[['b'], [1, {'c': 2}]]"),
            json("[['b', 0], 1]"),
            json("[['b', 1], {'c': 2}]"),
            json("[['b', 1, 'c'], 2]"),
            json("[['a'], 3]"));
  }

  @Test
  void walkYieldsTheDocumentsOwnNodes() throws Exception {
    ObjectValue doc = (ObjectValue) json("{'a': {'b': 1}}");
    List<Value> pairs = relation("walk", doc);
    assertThat(((ArrayValue) pairs.get(0)).get(1)).isSameAs(doc);
    ObjectValue a = (ObjectValue) doc.get("a");
    assertThat(((ArrayValue) pairs.get(1)).get(1)).isSameAs(a);
    assertThat(((ArrayValue) pairs.get(2)).get(1)).isSameAs(a.get("b"));
  }

  @Test
  void walkUsesSetElementsAsKeys() throws Exception {
    assertThat(relation("walk", set(set("[1]"))))
        .containsExactly(
            ArrayValue.of(json("[]"), set(set("[1]"))),
            ArrayValue.of(ArrayValue.of(set("[1]")), set("[1]")),
            ArrayValue.of(ArrayValue.of(set("[1]"), json("1")), json("1")));
    assertThat(relation("walk", json("1"))).containsExactly(json("[[], 1]"));
  }

  @Test
  void reachableFollowsEdgesFromTheInitialNodes() throws Exception {
    Value graph =
        json("{'a': ['b', 'c'], 'b': ['d'], 'c': ['d'], 'd': [], 'e': ['f'], 'f': ['e']}");
    assertThat(call("graph.reachable", graph, set("['b', 'e']")))
        .isEqualTo(set("['b', 'd', 'e', 'f']"));
    assertThat(call("graph.reachable", json("{'a': null}"), json("['a']"))).isEqualTo(set("['a']"));
    assertThat(call("graph.reachable", json("{}"), json("['a']"))).isEqualTo(set());
    BuiltinException e = error("graph.reachable", json("{'a': []}"), StringValue.of("a"));
    assertThat(e.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(error("graph.reachable", json("1"), json("[1]")).getMessage())
        .isEqualTo("operand 1 must be object but got number");
  }

  private static Value paths(String graph, String initial) throws BuiltinException {
    return call("graph.reachable_paths", json(graph), json(initial));
  }

  @Test
  void reachablePathsStopAtLeavesMissingNodesAndRevisits() throws Exception {
    assertThat(paths("{'a': ['b'], 'b': ['c'], 'c': ['a']}", "['a']"))
        .isEqualTo(set("[['a', 'b', 'c']]"));
    assertThat(paths("{'a': ['b', 'c'], 'b': ['c'], 'c': []}", "['a']"))
        .isEqualTo(set("[['a', 'b', 'c'], ['a', 'c']]"));
    assertThat(paths("{'a': ['b'], 'b': ['nonexistent']}", "['a', 'b']"))
        .isEqualTo(set("[['a', 'b'], ['b']]"));
    assertThat(paths("{'a': null}", "['a']")).isEqualTo(set("[['a']]"));
    String graph =
        "{'one': ['two', 'five'], 'two': ['four'], 'three': [''], 'four': ['three'],"
            + " 'five': ['seven', 'six'], 'six': ['nine', 'seven'], 'seven': ['eight'],"
            + " 'eight': ['three'], 'nine': ['']}";
    // OPA 1.x (live, v1.22.3): six -> seven goes on although seven was reached through five before
    assertThat(paths(graph, "['one']"))
        .isEqualTo(
            set(
                "[['one', 'five', 'seven', 'eight', 'three'], ['one', 'five', 'six', 'nine'],"
                    + " ['one', 'five', 'six', 'seven', 'eight', 'three'], ['one', 'two', 'four', 'three']]"));
  }

  @Test
  void reachablePathsVisitANodeOncePerPathNotOncePerSearch() throws Exception {
    // each answer as live OPA v1.22.3 gives it
    assertThat(paths("{'a': ['b', 'c'], 'b': ['d'], 'c': ['d'], 'd': []}", "['a']"))
        .isEqualTo(set("[['a', 'b', 'd'], ['a', 'c', 'd']]"));
    assertThat(paths("{'c': ['a', 'c'], 'a': ['c', 'a', 'b'], 'b': []}", "['c']"))
        .isEqualTo(set("[['c', 'a'], ['c', 'a', 'b'], ['c', 'c'], ['c', 'c', 'a'], ['c', 'c', 'a', 'b']]"));
    assertThat(paths("{'a': ['a']}", "['a']")).isEqualTo(set("[['a', 'a']]"));
    assertThat(paths("{'b': ['z', 'b', 'c'], 'c': []}", "['b']"))
        .isEqualTo(set("[['b'], ['b', 'b'], ['b', 'b', 'c'], ['b', 'c']]"));
  }

  @Test
  void reachablePathsHandleLongChainsWithoutRecursion() throws Exception {
    ObjectValue.Builder graph = ObjectValue.builder();
    int n = 50_000;
    for (int i = 0; i < n; i++) {
      graph.put("n" + i, ArrayValue.of(StringValue.of("n" + (i + 1))));
    }
    Value result = call("graph.reachable_paths", graph.build(), json("['n0']"));
    ArrayValue only = (ArrayValue) ((SetValue) result).sorted().get(0);
    assertThat(only.size()).isEqualTo(n);
  }
}
