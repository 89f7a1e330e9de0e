package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.body;
import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefResolverTest {
  @Test
  void importsAndAliasesBecomeWhatTheyName() {
    CompiledModules m =
        compile(
            """
            package test
            import data.lib.users
            import data.lib.roles as r
            import input.request
            p if { users[_].admin; r.x == request.method }
            """);
    assertThat(body(m, "test.p")).matches(
        "data\\.lib\\.users\\[\\$w\\d+\\]\\.admin; data\\.lib\\.roles\\.x == input\\.request\\.method");
  }

  @Test
  void rulesOfThePackageBecomeAbsolute() {
    CompiledModules m =
        compile(
            """
            package a.b
            q := 1
            s contains 1
            p if { q == 1; s[1]; x := q }
            """);
    assertThat(body(m, "a.b.p")).isEqualTo("data.a.b.q == 1; data.a.b.s[1]; x := data.a.b.q");
  }

  @Test
  void rulesOfThePackageInOtherModulesResolveToo() {
    CompiledModules m = compile("package test\np if q", "package test\nq := true");
    assertThat(body(m, "test.p")).isEqualTo("data.test.q");
  }

  @Test
  void localDeclarationsShadowRules() {
    CompiledModules m =
        compile(
            """
            package test
            q := 1
            p if { q := 2; q > 1 }
            r if { some q; q = 3 }
            f(q) := q + 1
            """);
    assertThat(body(m, "test.p")).isEqualTo("q := 2; q > 1");
    assertThat(body(m, "test.r")).isEqualTo("q = 3");
    assertThat(body(m, "test.f")).isEqualTo("true");
    assertThat(TestCompiler.rules(m, "test.f").get(0).rule().head().value().toString()).contains("plus");
  }

  @Test
  void unificationDoesNotShadowARule() {
    CompiledModules m = compile("package test\nq := 1\np if q = 1");
    assertThat(body(m, "test.p")).isEqualTo("data.test.q = 1");
  }

  @Test
  void userFunctionCallsBecomeAbsoluteAndBuiltinsKeepTheirName() {
    CompiledModules m =
        compile(
            """
            package test
            import data.lib
            f(x) := x
            p if { f(1) == 1; lib.g(2); base64.encode("a") == "YQ==" }
            """,
            "package lib\ng(x) if x > 1");
    assertThat(body(m, "test.p"))
        .isEqualTo("data.test.f(1) == 1; data.lib.g(2); base64.encode(\"a\") == \"YQ==\"");
  }

  @Test
  void undefinedFunction() {
    List<RegoError> errs = errors("package test\np if nosuch(1)");
    assertThat(errs).hasSize(1);
    assertThat(errs.get(0).code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(errs.get(0).message()).isEqualTo("undefined function nosuch");
    assertThat(errs.get(0).location().line()).isEqualTo(2);
    assertThat(errs.get(0).location().column()).isEqualTo(6);
  }

  @Test
  void undefinedFunctionThroughAnImport() {
    assertThat(errors("package test\nimport data.lib\np if lib.nosuch(1)").get(0).message())
        .isEqualTo("undefined function data.lib.nosuch");
  }

  @Test
  void userFunctionArity() {
    RegoError e = errors("package test\nf(x) := x\np if f(1, 2, 3)").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).isEqualTo("function data.test.f has arity 1, got 3 arguments");
  }

  @Test
  void oneExtraArgumentIsTheOutput() {
    CompiledModules m = compile("package test\nf(x) := x\np if { f(1, y); y == 1 }");
    assertThat(body(m, "test.p")).isEqualTo("data.test.f(1, y); y == 1");
  }

  @Test
  void nestedCallsTakeNoOutputArgument() {
    RegoError e = errors("package test\nf(x) := x\np if { y := f(1, 2) }").get(0);
    assertThat(e.message()).isEqualTo("function data.test.f has arity 1, got 2 arguments");
  }

  @Test
  void builtinArity() {
    RegoError e = errors("package test\np if base64.encode(\"a\", \"b\", \"c\")").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).startsWith("base64.encode: arity mismatch");
  }

  @Test
  void withTargetMustBeInputDataOrAFunction() {
    RegoError e = errors("package test\np if { true with foo as 1 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).isEqualTo("with keyword target must reference existing input, data, or a function");
  }

  @Test
  void withCannotReplacePartOfARule() {
    RegoError e = errors("package test\nq := {\"a\": 1}\np if { q.a with data.test.q.a as 2 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
  }

  @Test
  void withOnAUserFunctionResolves() {
    CompiledModules m = compile("package test\nf(x) := 1\ng(x) := 2\np if { f(1) == 2 with f as g }");
    assertThat(body(m, "test.p")).isEqualTo("data.test.f(1) == 2 with data.test.f as data.test.g");
  }
}
