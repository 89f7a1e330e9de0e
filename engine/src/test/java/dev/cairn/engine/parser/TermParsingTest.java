package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import org.junit.jupiter.api.Test;

class TermParsingTest {
  private static Term term(String src) {
    return Parser.parseTerm("t.rego", src);
  }

  private static RegoException termError(String src) {
    try {
      term(src);
    } catch (RegoException e) {
      return e;
    }
    throw new AssertionError("expected a parse error for " + src);
  }

  @Test
  void scalars() {
    assertThat(((Scalar) term("null")).value().typeName()).isEqualTo("null");
    assertThat(((Scalar) term("true")).value().toString()).isEqualTo("true");
    assertThat(((Scalar) term("\"a\\u0041\"")).value()).isEqualTo(new StringValue("aA"));
    assertThat(((Scalar) term("`x\\y`")).value()).isEqualTo(new StringValue("x\\y"));
  }

  @Test
  void numbersKeepPrecisionAndSign() {
    assertThat(((Scalar) term("123456789012345678901234567890")).value())
        .isEqualTo(NumberValue.parse("123456789012345678901234567890"));
    assertThat(((Scalar) term("-1.5e-3")).value()).isEqualTo(NumberValue.parse("-0.0015"));
    assertThat(((Scalar) term("- 2")).value()).isEqualTo(NumberValue.of(-2));
    assertThat(((Scalar) term(".5")).value()).isEqualTo(NumberValue.parse("0.5"));
    assertThat(((Scalar) term("0.5")).value()).isEqualTo(NumberValue.parse("0.5"));
  }

  /**
   * A literal keeps its text where JSON can carry it ({@code 1.50}, {@code -0}); {@code .5}, which
   * Rego accepts (as OPA does), shows as {@code 0.5}: kept, it made {@code cairn serve} answer with
   * invalid JSON (found by fuzzing the server; OPA fails with "invalid number literal").
   */
  @Test
  void numbersKeepTheirTextOnlyWhereJsonCanCarryIt() {
    assertThat(((NumberValue) ((Scalar) term("1.50")).value()).text()).isEqualTo("1.50");
    assertThat(((NumberValue) ((Scalar) term("-0")).value()).text()).isEqualTo("-0");
    assertThat(((NumberValue) ((Scalar) term("1E+2")).value()).text()).isEqualTo("1E+2");
    assertThat(((NumberValue) ((Scalar) term(".5")).value()).text()).isEqualTo("0.5");
    assertThat(NumberValue.parse("-.5").text()).isEqualTo("-0.5");
    assertThat(NumberValue.parse("007").text()).isEqualTo("7");
    assertThat(NumberValue.parse("1.").text()).isEqualTo("1");
  }

  @Test
  void numberErrors() {
    assertThat(termError("007").getMessage()).contains("expected number without leading zero");
    assertThat(termError("-x").getMessage()).contains("unexpected ident token: expected number");
    assertThat(termError("1e999999999").getMessage()).contains("number too big");
  }

  @Test
  void collections() {
    assertThat(term("[1, \"a\", [],]")).isInstanceOf(ArrayTerm.class);
    assertThat(((ArrayTerm) term("[1, 2, 3]")).items()).hasSize(3);
    assertThat(term("{}")).isInstanceOf(ObjectTerm.class);
    assertThat(((ObjectTerm) term("{}")).entries()).isEmpty();
    assertThat(term("set()")).isInstanceOf(SetTerm.class);
    assertThat(((SetTerm) term("set()")).items()).isEmpty();
    assertThat(((SetTerm) term("{1, 2}")).items()).hasSize(2);
    ObjectTerm o = (ObjectTerm) term("{\"a\": 1, [1]: {2}, x + 1: y}");
    assertThat(o.entries()).hasSize(3);
    assertThat(o.entries().get(1).key()).isInstanceOf(ArrayTerm.class);
    assertThat(Shapes.of(o.entries().get(2).key())).isEqualTo("plus(x, 1)");
  }

  @Test
  void comprehensions() {
    ArrayComprehension a = (ArrayComprehension) term("[x | x := input[_]; x > 1]");
    assertThat(AstPrinter.print(a.head())).isEqualTo("x");
    assertThat(a.body().exprs()).hasSize(2);
    SetComprehension s = (SetComprehension) term("{x | some x in xs}");
    assertThat(s.body().exprs()).hasSize(1);
    ObjectComprehension o = (ObjectComprehension) term("{k: v | v := m[k]}");
    assertThat(AstPrinter.print(o.key())).isEqualTo("k");
    assertThat(AstPrinter.print(o.value())).isEqualTo("v");
  }

  @Test
  void leadingCommaRulesOutComprehension() {
    ArrayTerm a = (ArrayTerm) term("[, a | b]");
    assertThat(a.items()).hasSize(1);
    assertThat(Shapes.of(a.items().get(0))).isEqualTo("or(a, b)");
  }

  @Test
  void refsWithDotsAndBrackets() {
    Ref r = (Ref) term("input[\"a-b\"].c[x][_]");
    assertThat(r.headName()).isEqualTo("input");
    assertThat(r.path()).hasSize(4);
    assertThat(((Scalar) r.path().get(0)).value()).isEqualTo(new StringValue("a-b"));
    assertThat(((Scalar) r.path().get(1)).value()).isEqualTo(new StringValue("c"));
    assertThat(r.path().get(2)).isEqualTo(new Var("x", new Location("t.rego", 1, 16)));
    assertThat(((Var) r.path().get(3)).isWildcard()).isTrue();
  }

