package dev.cairn.engine.parser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.RegoException;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Var;
import org.junit.jupiter.api.Test;

class QueryParsingTest {
  private static Body query(String src) {
    return Parser.parseQuery("q.rego", src);
  }

  private static Expr one(String src) {
    Body b = query(src);
    assertThat(b.exprs()).hasSize(1);
    return b.exprs().get(0);
  }

  private static String error(String src) {
    try {
      query(src);
    } catch (RegoException e) {
      return e.getMessage();
    }
    throw new AssertionError("expected a parse error for " + src);
  }

  @Test
  void assignmentAndUnificationAreLoosest() {
    assertThat(Shapes.ofQuery("x := 1 + 2")).isEqualTo("assign(x, plus(1, 2))");
    assertThat(Shapes.ofQuery("[x, y] = [1, 2]")).isEqualTo("eq([x, y], [1, 2])");
    assertThat(Shapes.ofQuery("x = y in z")).isEqualTo("eq(x, internal.member_2(y, z))");
  }

  @Test
  void separatorsAreNewlinesAndSemicolons() {
    assertThat(query("a; b\nc\r\n  d").exprs()).hasSize(4);
    assertThat(error("a b")).contains("unexpected ident token: expected \\n or ; or eof");
  }

  @Test
  void expressionsContinueOverNewlinesAfterOperatorsAndInsideBrackets() {
    Body b = query("x := 1 +\n  2\ny := [1,\n 2]\nz := f(\n a)");
    assertThat(b.exprs()).hasSize(3);
    assertThat(AstPrinter.print(b)).isEqualTo("x := 1 + 2; y := [1, 2]; z := f(a)");
  }

  @Test
  void negationAndWith() {
    Expr e = one("not data.p with input.x as 1 with data.f as g");
    assertThat(e.negated()).isTrue();
    assertThat(e.withs()).hasSize(2);
    assertThat(AstPrinter.print(e.withs().get(0).target())).isEqualTo("input.x");
    assertThat(e.withs().get(1).target().headName()).isEqualTo("data");
    Expr mocked = one("f(1) with count as 3");
    assertThat(mocked.withs().get(0).target().headName()).isEqualTo("count");
    assertThat(error("x with 1 as 2")).contains("expected ident");
  }

  @Test
  void someDeclarations() {
    Expr.SomeDecl d = (Expr.SomeDecl) one("some x, y").kind();
    assertThat(d.vars()).extracting(Var::name).containsExactly("x", "y");
    Expr.SomeIn in = (Expr.SomeIn) one("some x in xs").kind();
    assertThat(in.key()).isNull();
    assertThat(AstPrinter.print(in.value())).isEqualTo("x");
    Expr.SomeIn kv = (Expr.SomeIn) one("some k, [a, b] in input.m").kind();
    assertThat(AstPrinter.print(kv.key())).isEqualTo("k");
    assertThat(AstPrinter.print(kv.value())).isEqualTo("[a, b]");
    assertThat(AstPrinter.print(kv.collection())).isEqualTo("input.m");
    assertThat(error("not some x")).contains("illegal negation of 'some'");
    assertThat(error("some x == y")).contains("expected `x in xs` or `x, y in xs` expression");
  }

  @Test
  void every() {
    Expr.Every ev = (Expr.Every) one("every k, v in input.xs {\n  v > k\n  k >= 0\n}").kind();
    assertThat(ev.key().name()).isEqualTo("k");
    assertThat(ev.value().name()).isEqualTo("v");
    assertThat(ev.body().exprs()).hasSize(2);
    Expr.Every noKey = (Expr.Every) one("every x in [1] { x }").kind();
    assertThat(noKey.key()).isNull();
    assertThat(error("every x in xs")).contains("missing body");
    assertThat(error("every 1 in xs { true }")).contains("expected value to be a variable");
  }

  @Test
  void callsAtExpressionLevel() {
    Call c = (Call) ((Expr.TermExpr) one("startswith(x, \"a\")").kind()).term();
    assertThat(c.name()).isEqualTo("startswith");
  }

  @Test
  void expressionLocations() {
    Body b = query("a\n  not b");
    assertThat(b.exprs().get(1).location()).isEqualTo(new Location("q.rego", 2, 3));
  }

  @Test
  void emptyBodiesAndTrailingSemicolonsAreErrors() {
    assertThat(error("")).contains("empty query");
    assertThat(error("[x | ]")).contains("found empty body");
    assertThatThrownBy(() -> query("a;")).isInstanceOf(RegoException.class);
  }
}
