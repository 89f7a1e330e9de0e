package dev.cairn.engine.eval;

import static dev.cairn.engine.eval.Ast.*;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.compiler.CompiledModules;
import dev.cairn.engine.compiler.CompiledQuery;
import dev.cairn.engine.compiler.Compiler;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.ObjectValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A call site keeps what its operator resolved to on the node itself (and an expression its
 * analysis), for the policy that resolved it: the same nodes evaluated in another policy resolve
 * again there.
 */
class CallSiteResolutionTest {
  private static Module parse(String file, String text) {
    return Parser.parseModule(file, text, ParseMode.AUTO);
  }

  private static String value(CompiledModules modules, CompiledQuery q, String var) {
    QueryResult r = QueryEvaluator.evaluate(modules, q, EvalOptions.builder().build());
    return r.solutions().isEmpty() ? "undefined" : String.valueOf(r.solutions().get(0).bindings().get(var));
  }

  @Test
  void theSameCallResolvesToEachPolicysOwnFunction() {
    CompiledModules plusOne = Compiler.compile(List.of(parse("l.rego", "package lib\nf(x) := x + 1\n")), ObjectValue.EMPTY);
    CompiledModules timesTen = Compiler.compile(List.of(parse("l.rego", "package lib\nf(x) := x * 10\n")), ObjectValue.EMPTY);
    Call f = call("data.lib.f", n(4));
    Body body = body(eq(v("x"), f));
    CompiledQuery q = new CompiledQuery(body, List.of("x"), List.of("x"), List.of("x = data.lib.f(4)"), List.of(0));

    assertThat(value(plusOne, q, "x")).isEqualTo("5");
    assertThat(f.resolution()).isNotNull();
    assertThat(value(timesTen, q, "x")).isEqualTo("40");
    assertThat(value(plusOne, q, "x")).isEqualTo("5");
    assertThat(value(timesTen, q, "x")).isEqualTo("40");
  }

  @Test
  void oneParsedModuleInTwoPoliciesCallsEachPolicysFunction() {
    // The compiler keeps the nodes of a body it has nothing to rewrite in, so both policies
    // evaluate the very same expression and call nodes of rule r.
    Module shared = parse("a.rego", "package a\nimport rego.v1\nr if data.lib.f(2) > 10\n");
    CompiledModules plusOne =
        Compiler.compile(List.of(shared, parse("l.rego", "package lib\nf(x) := x + 1\n")), ObjectValue.EMPTY);
    CompiledModules timesTen =
        Compiler.compile(List.of(shared, parse("l.rego", "package lib\nf(x) := x * 10\n")), ObjectValue.EMPTY);
    Body query = body(eq(v("x"), ref("data", "a", "r")));
    for (int i = 0; i < 3; i++) {
      assertThat(value(plusOne, Compiler.compileQuery(query, plusOne), "x")).isEqualTo("undefined");
      assertThat(value(timesTen, Compiler.compileQuery(query, timesTen), "x")).isEqualTo("true");
    }
  }

  @Test
  void cachedResolutionIsNotPartOfTheNodesValue() {
    Call a = call("count", v("xs"));
    Call b = call("count", v("xs"));
    a.resolution("anything");
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a.toString()).isEqualTo(b.toString());
  }
}