  @Test
  void keywordsAreAllowedAfterDots() {
    Ref r = (Ref) term("input.in.every.if.contains.not");
    assertThat(r.path()).hasSize(5);
  }

  @Test
  void rootDocumentsAloneAreRefs() {
    assertThat(term("input")).isInstanceOf(Ref.class);
    assertThat(((Ref) term("data")).path()).isEmpty();
    assertThat(term("x")).isInstanceOf(Var.class);
  }

  @Test
  void refsOnCompositeAndCallHeads() {
    Ref r = (Ref) term("[1, 2][0]");
    assertThat(r.head()).isInstanceOf(ArrayTerm.class);
    Ref c = (Ref) term("f(x).y[0]");
    assertThat(c.head()).isInstanceOf(Call.class);
    assertThat(c.path()).hasSize(2);
  }

  @Test
  void callsWithDottedNames() {
    Call c = (Call) term("object.get(x, \"a\", null)");
    assertThat(c.operator().headName()).isEqualTo("object");
    assertThat(c.operator().path()).containsExactly(new Scalar(new StringValue("get"), new Location("t.rego", 1, 8)));
    assertThat(c.name()).isEqualTo("object.get");
    assertThat(c.args()).hasSize(3);
    assertThat(((Call) term("data.lib.f(1)")).name()).isEqualTo("data.lib.f");
    assertThat(((Call) term("count([])")).args()).hasSize(1);
  }

  @Test
  void spaceEndsARef() {
    assertThatThrownBy(() -> term("x [1]")).isInstanceOf(RegoException.class);
    assertThat(termError("x. y").getMessage()).contains("expected ident");
  }

  @Test
  void operatorsBecomeCallsOfBuiltinNames() {
    Call c = (Call) term("a + b");
    assertThat(c.operator().headName()).isEqualTo("plus");
    assertThat(c.operator().path()).isEmpty();
    Call in = (Call) term("x in xs");
    assertThat(in.operator().headName()).isEqualTo("internal");
    assertThat(in.name()).isEqualTo("internal.member_2");
    assertThat(((Call) term("k, v in xs")).name()).isEqualTo("internal.member_3");
  }

  @Test
  void precedence() {
    assertThat(Shapes.of(term("1 + 2 * 3 - 4"))).isEqualTo("minus(plus(1, mul(2, 3)), 4)");
    assertThat(Shapes.of(term("a | b & c"))).isEqualTo("or(a, and(b, c))");
    assertThat(Shapes.of(term("a + 1 == b | c"))).isEqualTo("equal(plus(a, 1), or(b, c))");
    assertThat(Shapes.of(term("x in a == b"))).isEqualTo("internal.member_2(x, equal(a, b))");
    assertThat(Shapes.of(term("a < b == c"))).isEqualTo("equal(lt(a, b), c)");
    assertThat(Shapes.of(term("a / b % c * d"))).isEqualTo("mul(rem(div(a, b), c), d)");
    assertThat(Shapes.of(term("(1 + 2) * 3"))).isEqualTo("mul(plus(1, 2), 3)");
    assertThat(Shapes.of(term("x - -1"))).isEqualTo("minus(x, -1)");
    assertThat(Shapes.of(term("k, v in {\"a\": 1}"))).isEqualTo("internal.member_3(k, v, {\"a\": 1})");
  }

  @Test
  void membershipChainsAndKeyValueForms() {
    assertThat(Shapes.of(term("0, 2 in [2] in [true]")))
        .isEqualTo("internal.member_2(internal.member_3(0, 2, [2]), [true])");
    assertThat(Shapes.of(term("1 + 1 in [2]"))).isEqualTo("internal.member_2(plus(1, 1), [2])");
    SetTerm s = (SetTerm) term("{ 1, 1 in [2] }");
    assertThat(s.items()).hasSize(2);
    SetTerm paren = (SetTerm) term("{ (1, 1 in [2]) }");
    assertThat(Shapes.of(paren.items().get(0))).isEqualTo("internal.member_3(1, 1, [2])");
    Call f = (Call) term("f(1, 1 in [2])");
    assertThat(f.args()).hasSize(2);
  }

  @Test
  void locationsPointAtFirstCharacter() {
    Term t = Parser.parseTerm("f.rego", "\n  [1,\n   x + y]");
    assertThat(t.location()).isEqualTo(new Location("f.rego", 2, 3));
    Call sum = (Call) ((ArrayTerm) t).items().get(1);
    assertThat(sum.location()).isEqualTo(new Location("f.rego", 3, 4));
    assertThat(sum.operator().location()).isEqualTo(new Location("f.rego", 3, 6));
  }

  @Test
  void errorsNameTheTokenAndPosition() {
    RegoException e = termError("[1, 2");
    assertThat(e.code()).isEqualTo("rego_parse_error");
    assertThat(e.errors().get(0).location()).isEqualTo(new Location("t.rego", 1, 6));
    assertThat(e.getMessage()).contains("unexpected eof token");
    assertThat(termError("{1: }").getMessage()).contains("unexpected } token");
    assertThat(termError("(1 + 2").getMessage()).contains("non-terminated expression");
    assertThat(termError("1 2").getMessage()).contains("unexpected number token");
  }
}
