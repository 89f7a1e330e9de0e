package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.PreparedQuery;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Rego source through the public API: results, errors, and documents of realistic size. */
class PolicyEvaluationTest {
  private static CompiledPolicy policy(String source) {
    return Rego.policy().module("policy.rego", source).compile();
  }

  private static EvalOptions input(String json) {
    return EvalOptions.builder().input(Json.parse(json)).build();
  }

  @Test
  void reportsBindingsAndExpressionValuesAsOpaEvalDoes() {
    CompiledPolicy p = policy("package test\np := 7\nq contains x if some x in [1, 2]\n");
    QueryResult r = p.evaluate("data.test.p = x", EvalOptions.DEFAULT);
    assertThat(r.solutions()).hasSize(1);
    QueryResult.Solution s = r.solutions().get(0);
    assertThat(s.bindings()).containsOnlyKeys("x");
    assertThat(s.bindings().get("x").toString()).isEqualTo("7");
    assertThat(s.expressions()).hasSize(1);
    assertThat(s.expressions().get(0).value().toString()).isEqualTo("true");
    assertThat(s.expressions().get(0).text()).isEqualTo("data.test.p = x");

    QueryResult term = p.evaluate("data.test.q", EvalOptions.DEFAULT);
    assertThat(term.solutions().get(0).bindings()).isEmpty();
    assertThat(term.solutions().get(0).expressions().get(0).value().toString()).isEqualTo("[1,2]");
  }

  @Test
  void evaluateAllGivesEachQuerysResultsAndEvaluatesSharedHelpersOnce() {
    CompiledPolicy p =
        policy(
            """
            package test
            import rego.v1
            big contains x if {
              print("big evaluated")
              some x in input.xs
              x > 1
            }
            deny_a contains x if some x in big
            deny_b contains count(big) if true
            """);
    List<String> printed = new ArrayList<>();
    EvalOptions options =
        EvalOptions.builder().input(Json.parse("{\"xs\": [1, 2, 3]}")).printSink(printed::add).build();

    List<QueryResult> all = p.evaluateAll(List.of("data.test.deny_a", "data.test.deny_b"), options);

    assertThat(all).hasSize(2);
    assertThat(all.get(0).solutions().get(0).expressions().get(0).value().toString()).isEqualTo("[2,3]");
    assertThat(all.get(1).solutions().get(0).expressions().get(0).value().toString()).isEqualTo("[2]");
    assertThat(printed).containsExactly("big evaluated");
    printed.clear();
    assertThat(p.evaluate("data.test.deny_a", options).solutions().get(0).expressions().get(0).value())
        .isEqualTo(all.get(0).solutions().get(0).expressions().get(0).value());
    assertThat(p.evaluate("data.test.deny_b", options).solutions().get(0).expressions().get(0).value())
        .isEqualTo(all.get(1).solutions().get(0).expressions().get(0).value());
    assertThat(printed).hasSize(2);
  }

  @Test
  void objectsAndSetsIterateInValueOrderAsInOpa() {
    CompiledPolicy p = policy("package test\nks := [k | some k, _ in input.o]\nxs := [x | some x in {3, 1, 2}]\n");
    QueryResult r = p.evaluate("a = data.test.ks; b = data.test.xs", input("{\"o\":{\"b\":1,\"a\":2,\"c\":0}}"));
    assertThat(r.solutions().get(0).bindings().get("a").toString()).isEqualTo("[\"a\",\"b\",\"c\"]");
    assertThat(r.solutions().get(0).bindings().get("b").toString()).isEqualTo("[1,2,3]");
  }

  @Test
  void undefinedQueryHasNoSolutions() {
    CompiledPolicy p = policy("package test\nallow if input.user == \"admin\"\n");
    assertThat(p.evaluate("data.test.allow", input("{\"user\":\"bob\"}")).isDefined()).isFalse();
    assertThat(p.evaluate("data.test.allow", input("{\"user\":\"admin\"}")).isDefined()).isTrue();
  }

  @Test
  void conflictingCompleteRulesRaiseAConflictAtTheRule() {
    CompiledPolicy p = policy("package test\np := 1\np := 2 if true\n");
    assertThatThrownBy(() -> p.evaluate("data.test.p", EvalOptions.DEFAULT))
        .isInstanceOfSatisfying(RegoException.class, e -> {
          assertThat(e.code()).isEqualTo("eval_conflict_error");
          assertThat(e.getMessage()).contains("complete rules must not produce multiple outputs");
          assertThat(e.errors().get(0).location().file()).isEqualTo("policy.rego");
        });
  }

  @Test
  void withReplacesDataAndFunctionsWithoutStaleCache() {
    CompiledPolicy p = Rego.policy().module("policy.rego", """
        package test
        limit := data.config.limit
        over(x) := x > limit
        g(x) := x * 10
        f(x) := x + 1
        a := over(5)
        b := v if { v := over(5) with data.config.limit as 10 }
        c := v if { v := f(1) with f as g }
        d := v if { v := f(1) with f as 42 }
        r := [a, b, c, d, over(5)]
        """).data(Json.parse("{\"config\":{\"limit\":3}}")).compile();
    assertThat(p.evaluate("x = data.test.r", EvalOptions.DEFAULT).solutions().get(0).bindings().get("x").toString())
        .isEqualTo("[true,false,10,42,true]");
  }

  @Test
  void evaluatesTenThousandInputResources() {
    CompiledPolicy p = policy("""
        package test
        deny contains msg if {
          some r in input.resources
          not r.encrypted
          msg := sprintf_free(r.id)
        }
        sprintf_free(id) := {"id": id}
        """);
    StringBuilder sb = new StringBuilder("{\"resources\":[");
    for (int i = 0; i < 10_000; i++) {
      sb.append(i > 0 ? "," : "").append("{\"id\":").append(i);
      if (i % 100 != 0) {
        sb.append(",\"encrypted\":true");
      }
      sb.append('}');
    }
    sb.append("]}");
    QueryResult r = p.evaluate("data.test.deny", input(sb.toString()));
    assertThat(((dev.cairn.engine.value.SetValue) r.solutions().get(0).expressions().get(0).value()).size())
        .isEqualTo(100);
  }

  @Test
  void compiledPoliciesEvaluateConcurrently() throws Exception {
    PreparedQuery q = policy("package test\nn := [x | some x in input.xs; x > 2]\n").prepare("data.test.n = n");
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        int k = i % 5;
        results.add(pool.submit(() ->
            q.evaluate(input("{\"xs\":[1,2,3,4,5,6," + (k + 10) + "]}")).solutions().get(0).bindings().get("n").toString()));
      }
      for (Future<String> f : results) {
        assertThat(f.get()).startsWith("[3,4,5,6,1");
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
