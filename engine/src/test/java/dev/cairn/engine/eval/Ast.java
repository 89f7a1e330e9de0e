package dev.cairn.engine.eval;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;
import java.util.ArrayList;
import java.util.List;

/** Builds compiled-form AST by hand, for tests that must not depend on the parser. */
final class Ast {
  static final Location L = new Location("q.rego", 1, 1);

  private Ast() {}

  static Var v(String name) {
    return new Var(name, L);
  }

  static Scalar s(String str) {
    return new Scalar(StringValue.of(str), L);
  }

  static Scalar n(long x) {
    return new Scalar(NumberValue.of(x), L);
  }

  static Scalar bool(boolean b) {
    return new Scalar(BooleanValue.of(b), L);
  }

  /** A ref from a head variable and parts: strings become string scalars, terms stay. */
  static Ref ref(String head, Object... parts) {
    List<Term> path = new ArrayList<>();
    for (Object p : parts) {
      path.add(p instanceof String str ? s(str) : (Term) p);
    }
    return new Ref(v(head), path, L);
  }

  static Call call(String name, Term... args) {
    String[] parts = name.split("\\.");
    List<Term> path = new ArrayList<>();
    for (int i = 1; i < parts.length; i++) {
      path.add(s(parts[i]));
    }
    return new Call(new Ref(v(parts[0]), path, L), List.of(args), L);
  }

  static ArrayTerm arr(Term... items) {
    return new ArrayTerm(List.of(items), L);
  }

  static Expr expr(Term t) {
    return new Expr(new Expr.TermExpr(t), false, List.of(), L);
  }

  static Expr not(Term t) {
    return new Expr(new Expr.TermExpr(t), true, List.of(), L);
  }

  static Expr eq(Term a, Term b) {
    return expr(call("eq", a, b));
  }

  static Body body(Expr... exprs) {
    return new Body(List.of(exprs), L);
  }

  static ArrayComprehension arrayOf(Term head, Expr... exprs) {
    return new ArrayComprehension(head, body(exprs), L);
  }
}
