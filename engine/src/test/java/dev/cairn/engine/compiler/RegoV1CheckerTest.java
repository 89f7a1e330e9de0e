package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.compileV0;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import org.junit.jupiter.api.Test;

class RegoV1CheckerTest {
  @Test
  void duplicateImportNames() {
    RegoError e = errors("package test\nimport data.a.x\nimport data.b.x\np := x").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("import must not shadow import data.a.x");
    assertThat(e.location().line()).isEqualTo(3);
  }

  @Test
  void rulesNamedAfterRootDocuments() {
    RegoError e = errors("package test\ninput := 1").get(0);
    assertThat(e.message()).isEqualTo("rules must not shadow input (use a different rule name)");
  }

  @Test
  void localsNamedAfterRootDocuments() {
    RegoError e = errors("package test\np if { data := 1 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("variables must not shadow data (use a different variable name)");
  }

  @Test
  void v0ModulesAreNotChecked() {
    assertThat(TestCompiler.rules(compileV0("package test\nimport data.a.x\nimport data.b.x\np = x { true }"), "test.p"))
        .hasSize(1);
  }

  @Test
  void printArgumentsMustBeBoundBeforeTheCall() {
    RegoError e = errors("package test\np if { print(x); x = 1 }").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("var x is undeclared");
    assertThat(TestCompiler.body(TestCompiler.compile("package test\np if { x := 1; print(\"x\", x) }"), "test.p"))
        .isEqualTo("x := 1; print(\"x\", x)");
  }
}
