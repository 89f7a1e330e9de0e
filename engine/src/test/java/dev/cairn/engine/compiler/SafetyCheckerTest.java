package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.body;
import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.compileV0;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.AstPrinter;
import java.util.List;
import org.junit.jupiter.api.Test;

class SafetyCheckerTest {
  @Test
  void reordersSoInputsAreBoundFirst() {
    assertThat(body(compileV0("package test\np { x > 1; x = input.a }"), "test.p"))
        .isEqualTo("x = input.a; x > 1");
  }

  @Test
  void keepsWrittenOrderWhenSafe() {
    assertThat(body(compileV0("package test\np { x = input.a; y = input.b; x > y }"), "test.p"))
        .isEqualTo("x = input.a; y = input.b; x > y");
  }

  @Test
  void unificationBindsEitherSide() {
    assertThat(body(compileV0("package test\np { y > 0; [x, y] = [1, z]; z = input.z }"), "test.p"))
        .isEqualTo("z = input.z; [x, y] = [1, z]; y > 0");
    assertThat(body(compileV0("package test\np { x == 1; input.a = x }"), "test.p"))
        .isEqualTo("input.a = x; x == 1");
  }

  @Test
  void refsBindVariablesInKeyPositions() {
    assertThat(body(compileV0("package test\np { input.b[k] == 1; input.a[k] }"), "test.p"))
        .isEqualTo("input.b[k] == 1; input.a[k]");
  }

  @Test
  void negationNeedsItsVariablesBound() {
    assertThat(body(compileV0("package test\np { not input.a[x]; x = 1 }"), "test.p"))
        .isEqualTo("x = 1; not input.a[x]");
    RegoError e = errors("package test\np if { not input.a[x] }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.UNSAFE_VAR);
    assertThat(e.message()).isEqualTo("var x is unsafe");
  }

  @Test
  void builtinArgumentsNeedTheirVariablesBound() {
    RegoError e = errors("package test\np if { base64.encode(x) == \"\" }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.UNSAFE_VAR);
    assertThat(e.message()).isEqualTo("var x is unsafe");
    assertThat(e.location().line()).isEqualTo(2);
    assertThat(e.location().column()).isEqualTo(8);
  }

  @Test
  void outputArgumentBindsOnceInputsAreSafe() {
    assertThat(body(compileV0("package test\np { y == \"YQ==\"; base64.encode(x, y); x = \"a\" }"), "test.p"))
        .isEqualTo("x = \"a\"; base64.encode(x, y); y == \"YQ==\"");
  }

  @Test
  void membershipDoesNotBindButSomeInDoes() {
    RegoError e = errors("package test\np if { x in [1, 2] }").get(0);
    assertThat(e.message()).isEqualTo("var x is unsafe");
    assertThat(body(compile("package test\np if { x := 2; x in [1, 2] }"), "test.p"))
        .isEqualTo("x := 2; x in [1, 2]");
  }

  @Test
  void someInBindsKeyAndValue() {
    assertThat(body(compile("package test\np if { some k, v in input.xs; k == v }"), "test.p"))
        .isEqualTo("some k, v in input.xs; k == v");
  }

  @Test
  void headVariablesMustBeBoundByTheBody() {
    RegoError e = errors("package test\np contains x if { input.a }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.UNSAFE_VAR);
    assertThat(e.message()).isEqualTo("var x is unsafe");
    assertThat(e.location().line()).isEqualTo(2);
  }

  @Test
  void functionArgumentsAreBound() {
    assertThat(body(compile("package test\nf(x) := y if { y := base64.encode(x) }"), "test.f"))
        .isEqualTo("y := base64.encode(x)");
  }

  @Test
  void comprehensionsWaitForOuterVariables() {
    assertThat(body(compileV0("package test\np { ys = [y | y = input.a[_]; y > x]; x = 1 }"), "test.p"))
        .matches("x = 1; ys = \\[y \\| y = input\\.a\\[\\$w\\d+\\]; y > x\\]");
  }

  @Test
  void comprehensionBodiesAreReordered() {
    assertThat(body(compileV0("package test\np { ys = [y | y > 1; y = input.a[_]] }"), "test.p"))
        .matches("ys = \\[y \\| y = input\\.a\\[\\$w\\d+\\]; y > 1\\]");
  }

  @Test
  void assignedCompositeHoldingAComprehensionIsSafe() {
    // the comprehension's own variables are not the composite's unknowns (Gatekeeper's storageclass template)
    assertThat(body(compileV0("package test\np { xs := [[n | input.a[n]], input.b] }"), "test.p"))
        .matches("xs := \\[\\[n \\| input\\.a\\[n\\]\\], input\\.b\\]");
  }

  @Test
  void unsafeInsideComprehension() {
    RegoError e = errors("package test\np if { ys := [y | y > 1] }").get(0);
    assertThat(e.message()).isEqualTo("var y is unsafe");
  }

  @Test
  void everyBodyIsCheckedWithKeyAndValueBound() {
    assertThat(body(compile("package test\np if { every x in input.xs { y > x; y = 1 } }"), "test.p"))
        .isEqualTo("every x in input.xs { y = 1; y > x }");
    assertThat(errors("package test\np if { every x in input.xs { x > z } }").get(0).message())
        .isEqualTo("var z is unsafe");
  }

  @Test
  void withValuesMustBeSafe() {
    assertThat(body(compileV0("package test\np { input.a with input as x; x = {} }"), "test.p"))
        .isEqualTo("x = {}; input.a with input as x");
  }

  @Test
  void declaredNamesAreReportedByTheirUserName() {
    List<RegoError> errs = errors("package test\np if { x := y + 1 }");
    assertThat(errs).extracting(RegoError::message).containsExactly("var x is unsafe", "var y is unsafe");
  }

  @Test
  void unsafeWildcardReportsTheExpression() {
    RegoError e = errors("package test\np if { base64.encode(_) }").get(0);
    assertThat(e.message()).isEqualTo("expression is unsafe");
  }

  @Test
  void oneErrorPerVariable() {
    List<RegoError> errs = errors("package test\np if { x > 1; x < 5 }");
    assertThat(errs).hasSize(1);
    assertThat(errs.get(0).location().column()).isEqualTo(8);
  }

  @Test
  void elseBranchesSeeFunctionArguments() {
    CompiledModules m = compile("package test\nf(x) := 1 if { x > 0 } else := y if { y := x }");
    CompiledRule f = TestCompiler.rules(m, "test.f").get(0);
    assertThat(AstPrinter.print(f.rule().elseRule().body())).isEqualTo("y := x");
  }

  @Test
  void elseBodiesAreCheckedToo() {
    assertThat(errors("package test\np := 1 if { false } else := 2 if { z > 1 }").get(0).message())
        .isEqualTo("var z is unsafe");
  }

  @Test
  void headComprehensionsSeeBodyVariables() {
    CompiledModules m = compile("package test\np := [x | some x in ys] if { ys := [1, 2] }");
    assertThat(body(m, "test.p")).isEqualTo("ys := [1, 2]");
  }
}
