package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecursionCheckerTest {
  @Test
  void mutualRecursionThroughRules() {
    List<RegoError> errs = errors("package x\np if q\nq if p");
    assertThat(errs).extracting(RegoError::code).containsOnly(ErrorCodes.RECURSION);
    assertThat(errs).extracting(RegoError::message)
        .containsExactlyInAnyOrder(
            "rule data.x.p is recursive: data.x.p -> data.x.q -> data.x.p",
            "rule data.x.q is recursive: data.x.q -> data.x.p -> data.x.q");
    assertThat(errs.get(0).location().line()).isEqualTo(2);
  }

  @Test
  void selfRecursionThroughAFunction() {
    RegoError e = errors("package x\nf(n) := f(n - 1) if n > 0").get(0);
    assertThat(e.message()).isEqualTo("rule data.x.f is recursive: data.x.f -> data.x.f");
  }

  @Test
  void referenceToAnEnclosingDocumentIsRecursive() {
    RegoError e = errors("package x\np if data.x.q\nq := data.x").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.RECURSION);
  }

  @Test
  void dynamicKeysDependOnEverythingBelow() {
    assertThat(errors("package x\np[k] := 1 if data.x[k]").get(0).message())
        .isEqualTo("rule data.x.p is recursive: data.x.p -> data.x.p");
  }

  @Test
  void bareDataIsNotADependency() {
    assertThat(TestCompiler.rules(compile("package x\np := data"), "x.p")).hasSize(1);
  }

  @Test
  void elseBranchesCount() {
    assertThat(errors("package x\np := 1 if false else := 2 if q\nq if p").get(0).code())
        .isEqualTo(ErrorCodes.RECURSION);
  }

  @Test
  void independentRulesAreFine() {
    CompiledModules m = compile("package x\np if q\nq if r\nr := true");
    assertThat(TestCompiler.rules(m, "x.p")).hasSize(1);
  }
}
