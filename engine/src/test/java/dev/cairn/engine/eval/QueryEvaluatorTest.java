package dev.cairn.engine.eval;

import static dev.cairn.engine.eval.Ast.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.compiler.RuleTree;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Queries over input and data without rules, built by hand in compiled form. */
class QueryEvaluatorTest {
  private static final CompiledModules NO_RULES =
      new CompiledModules(List.of(), new RuleTree(), ObjectValue.EMPTY, Map.of(), Set.of(), dev.cairn.engine.builtins.Builtins.standard());

  private static QueryResult run(Body body, List<String> vars, String input) {
    return run(body, vars, EvalOptions.builder().input(input == null ? null : Json.parse(input)).build());
  }

  private static QueryResult run(Body body, List<String> vars, EvalOptions options) {
    List<String> texts = new ArrayList<>();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < body.exprs().size(); i++) {
      texts.add("e" + i);
      order.add(i);
    }
    CompiledQuery q = new CompiledQuery(body, vars, vars, texts, order);
    return QueryEvaluator.evaluate(NO_RULES, q, options);
  }

  private static List<String> values(QueryResult r, String var) {
    return r.solutions().stream().map(s -> String.valueOf(s.bindings().get(var))).toList();
  }

  @Test
  void iteratesAReferenceWithAVariableKey() {
    QueryResult r = run(body(eq(v("x"), ref("input", "items", v("i")))), List.of("x", "i"), "{\"items\":[\"a\",\"b\"]}");
    assertThat(values(r, "x")).containsExactly("\"a\"", "\"b\"");
    assertThat(values(r, "i")).containsExactly("0", "1");
    assertThat(r.solutions().get(0).expressions().get(0).value().toString()).isEqualTo("true");
  }

  @Test
  void unifiesPatternsWithVariablesOnBothSides() {
    QueryResult r = run(body(eq(arr(v("a"), n(2)), arr(n(1), v("b")))), List.of("a", "b"), (String) null);
    assertThat(values(r, "a")).containsExactly("1");
    assertThat(values(r, "b")).containsExactly("2");
  }

  @Test
  void postponesVariableToVariablePairsUntilOneIsBound() {
    QueryResult r = run(body(eq(arr(v("x"), v("y")), arr(v("y"), n(1)))), List.of("x", "y"), (String) null);
    assertThat(values(r, "x")).containsExactly("1");
  }

  @Test
  void bindsAVariableOnOneSideBeforeMatchingItOnTheOther() {
    QueryResult r = run(body(eq(arr(v("x"), arr(v("y"))), arr(arr(n(1)), v("x")))), List.of("x", "y"), (String) null);
    assertThat(values(r, "x")).containsExactly("[1]");
    assertThat(values(r, "y")).containsExactly("1");
    assertThat(run(body(eq(v("x"), arr(v("y"), n(1)))), List.of("x"), (String) null).isDefined()).isFalse();
  }

  @Test
  void aQueryOfOneGroundTermReportsFalseAsOpaDoes() {
    QueryResult r = run(body(expr(ref("input", "on"))), List.of(), "{\"on\":false}");
    assertThat(r.solutions().get(0).expressions().get(0).value().toString()).isEqualTo("false");
    assertThat(run(body(expr(ref("input", "off"))), List.of(), "{\"on\":false}").isDefined()).isFalse();
  }

  @Test
  void standaloneExpressionsFailOnFalseAndUndefined() {
    assertThat(run(body(expr(ref("input", "on")), expr(ref("input", "on"))), List.of(), "{\"on\":false}").isDefined()).isFalse();
    assertThat(run(body(expr(ref("input", "off"))), List.of(), "{\"on\":false}").isDefined()).isFalse();
    QueryResult r = run(body(expr(ref("input", "on"))), List.of(), "{\"on\":0}");
    assertThat(r.solutions().get(0).expressions().get(0).value().toString()).isEqualTo("0");
  }

  @Test
  void negationSucceedsWhenUndefined() {
    assertThat(run(body(not(ref("input", "a", "b"))), List.of(), "{\"a\":{}}").isDefined()).isTrue();
    assertThat(run(body(not(ref("input", "a"))), List.of(), "{\"a\":{}}").isDefined()).isFalse();
  }

  @Test
  void comprehensionCollectsEverySolution() {
    QueryResult r =
        run(body(eq(v("xs"), arrayOf(v("y"), eq(v("y"), ref("input", v("$w1")))))), List.of("xs"), "[3,1,2]");
    assertThat(values(r, "xs")).containsExactly("[3,1,2]");
  }

  @Test
  void everyIsTrueForEmptyAndFalseForUndefinedDomains() {
    Expr everyEmpty = new Expr(new Expr.Every(null, v("$x"), ref("input", "empty"), body(expr(bool(false)))), false, List.of(), L);
    Expr everyMissing = new Expr(new Expr.Every(null, v("$x"), ref("input", "none"), body()), false, List.of(), L);
    Expr everyFails = new Expr(new Expr.Every(null, v("$x"), ref("input", "xs"), body(eq(v("$x"), n(1)))), false, List.of(), L);
    String input = "{\"empty\":[],\"xs\":[1,2]}";
    assertThat(run(body(everyEmpty), List.of(), input).isDefined()).isTrue();
    assertThat(run(body(everyMissing), List.of(), input).isDefined()).isFalse();
    assertThat(run(body(everyFails), List.of(), input).isDefined()).isFalse();
  }

  @Test
  void someInBindsKeyAndValue() {
    Expr someIn = new Expr(new Expr.SomeIn(v("k"), v("x"), ref("input")), false, List.of(), L);
    QueryResult r = run(body(someIn), List.of("k", "x"), "{\"a\":1,\"b\":2}");
    assertThat(values(r, "k")).containsExactly("\"a\"", "\"b\"");
    assertThat(values(r, "x")).containsExactly("1", "2");
  }

  @Test
  void withInputReplacesInputForTheExpressionOnly() {
    With w = new With(ref("input", "a"), n(7), L);
    Expr withExpr = new Expr(new Expr.TermExpr(call("eq", v("x"), ref("input", "a"))), false, List.of(w), L);
    QueryResult r = run(body(withExpr, eq(v("y"), ref("input", "a"))), List.of("x", "y"), "{\"a\":1}");
    assertThat(values(r, "x")).containsExactly("7");
    assertThat(values(r, "y")).containsExactly("1");
  }

  @Test
  void printWritesArgumentsUnquotedAndUndefinedAsMarker() {
    List<String> lines = new ArrayList<>();
    EvalOptions opts = EvalOptions.builder().input(Json.parse("{\"s\":\"hi\",\"o\":{\"b\":[1,2]}}")).printSink(lines::add).build();
    QueryResult r = run(body(expr(call("print", ref("input", "s"), ref("input", "o"), ref("input", "nope")))), List.of(), opts);
    assertThat(r.isDefined()).isTrue();
    assertThat(lines).containsExactly("hi {\"b\": [1, 2]} <undefined>");
  }

  @Test
  void deadlineStopsARunawayQuery() {
    Value big = Json.parse("[" + String.join(",", IntStream.range(0, 20_000).mapToObj(Integer::toString).toList()) + "]");
    EvalOptions opts = EvalOptions.builder().input(big).timeout(Duration.ofMillis(20)).build();
    Body cross = body(eq(v("a"), ref("input", v("$w1"))), eq(v("b"), ref("input", v("$w2"))), expr(bool(false)));
    assertThatThrownBy(() -> run(cross, List.of(), opts))
        .isInstanceOf(RegoException.class)
        .satisfies(e -> assertThat(((RegoException) e).code()).isEqualTo("eval_cancel_error"));
  }

  @Test
  void iteratesTenThousandResourcesWithoutDeepeningTheStack() {
    StringBuilder sb = new StringBuilder("{\"resources\":[");
    for (int i = 0; i < 10_000; i++) {
      sb.append(i > 0 ? "," : "").append("{\"id\":").append(i).append(",\"bad\":").append(i % 1000 == 0).append('}');
    }
    sb.append("]}");
    Body q = body(eq(v("r"), ref("input", "resources", v("$w1"))), eq(ref("r", "bad"), bool(true)), eq(v("id"), ref("r", "id")));
    QueryResult r = run(q, List.of("id"), sb.toString());
    assertThat(values(r, "id")).hasSize(10).contains("0", "9000");
  }

  @Test
  void handlesTenThousandDeepNestedData() {
    int depth = 10_000;
    String deep = "{\"a\":".repeat(depth) + "1" + "}".repeat(depth);
    CompiledModules withData =
        new CompiledModules(List.of(), new RuleTree(), Json.parse("{\"deep\":" + deep + "}"), Map.of(), Set.of(), dev.cairn.engine.builtins.Builtins.standard());
    Object[] path = new Object[depth + 1];
    java.util.Arrays.fill(path, "a");
    path[0] = "deep";
    Body q = body(eq(v("x"), ref("data", path)), eq(v("d"), ref("data", "deep", v("k"))), eq(v("w"), ref("data")));
    CompiledQuery cq = new CompiledQuery(q, List.of("x", "k"), List.of("x", "k"), List.of("a", "b", "c"), List.of(0, 1, 2));
    QueryResult r = QueryEvaluator.evaluate(withData, cq, EvalOptions.DEFAULT);
    assertThat(values(r, "x")).containsExactly("1");
    assertThat(values(r, "k")).containsExactly("\"a\"");
  }

  @Test
  void exhaustedStackIsAnErrorNotACrash() {
    List<Expr> iterations = new ArrayList<>();
    for (int i = 0; i < 50_000; i++) {
      iterations.add(new Expr(new Expr.SomeIn(null, v("$x" + i), ref("input")), false, List.of(), L));
    }
    Body deep = new Body(iterations, L);
    assertThatThrownBy(() -> run(deep, List.of(), "[1]"))
        .isInstanceOfSatisfying(RegoException.class, e -> assertThat(e.code()).isEqualTo("eval_internal_error"));
  }

  static Location loc() {
    return L;
  }
}
