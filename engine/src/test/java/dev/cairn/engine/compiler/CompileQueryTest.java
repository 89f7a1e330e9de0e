package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.query;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import org.junit.jupiter.api.Test;

class CompileQueryTest {
  private static final String POLICY = "package test\np := 1\nf(x) := x";

  @Test
  void outputVariablesInOrderOfAppearance() {
    CompiledQuery q = query("data.test.p = x; y = input.a[_]", POLICY);
    assertThat(q.outputVars()).containsExactly("x", "y");
    assertThat(q.renamed()).containsExactly("x", "y");
    assertThat(AstPrinter.print(q.body())).matches("data\\.test\\.p = x; y = input\\.a\\[\\$w\\d+\\]");
  }

  @Test
  void declaredVariablesAreReportedByUserName() {
    CompiledQuery q = query("x := data.test.f(1)", POLICY);
    assertThat(q.outputVars()).containsExactly("x");
    assertThat(AstPrinter.print(q.body())).isEqualTo(q.renamed().get(0) + " := data.test.f(1)");
  }

  @Test
  void namesStayFreshWhereTwoVariablesShareThem() {
    CompiledQuery q = query("x := 1; ys := [x | some x in [2]]", POLICY);
    assertThat(q.outputVars()).containsExactly("x", "ys");
    assertThat(q.renamed().get(0)).startsWith("$x");
    assertThat(q.renamed().get(1)).isEqualTo("ys");
    assertThat(AstPrinter.print(q.body())).startsWith(q.renamed().get(0) + " := 1; ys := [$x");
  }

  @Test
  void comprehensionLocalsAreNotOutputs() {
    CompiledQuery q = query("xs := [x | x := input.a[_]]", POLICY);
    assertThat(q.outputVars()).containsExactly("xs");
  }

  @Test
  void reorderingKeepsOriginalPositionsAndTexts() {
    CompiledQuery q = query("x > 1; x = 2", POLICY);
    assertThat(AstPrinter.print(q.body())).isEqualTo("x = 2; x > 1");
    assertThat(q.originalIndex()).containsExactly(1, 0);
    assertThat(q.exprTexts()).containsExactly("x > 1", "x = 2");
  }

  @Test
  void droppedSomeDeclarationsKeepIndexesStraight() {
    CompiledQuery q = query("some x; x = 1; x > 0", POLICY);
    assertThat(q.originalIndex()).containsExactly(1, 2);
    assertThat(q.exprTexts()).hasSize(3);
  }

  @Test
  void unsafeQueryVariable() {
    RegoException e = catchThrowableOfType(() -> query("x > 1", POLICY), RegoException.class);
    assertThat(e.code()).isEqualTo(ErrorCodes.UNSAFE_VAR);
    assertThat(e.errors().get(0).message()).isEqualTo("var x is unsafe");
  }

  @Test
  void undefinedFunctionInQuery() {
    RegoException e = catchThrowableOfType(() -> query("data.test.g(1)", POLICY), RegoException.class);
    assertThat(e.errors().get(0).message()).isEqualTo("undefined function data.test.g");
  }
}
