package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.body;
import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.AstPrinter;
import org.junit.jupiter.api.Test;

class LocalVarRewriterTest {
  @Test
  void wildcardsAreEachFresh() {
    String b = body(compile("package test\np if input.a[_] == input.b[_]"), "test.p");
    assertThat(b).matches("input\\.a\\[\\$w(\\d+)\\] == input\\.b\\[\\$w(?!\\1\\])\\d+\\]");
  }

  @Test
  void declaredVariablesGetFreshNamesAndHeadFollows() {
    CompiledModules m = compile("package test\np := x if { x := 1 }");
    CompiledRule p = TestCompiler.rules(m, "test.p").get(0);
    assertThat(body(m, "test.p")).isEqualTo("x := 1");
    assertThat(AstPrinter.print(p.rule().head().value())).isEqualTo("x");
  }

  @Test
  void comprehensionLocalsShadowOuterOnes() {
    String b = body(compile("package test\np if { x := 1; y := [x | some x in [2, 3]]; x == 1 }"), "test.p");
    assertThat(b).matches("\\$x(\\d+) := 1; y := \\[\\$x(\\d+) \\| some \\$x\\2 in \\[2, 3\\]\\]; \\$x\\1 == 1");
    assertThat(b).doesNotMatch(".*\\$x(\\d+) := 1.*\\[\\$x\\1 .*");
  }

  @Test
  void comprehensionSeesOuterVariables() {
    String b = body(compile("package test\np if { x := 1; count([y | y := x]) == 1 }"), "test.p");
    assertThat(b).isEqualTo("x := 1; count([y | y := x]) == 1");
  }

  @Test
  void everyDeclaresKeyAndValueInItsOwnScope() {
    String b = body(compile("package test\np if { x := 1; every k, x in [1] { k >= 0; x > 0 } }"), "test.p");
    assertThat(b).matches("\\$x(\\d+) := 1; every k, \\$x(?!\\1 )(\\d+) in \\[1\\] \\{ k >= 0; \\$x\\2 > 0 \\}");
  }

  @Test
  void someDeclarationsAreDropped() {
    assertThat(body(compile("package test\np if { some x; x = 1 }"), "test.p")).isEqualTo("x = 1");
    assertThat(body(compile("package test\np if { some x; y := [x | [1][x]] }"), "test.p"))
        .isEqualTo("y := [x | [1][x]]");
  }

  // Each as live OPA v1.22.3 reports it (v0 syntax too); found by the compat module's generated corpus.
  @Test
  void declaredVariablesNothingUsesAreErrors() {
    RegoError some = errors("package test\np if {\n  some x, y\n  [1][y]\n}").get(0);
    assertThat(some.message()).isEqualTo("declared var x unused");
    assertThat(some.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(some.location().line()).isEqualTo(3);
    assertThat(some.location().column()).isEqualTo(3);
    assertThat(errors("package test\np if { some _ }")).extracting(RegoError::message)
        .containsExactly("declared var _ unused");
    assertThat(errors("package test\np if { x := [1 | some y] }")).extracting(RegoError::message)
        .containsExactly("declared var y unused");
  }

  @Test
  void everyKeyAndValueMustBeUsedInItsBody() {
    var errs = errors("package test\np if {\n  every k, v in [1] {\n    true\n  }\n}");
    assertThat(errs).extracting(RegoError::message).containsExactly("declared var k unused", "declared var v unused");
    assertThat(errs.get(0).location().line()).isEqualTo(4); // where the every body starts
    assertThat(body(compile("package test\np if { every _, v in [1] { v } }"), "test.p")).startsWith("every");
  }

  @Test
  void anErrorInANestedBodyLeavesTheOuterBodyUnchecked() {
    assertThat(errors("package test\np if { some z; every v in [1] { true } }")).extracting(RegoError::message)
        .containsExactly("declared var v unused");
    assertThat(errors("package test\np if { every v in [1] { every w in [1] { true } } }"))
        .extracting(RegoError::message).containsExactly("declared var w unused");
  }

  @Test
  void aUseInTheHeadCounts() {
    assertThat(errors("package test\np := x if { some x; true }")).extracting(RegoError::message)
        .containsExactly("var x is unsafe");
    assertThat(errors("package test\nq := 1 if { true } else := 2 if { some z }")).extracting(RegoError::message)
        .containsExactly("declared var z unused");
  }

  @Test
  void reassignmentInOneScope() {
    RegoError e = errors("package test\np if { x := 1; x := 2 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("var x assigned above");
    assertThat(e.location().column()).isEqualTo(16);
  }

  @Test
  void assignmentAfterUse() {
    assertThat(errors("package test\np if { x = 1; x := 2 }").get(0).message()).isEqualTo("var x referenced above");
  }

  @Test
  void assignmentAfterSome() {
    assertThat(errors("package test\np if { some x; x := 2 }").get(0).message()).isEqualTo("var x declared above");
  }

  @Test
  void assignmentToAnArgument() {
    RegoError e = errors("package test\nf(x) if { x := 2 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("arg x redeclared");
  }

  @Test
  void assignmentTargetsMustBeVariablesOrPatterns() {
    assertThat(errors("package test\np if { input.x := 1 }").get(0).message()).isEqualTo("cannot assign to ref");
    assertThat(errors("package test\np if { [x, 1] := [1, 1] }").get(0).message()).isEqualTo("cannot assign to number");
    CompiledModules m = compile("package test\np if { [x, {\"a\": y}] := [1, {\"a\": 2}]; x < y }");
    assertThat(body(m, "test.p")).isEqualTo("[x, {\"a\": y}] := [1, {\"a\": 2}]; x < y");
  }

  @Test
  void negatedAssignment() {
    assertThat(errors("package test\np if { not x := 1 }").get(0).message())
        .isEqualTo("cannot assign vars inside negated expression");
  }

  @Test
  void shadowedFunction() {
    RegoError e = errors("package test\nf(x) := x\np if { f := 1; f(1) }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("called function f shadowed");
  }

  @Test
  void allErrorsAreReported() {
    assertThat(errors("package test\np if { x := 1; x := 2 }\nq if { y := 1; y := 2 }")).hasSize(2);
  }
}
