package dev.cairn.engine.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import org.junit.jupiter.api.Test;

/** Rule, function and built-in error semantics, from Rego source. */
class RuleSemanticsTest {
  private static String eval(String module, String query, EvalOptions options) {
    QueryResult r = Rego.policy().module("m.rego", module).compile().evaluate(query, options);
    return r.isDefined() ? String.valueOf(r.solutions().get(0).bindings().get("x")) : "undefined";
  }

  private static String eval(String module, String query) {
    return eval(module, query, EvalOptions.DEFAULT);
  }

  private static RegoException error(String module, String query, EvalOptions options) {
    try {
      eval(module, query, options);
    } catch (RegoException e) {
      return e;
    }
    throw new AssertionError("no error");
  }

  @Test
  void negationEvaluatesCallArgumentsFirstButUnifiesEqualityInside() {
    // OPA moves a call's reference arguments before the `not` (RewriteDynamicTerms), after turning
    // `==` into unification (RewriteEquals): an undefined argument fails the expression, an
    // undefined side of `==` does not.
    String m = """
        package t
        f("a", _) := true
        call if not f("a", input.missing)
        builtin if not startswith(input.missing, "x")
        same if not input.missing == "x"
        operand if not input.obj[input.missing]
        defined if not f("b", input.present)
        """;
    EvalOptions in = opts("{\"present\": 1, \"obj\": {}}");
    assertThat(eval(m, "x = data.t.call", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.builtin", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.same", in)).isEqualTo("true");
    assertThat(eval(m, "x = data.t.operand", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.defined", in)).isEqualTo("true");
  }

  @Test
  void negationEvaluatesNestedCallsFirstToo() {
    // OPA binds a call nested in the negated expression to a fresh variable before the `not`
    // (`not count(x.u) > 0` is `$h = count(x.u); not $h > 0`), so a call that fails there fails
    // the expression; a side of `==` that is a reference stays inside (`not input.missing == 1`).
    String m = """
        package t
        nested_call if not count(input.u) > 0
        call_alone if not count(input.u)
        empty if not count(input.v) > 0
        eq_call if not count(input.u) == 1
        eq_array if not [input.missing] == [1]
        eq_ref if not input.missing == 1
        """;
    EvalOptions in = opts("{\"u\": null, \"v\": []}");
    assertThat(eval(m, "x = data.t.nested_call", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.call_alone", in)).isEqualTo("true");
    assertThat(eval(m, "x = data.t.empty", in)).isEqualTo("true");
    assertThat(eval(m, "x = data.t.eq_call", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.eq_array", in)).isEqualTo("undefined");
    assertThat(eval(m, "x = data.t.eq_ref", in)).isEqualTo("true");
  }

  @Test
  void aCompositeWhoseVariablesItsOwnReferencesBindIsEvaluatedNotMatched() {
    // As OPA: `x := [input.logs[n].c, n]` iterates n through the reference, then builds the array;
    // taken as a pattern (n unbound) it would match nothing (a real library's policy counted no
    // element of its logs and reported every category as missing).
    String m = """
        package t
        arrays := [x | x := [input.logs[n].c, n]]
        bare_first := [x | x = [n, input.logs[n].c]]
        objects := [x | x := {input.logs[n].c: n}]
        call_key := [x | x := {sprintf("%s", [input.logs[n].c]): [input.logs[n].on, n]}]
        in_rule contains x if { x := [input.logs[n].c, n] }
        """;
    EvalOptions in = opts("{\"logs\": [{\"c\": \"A\", \"on\": true}, {\"c\": \"B\", \"on\": false}]}");
    assertThat(eval(m, "x = data.t.arrays", in)).isEqualTo("[[\"A\",0],[\"B\",1]]");
    assertThat(eval(m, "x = data.t.bare_first", in)).isEqualTo("[[0,\"A\"],[1,\"B\"]]");
    assertThat(eval(m, "x = data.t.objects", in)).isEqualTo("[{\"A\":0},{\"B\":1}]");
    assertThat(eval(m, "x = data.t.call_key", in)).isEqualTo("[{\"A\":[true,0]},{\"B\":[false,1]}]");
    assertThat(eval(m, "x = data.t.in_rule", in)).isEqualTo("[[\"A\",0],[\"B\",1]]");
  }

  @Test
  void elseChainTakesTheFirstDefinedBranchAndDefaultsApplyLast() {
    String m = """
        package t
        default d := "none"
        d := "big" if input.n > 10
        else := "small" if input.n > 0
        """;
    assertThat(eval(m, "x = data.t.d", opts("{\"n\":20}"))).isEqualTo("\"big\"");
    assertThat(eval(m, "x = data.t.d", opts("{\"n\":5}"))).isEqualTo("\"small\"");
    assertThat(eval(m, "x = data.t.d", opts("{\"n\":-1}"))).isEqualTo("\"none\"");
  }

  @Test
  void functionsWithSeveralDefinitionsMustAgree() {
    String m = """
        package t
        f(x) := "a" if x > 0
        f(x) := "b" if x > 5
        f(x) := "a" if x == 1
        """;
    assertThat(eval(m, "x = data.t.f(1)")).isEqualTo("\"a\"");
    assertThat(eval(m, "x = data.t.f(-1)")).isEqualTo("undefined");
    RegoException e = error(m, "x = data.t.f(7)", EvalOptions.DEFAULT);
    assertThat(e.code()).isEqualTo("eval_conflict_error");
    assertThat(e.getMessage()).contains("functions must not produce multiple outputs for same inputs");
  }

  @Test
  void partialObjectKeysMustBeUnique() {
    String m = """
        package t
        p[k] := v if { some k, v in input }
        p["a"] := 2
        """;
    assertThat(eval(m, "x = data.t.p", opts("{\"b\":1}"))).isEqualTo("{\"a\":2,\"b\":1}");
    assertThat(eval(m, "x = data.t.p", opts("{\"a\":2}"))).isEqualTo("{\"a\":2}");
    assertThat(error(m, "x = data.t.p", opts("{\"a\":1}")).getMessage()).contains("object keys must be unique");
  }

  @Test
  void packageAsAWholeMixesBaseDataAndRuleValues() {
    QueryResult r =
        Rego.policy()
            .module("m.rego", "package t\np := 1\nq contains 2\nr if false\n")
            .data(Json.parse("{\"t\":{\"base\":true}}"))
            .compile()
            .evaluate("x = data.t", EvalOptions.DEFAULT);
    assertThat(r.solutions().get(0).bindings().get("x").toString()).isEqualTo("{\"base\":true,\"p\":1,\"q\":[2]}");
  }

  @Test
  void failingBuiltinsAreUndefinedUnlessStrict() {
    String m = "package t\np := x if x := 1 / input.d\n";
    assertThat(eval(m, "x = data.t.p", opts("{\"d\":0}"))).isEqualTo("undefined");
    RegoException e = error(m, "x = data.t.p", EvalOptions.builder().input(Json.parse("{\"d\":0}")).strictBuiltinErrors(true).build());
    assertThat(e.code()).isEqualTo("eval_builtin_error");
    assertThat(e.getMessage()).contains("div: ");
    assertThat(e.errors().get(0).location().line()).isEqualTo(2);
  }

  @Test
  void rulesUnderWithAreRecomputed() {
    String m = """
        package t
        allowed if input.user == "admin"
        v if {
          not allowed
          allowed with input.user as "admin"
          not allowed
        }
        """;
    assertThat(eval(m, "x = data.t.v", opts("{\"user\":\"bob\"}"))).isEqualTo("true");
  }

  private static EvalOptions opts(String input) {
    return EvalOptions.builder().input(Json.parse(input)).build();
  }

  @Test
  void cancelledEvaluationReportsCancelCode() {
    assertThatThrownBy(() -> {
      var q = Rego.policy().module("m.rego", "package t\np := [i | some i in input]\n").compile().prepare("x = data.t.p");
      EvalOptions o = opts("[" + "1,".repeat(5000) + "1]");
      Thread.currentThread().interrupt();
      try {
        q.evaluate(o);
      } finally {
        Thread.interrupted();
      }
    }).isInstanceOfSatisfying(RegoException.class, e -> assertThat(e.code()).isEqualTo("eval_cancel_error"));
  }
}
