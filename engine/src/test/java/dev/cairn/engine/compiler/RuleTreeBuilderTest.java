package dev.cairn.engine.compiler;

import static dev.cairn.engine.compiler.TestCompiler.compile;
import static dev.cairn.engine.compiler.TestCompiler.compileV0;
import static dev.cairn.engine.compiler.TestCompiler.errors;
import static dev.cairn.engine.compiler.TestCompiler.rules;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.parser.Parser;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.value.StringValue;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleTreeBuilderTest {
  @Test
  void indexesRulesByGroundPathWithKinds() {
    CompiledModules m =
        compile(
            """
            package test
            p := 1
            s contains x if some x in [1, 2]
            o[k] := v if { some k, v in {"a": 1} }
            a.b.c := 2
            f(x) := x
            """);
    assertThat(rules(m, "test.p").get(0).kind()).isEqualTo(RuleKind.SINGLE_VALUE);
    assertThat(rules(m, "test.s").get(0).kind()).isEqualTo(RuleKind.MULTI_VALUE);
    CompiledRule o = rules(m, "test.o").get(0);
    assertThat(o.kind()).isEqualTo(RuleKind.PARTIAL_OBJECT);
    assertThat(o.keyTerms()).hasSize(1);
    assertThat(o.name()).isEqualTo("data.test.o");
    CompiledRule abc = rules(m, "test.a.b.c").get(0);
    assertThat(abc.kind()).isEqualTo(RuleKind.SINGLE_VALUE);
    assertThat(abc.path()).containsExactly(
        new StringValue("test"), new StringValue("a"), new StringValue("b"), new StringValue("c"));
    assertThat(rules(m, "test.f").get(0).kind()).isEqualTo(RuleKind.FUNCTION);
    assertThat(rules(m, "test.f").get(0).order()).isEqualTo(4);
  }

  @Test
  void v0PartialSetAndObject() {
    CompiledModules m =
        compileV0(
            """
            package test
            s[x] { x := 1 }
            o[k] = v { k := "a"; v := 2 }
            default d = false
            """);
    assertThat(rules(m, "test.s").get(0).kind()).isEqualTo(RuleKind.MULTI_VALUE);
    assertThat(rules(m, "test.o").get(0).kind()).isEqualTo(RuleKind.PARTIAL_OBJECT);
    assertThat(m.rules().find(List.of(new StringValue("test"), new StringValue("d"))).defaultRule()).isNotNull();
  }

  @Test
  void partialObjectKeyIsRenamedWithItsBodyVariable() {
    CompiledRule o = rules(compile("package test\no[k] := 1 if k := \"a\""), "test.o").get(0);
    String key = AstPrinter.print(o.keyTerms().get(0));
    assertThat(AstPrinter.print(o.rule().body())).isEqualTo(key + " := \"a\"");
  }

  @Test
  void completeAndPartialDefinitionsConflict() {
    List<RegoError> errs = errors("package test\np := 1\np[x] := 2 if x := 1");
    assertThat(errs).extracting(RegoError::code).containsExactly(ErrorCodes.TYPE);
    assertThat(errs.get(0).message()).isEqualTo("conflicting rules data.test.p found");
    assertThat(errs.get(0).location().line()).isEqualTo(2);
  }

  @Test
  void functionAndValueConflict() {
    assertThat(errors("package test\nf(x) := 1\nf := 2").get(0).message())
        .isEqualTo("conflicting rules data.test.f found");
  }

  @Test
  void functionsOfDifferentArityConflict() {
    assertThat(errors("package test\nf(x) := 1\nf(x, y) := 2").get(0).message())
        .isEqualTo("conflicting rules data.test.f found");
  }

  @Test
  void multiValueAndSingleValueConflict() {
    assertThat(errors("package test\np contains 1\np := 2").get(0).message())
        .isEqualTo("conflicting rules data.test.p found");
  }

  @Test
  void multipleDefaults() {
    RegoError e = errors("package test\ndefault p := 1\ndefault p := 2").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).isEqualTo("multiple default rules data.test.p found at m0.rego:2, m0.rego:3");
    assertThat(e.location().line()).isEqualTo(1);
  }

  @Test
  void groundRuleWithRulesBelowIt() {
    RegoError e = errors("package test\na.b := 1\na.b.c := 2").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.TYPE);
    assertThat(e.message()).isEqualTo("rule data.test.a.b conflicts with [data.test.a.b.c]");
  }

  @Test
  void rulesAcrossPackagesConflictToo() {
    assertThat(errors("package a\nb := 1", "package a.b\nc := 2"))
        .extracting(RegoError::message)
        .containsExactly(
            "package a.b conflicts with rule b defined at m0.rego:2", "rule data.a.b conflicts with [data.a.b.c]");
  }

  @Test
  void nonGroundRefMayHaveRulesBelow() {
    CompiledModules m = compile("package test\na[x] := 1 if x := \"k\"\na.b.c := 2");
    assertThat(rules(m, "test.a")).hasSize(1);
    assertThat(rules(m, "test.a.b.c")).hasSize(1);
  }

  @Test
  void defaultValueMustBeGround() {
    RegoError e = errors("package test\ndefault p := x").get(0);
    assertThat(e.message()).contains("cannot contain var");
  }

  @Test
  void defaultValueMayBeAComprehension() {
    CompiledModules m = compile("package test\ndefault p := [x | some x in [1]]");
    assertThat(rules(m, "test.p")).hasSize(1);
  }

  @Test
  void functionArgumentsMayNotShadowRootDocuments() {
    RegoError e = errors("package test\nf(input) := 1").get(0);
    assertThat(e.code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.message()).isEqualTo("args must not shadow input (use a different variable name)");
  }

  @Test
  void rulesMayNotRedefineBaseData() {
    Value data = Json.parse("{\"test\": {\"p\": 1, \"q\": {\"r\": 2}}}");
    Module m = Parser.parseModule("m.rego", "package test\np := 2\nq.s := 3", ParseMode.V1);
    RegoException e = catchThrowableOfType(() -> Compiler.compile(List.of(m), data), RegoException.class);
    assertThat(e.errors()).hasSize(1);
    assertThat(e.errors().get(0).code()).isEqualTo(ErrorCodes.COMPILE);
    assertThat(e.errors().get(0).message()).isEqualTo("conflicting rule for data path test/p found");
  }

  @Test
  void packageMayNotBeTheDocumentOfARule() {
    List<RegoError> errs = errors("package a\nb := 1", "package a.b");
    assertThat(errs).extracting(RegoError::message).containsExactly("package a.b conflicts with rule b defined at m0.rego:2");
    assertThat(errs.get(0).code()).isEqualTo(ErrorCodes.TYPE);
  }
}
