package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.RegoVersion;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModuleParsingTest {
  private static Module parse(String src, ParseMode mode) {
    return Parser.parseModule("m.rego", src, mode);
  }

  private static Rule rule(String rules, ParseMode mode) {
    Module m = parse("package p\n" + rules, mode);
    assertThat(m.rules()).hasSize(1);
    return m.rules().get(0);
  }

  private static List<RegoError> errors(String src, ParseMode mode) {
    try {
      parse(src, mode);
    } catch (RegoException e) {
      return e.errors();
    }
    throw new AssertionError("expected a parse error");
  }

  /** "ref | key | value | args" of a rule head, for compact assertions. */
  private static String head(Rule r) {
    RuleHead h = r.head();
    return AstPrinter.print(h.ref())
        + " | "
        + (h.key() == null ? "-" : AstPrinter.print(h.key()))
        + " | "
        + (h.value() == null ? "-" : AstPrinter.print(h.value()))
        + " | "
        + (h.args() == null ? "-" : h.args().size());
  }

  @Test
  void packageAndImports() {
    Module m =
        parse(
            "package a.b[\"c-d\"]\nimport data.x.y\nimport data.z as w\nimport input.q\nimport future.keywords.in\n",
            ParseMode.V0);
    assertThat(AstPrinter.print(m.pkg().path())).isEqualTo("data.a.b[\"c-d\"]");
    assertThat(m.imports()).hasSize(4);
    assertThat(AstPrinter.print(m.imports().get(0).path())).isEqualTo("data.x.y");
    assertThat(m.imports().get(1).alias()).isEqualTo("w");
    assertThat(m.imports().get(0).alias()).isNull();
    assertThat(m.rules()).isEmpty();
    assertThat(m.version()).isEqualTo(RegoVersion.V0);
  }

  @Test
  void v1Rules() {
    ParseMode v1 = ParseMode.V1;
    assertThat(head(rule("p := 1", v1))).isEqualTo("p | - | 1 | -");
    assertThat(rule("p := 1", v1).head().assign()).isTrue();
    assertThat(head(rule("p if { input.x }", v1))).isEqualTo("p | - | true | -");
    assertThat(head(rule("p if input.x == 1", v1))).isEqualTo("p | - | true | -");
    assertThat(head(rule("p := 2 if { true }", v1))).isEqualTo("p | - | 2 | -");
    assertThat(head(rule("s contains x if { x := 1 }", v1))).isEqualTo("s | x | - | -");
    assertThat(rule("s contains x if { x := 1 }", v1).head().isMultiValue()).isTrue();
    assertThat(head(rule("s contains 1", v1))).isEqualTo("s | 1 | - | -");
    assertThat(head(rule("o[k] := v if { k := 1; v := 2 }", v1))).isEqualTo("o[k] | - | v | -");
    assertThat(head(rule("o[k] if { k := 1 }", v1))).isEqualTo("o[k] | - | true | -");
    assertThat(head(rule("a.b.c := 1", v1))).isEqualTo("a.b.c | - | 1 | -");
    assertThat(head(rule("a.b[x] := y if { x := 1; y := 2 }", v1))).isEqualTo("a.b[x] | - | y | -");
    assertThat(head(rule("a.b contains x if { x := 1 }", v1))).isEqualTo("a.b | x | - | -");
    assertThat(head(rule("f(x, y) := x + y", v1))).isEqualTo("f | - | x + y | 2");
    assertThat(head(rule("f(x) if { x }", v1))).isEqualTo("f | - | true | 1");
    assertThat(head(rule("a.b.f(x) := 1 if { x }", v1))).isEqualTo("a.b.f | - | 1 | 1");
  }

  @Test
  void ifTakesASingleExpressionOrABody() {
    assertThat(AstPrinter.print(rule("p if not input.x", ParseMode.V1).body())).isEqualTo("not input.x");
    assertThat(AstPrinter.print(rule("p if { input.x\n input.y }", ParseMode.V1).body()))
        .isEqualTo("input.x; input.y");
    // As in OPA: an object literal or comprehension after `if` is the single expression.
    assertThat(AstPrinter.print(rule("p if {\"a\": 1}", ParseMode.V1).body())).isEqualTo("{\"a\": 1}");
    assertThat(AstPrinter.print(rule("p if { x | x := 1 }", ParseMode.V1).body())).isEqualTo("{x | x := 1}");
  }

  @Test
  void ruleWithoutBodyGetsTrueBody() {
    Rule r = rule("p := 1", ParseMode.V1);
    assertThat(AstPrinter.print(r.body())).isEqualTo("true");
  }

  @Test
  void v0Rules() {
    ParseMode v0 = ParseMode.V0;
    assertThat(head(rule("p { true }", v0))).isEqualTo("p | - | true | -");
    assertThat(head(rule("p = 1 { true }", v0))).isEqualTo("p | - | 1 | -");
    assertThat(head(rule("p = 1", v0))).isEqualTo("p | - | 1 | -");
    assertThat(head(rule("s[x] { x := 1 }", v0))).isEqualTo("s | x | - | -");
    assertThat(head(rule("s[\"a\"]", v0))).isEqualTo("s | \"a\" | - | -");
    assertThat(head(rule("o[k] = v { k := 1; v := 2 }", v0))).isEqualTo("o[k] | - | v | -");
    assertThat(head(rule("f(x) = y { y := x }", v0))).isEqualTo("f | - | y | 1");
    assertThat(head(rule("f(x) { x }", v0))).isEqualTo("f | - | true | 1");
    assertThat(head(rule("a.b.c { true }", v0))).isEqualTo("a.b.c | - | true | -");
  }

  @Test
  void keywordsAreNamesInV0WithoutImports() {
    Module m = parse("package p\nin := 1\nif { every }\ncontains(a, b) { a }\n", ParseMode.V0);
    assertThat(m.rules()).extracting(r -> r.head().ref().headName()).containsExactly("in", "if", "contains");
  }

  @Test
  void futureImportsEnableKeywordsInV0() {
    Module m = parse("package p\nimport future.keywords.if\nimport future.keywords.contains\ns contains x if x := 1\n", ParseMode.V0);
    assertThat(head(m.rules().get(0))).isEqualTo("s | x | - | -");
    assertThat(m.version()).isEqualTo(RegoVersion.V0);
    Module every = parse("package p\nimport future.keywords.every\np { every x in [1] { x } }\n", ParseMode.V0);
    assertThat(every.rules()).hasSize(1);
  }

  @Test
  void regoV1ImportMakesAV1Module() {
    Module m = parse("package p\nimport rego.v1\np if { true }\n", ParseMode.V0);
    assertThat(m.version()).isEqualTo(RegoVersion.V1);
    List<RegoError> errs = errors("package p\nimport rego.v1\np { true }\n", ParseMode.V0);
    assertThat(errs).extracting(RegoError::message).containsExactly("`if` keyword is required before rule body");
  }

  @Test
  void defaultRules() {
    Rule r = rule("default p := false", ParseMode.V1);
    assertThat(r.isDefault()).isTrue();
    assertThat(head(r)).isEqualTo("p | - | false | -");
    Rule f = rule("default f(_) = 1", ParseMode.V0);
    assertThat(f.isDefault()).isTrue();
    assertThat(head(f)).isEqualTo("f | - | 1 | 1");
    assertThat(errors("package p\ndefault p := x", ParseMode.V1).get(0).message())
        .isEqualTo("illegal default rule (value cannot contain var)");
    assertThat(errors("package p\ndefault p := [input.x]", ParseMode.V1).get(0).message())
        .isEqualTo("illegal default rule (value cannot contain ref)");
  }

  @Test
  void defaultFunctionsTakeOnlyVariablesInEitherSyntax() {
    // as live OPA v1.22.3 says, with --v0-compatible too (OPA before 1.0 accepted ground arguments)
    for (ParseMode mode : List.of(ParseMode.V0, ParseMode.V1)) {
      assertThat(errors("package p\ndefault f(10) := 100", mode))
          .extracting(RegoError::message)
          .containsExactly("illegal default rule (arguments cannot contain number)");
      assertThat(errors("package p\ndefault f(x, \"a\") := 1", mode))
          .extracting(RegoError::message)
          .containsExactly("illegal default rule (arguments cannot contain string)");
      assertThat(rule("default f(_, y) := 1", mode).isDefault()).isTrue();
    }
  }

  @Test
  void elseChains() {
    Rule r = rule("p := 1 if { false } else := 2 if { false } else := 3", ParseMode.V1);
    assertThat(head(r.elseRule())).isEqualTo("p | - | 2 | -");
    assertThat(head(r.elseRule().elseRule())).isEqualTo("p | - | 3 | -");
    assertThat(AstPrinter.print(r.elseRule().elseRule().body())).isEqualTo("true");
    Rule v0 = rule("f(x) = 1 { x } else { true }", ParseMode.V0);
    assertThat(head(v0.elseRule())).isEqualTo("f | - | true | 1");
    assertThat(errors("package p\ns contains x if { x := 1 } else := 2", ParseMode.V1).get(0).message())
        .isEqualTo("else keyword cannot be used on multi-value rules");
    assertThat(errors("package p\no[k] := 1 if { k := 1 } else := 2", ParseMode.V1).get(0).message())
        .isEqualTo("else keyword cannot be used on rules with variables in head");
  }

  @Test
  void multipleBodiesMakeSeveralRules() {
    Module m = parse("package p\np { input.a } { input.b }\n", ParseMode.V0);
    assertThat(m.rules()).hasSize(2);
    assertThat(AstPrinter.print(m.rules().get(1).body())).isEqualTo("input.b");
    assertThat(m.rules().get(1).location()).isEqualTo(new Location("m.rego", 2, 15));
  }

  @Test
  void v1RequiresIfAndContains() {
    List<RegoError> errs = errors("package p\n\np[x] {\n  x := 1\n}\n", ParseMode.V1);
    assertThat(errs).extracting(RegoError::message)
        .containsExactly(
            "`if` keyword is required before rule body",
            "`contains` keyword is required for partial set rules");
    assertThat(errs.get(0).location()).isEqualTo(new Location("m.rego", 3, 1));
    assertThat(errors("package p\nf(x) { x }", ParseMode.V1).get(0).message())
        .isEqualTo("`if` keyword is required before function body");
  }

  @Test
  void autoPicksTheVersionThatParses() {
    assertThat(parse("package p\np { true }\n", ParseMode.AUTO).version()).isEqualTo(RegoVersion.V0);
    assertThat(parse("package p\np if { true }\n", ParseMode.AUTO).version()).isEqualTo(RegoVersion.V1);
    assertThat(parse("package p\nimport rego.v1\np if { true }\n", ParseMode.AUTO).version())
        .isEqualTo(RegoVersion.V1);
  }

  @Test
  void autoReportsTheAttemptThatGotFurther() {
    // v1 syntax with a mistake late in the file: v0 fails at the first `if`, v1 gets further.
    List<RegoError> errs = errors("package p\np if { true }\nq if { x := }\n", ParseMode.AUTO);
    assertThat(errs.get(0).location().line()).isEqualTo(3);
    assertThat(errs.get(0).message()).isEqualTo("unexpected } token");
    // rego.v1 imported: always the v1 error.
    List<RegoError> v1 = errors("package p\nimport rego.v1\np { true }\n", ParseMode.AUTO);
    assertThat(v1.get(0).message()).isEqualTo("`if` keyword is required before rule body");
  }

  @Test
  void moduleErrors() {
    assertThat(errors("", ParseMode.V1).get(0).message()).isEqualTo("empty module");
    assertThat(errors("p := 1", ParseMode.V1).get(0).message()).isEqualTo("package expected");
    assertThat(errors("package p\npackage q", ParseMode.V1).get(0).message()).isEqualTo("unexpected package");
    assertThat(errors("package p\np", ParseMode.V1).get(0).message()).isEqualTo("var cannot be used for rule name");
    assertThat(errors("package p\n1 := x", ParseMode.V1).get(0).message())
        .isEqualTo("number cannot be used for rule name");
    assertThat(errors("package p\nnot x", ParseMode.V1).get(0).message())
        .isEqualTo("negated expressions cannot be used for rule head");
    assertThat(errors("package p\nif x", ParseMode.V1).get(0).message()).isEqualTo("unexpected if keyword");
    assertThat(errors("package p\nimport foo.bar", ParseMode.V1).get(0).message())
        .startsWith("unexpected import path, must begin with one of: {data, future, input, rego}");
    assertThat(errors("package p\nimport data.x.in", ParseMode.V1).get(0).message())
        .isEqualTo("unexpected import path, must not end with a keyword, got: in");
    assertThat(parse("package p\nimport data.x.in", ParseMode.V0).imports()).hasSize(1);
    assertThat(errors("package p\nimport rego.v2", ParseMode.V0).get(0).message())
        .isEqualTo("invalid import `rego.v2`, must be `rego.v1`");
    RegoError e = errors("package p\n\np if {\n  x := [1,\n}\n", ParseMode.V1).get(0);
    assertThat(e.location()).isEqualTo(new Location("m.rego", 5, 1));
    assertThat(e.message()).isEqualTo("unexpected } token");
  }
}
