package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.Type;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The part of OPA's type checker that follows from what is known before evaluation (see {@link
 * Shape}): a built-in called with an argument of the wrong type ({@code count(1)}, {@code 1 +
 * "a"}, {@code split("a", count(x))}, {@code x := 1; upper(x)}) is a {@code rego_type_error}, and
 * so is an expression {@code a = b} or {@code a == b} whose sides can never unify ({@code [1] ==
 * [1, 2]}, {@code upper(x) == 1}): OPA's "match error". Arguments whose type is only known at
 * evaluation (input, data, rules, iteration) are not checked.
 */
final class TypeChecker extends AstRewriter {
  private final CompileErrors errors;
  // shapes of the variables assigned so far, per body (comprehension and every bodies nest)
  private final Deque<Map<String, Shape>> scopes = new ArrayDeque<>();
  private boolean negatedEqualsUnify = true;
  private int everyDepth;

  TypeChecker(CompileErrors errors) {
    this.errors = errors;
  }

  /**
   * Whether {@code not a == b} is checked as a unification, as OPA checks it, except in a module
   * importing {@code future.keywords} as a whole (see {@link NegationHoister}).
   */
  void negatedEqualsUnify(boolean yes) {
    negatedEqualsUnify = yes;
  }

  /** A comprehension's body is checked as any body, also inside an every body. */
  @Override
  Term comprehension(Term t) {
    int saved = everyDepth;
    everyDepth = 0;
    try {
      return super.comprehension(t);
    } finally {
      everyDepth = saved;
    }
  }

  /** OPA checks no {@code ==} directly in an every body as a unification. */
  @Override
  Expr.ExprKind every(Expr.Every ev) {
    everyDepth++;
    try {
      return super.every(ev);
    } finally {
      everyDepth--;
    }
  }

  @Override
  Body body(Body b) {
    scopes.push(new HashMap<>());
    try {
      return super.body(b);
    } finally {
      scopes.pop();
    }
  }

  @Override
  Expr expr(Expr e) {
    if (e.kind() instanceof Expr.SomeIn si && !e.negated() && !scopes.isEmpty()) {
      Expr out = super.expr(e);
      Shape coll = Shape.of(si.collection(), this::shapeOf);
      bind(si.key(), Shape.keyOf(coll));
      bind(si.value(), Shape.elementOf(coll));
      return out;
    }
    if (!(e.kind() instanceof Expr.TermExpr te && te.term() instanceof Call c && c.args().size() == 2
        && (Functions.isUnification(c) || Functions.calls(c, Operators.EQUAL)))) {
      return super.expr(e);
    }
    Term left = c.args().get(0);
    Term right = c.args().get(1);
    Shape l = Shape.of(left, this::shapeOf);
    Shape r = Shape.of(right, this::shapeOf);
    boolean equality = Functions.calls(c, Operators.EQUAL);
    boolean checked = !equality || (everyDepth == 0 && (negatedEqualsUnify || !e.negated()));
    if (checked && !Shape.unifiable(l, r)) {
      errors.add(ErrorCodes.TYPE, e.location(), "match error");
    }
    Expr out = super.expr(e);
    if (!e.negated() && !scopes.isEmpty()) {
      if (left instanceof Var v && l == null && r != null) {
        scopes.peek().put(v.name(), r);
      } else if (right instanceof Var v && r == null && l != null) {
        scopes.peek().put(v.name(), l);
      }
    }
    return out;
  }

  private void bind(Term t, Shape shape) {
    if (t instanceof Var v && shape != null) {
      scopes.peek().put(v.name(), shape);
    }
  }

  private Shape shapeOf(String var) {
    for (Map<String, Shape> scope : scopes) {
      Shape s = scope.get(var);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  @Override
  Term call(Call c) {
    Builtin b = CompileScope.lookup(c.name());
    if (b != null && b.decl() != null) {
      List<Type> want = b.decl().args();
      int n = Math.min(want.size(), c.args().size());
      for (int i = 0; i < n; i++) {
        Term arg = c.args().get(i);
        boolean ok = literalKind(arg) != null ? accepts(want.get(i), arg) : Shape.fits(Shape.of(arg, this::shapeOf), want.get(i));
        if (!ok) {
          errors.add(ErrorCodes.TYPE, c.location(), invalid(c, want));
          break;
        }
      }
    }
    return super.call(c);
  }

  /** False only when {@code t} is a literal that {@code type} cannot hold. */
  static boolean accepts(Type type, Term t) {
    if (type instanceof Type.AnyOf any) {
      for (Type alt : any.types()) {
        if (accepts(alt, t)) {
          return true;
        }
      }
      return false;
    }
    String kind = literalKind(t);
    if (kind == null || (type instanceof Type.Simple s && s.name().equals("any"))) {
      return true;
    }
    if (type instanceof Type.Simple s) {
      return s.name().equals(kind);
    }
    if (type instanceof Type.ArrayOf a) {
      return kind.equals("array") && allAccepted(a.element(), t instanceof ArrayTerm at ? at.items() : List.of());
    }
    if (type instanceof Type.SetOf s) {
      return kind.equals("set") && allAccepted(s.element(), t instanceof SetTerm st ? st.items() : List.of());
    }
    Type.ObjectOf o = (Type.ObjectOf) type;
    if (!kind.equals("object") || !(t instanceof ObjectTerm ot)) {
      return kind.equals("object");
    }
    for (ObjectTerm.Entry e : ot.entries()) {
      if (!accepts(o.key(), e.key()) || !accepts(o.value(), e.value())) {
        return false;
      }
    }
    return true;
  }

  private static boolean allAccepted(Type element, List<Term> items) {
    for (Term item : items) {
      if (!accepts(element, item)) {
        return false;
      }
    }
    return true;
  }

  /** The OPA type name of a literal, or null when its type is not known before evaluation. */
  private static String literalKind(Term t) {
    if (t instanceof Scalar s) {
      return s.value().typeName();
    }
    if (t instanceof ArrayTerm || t instanceof ArrayComprehension) {
      return "array";
    }
    if (t instanceof SetTerm || t instanceof SetComprehension) {
      return "set";
    }
    if (t instanceof ObjectTerm || t instanceof ObjectComprehension) {
      return "object";
    }
    return null;
  }

  private String invalid(Call c, List<Type> want) {
    List<String> have = new ArrayList<>();
    for (Term arg : c.args()) {
      String kind = literalKind(arg);
      Shape inferred = kind == null ? Shape.of(arg, this::shapeOf) : null;
      have.add(kind != null ? kind : inferred == null ? "any" : inferred.kind());
    }
    StringJoiner w = new StringJoiner(", ", "(", ")");
    for (Type t : want) {
      w.add(name(t));
    }
    return c.name() + ": invalid argument(s)\n\thave: (" + String.join(", ", have) + ")\n\twant: " + w;
  }

  private static String name(Type t) {
    if (t instanceof Type.Simple s) {
      return s.name();
    }
    if (t instanceof Type.ArrayOf a) {
      return "array[" + name(a.element()) + "]";
    }
    if (t instanceof Type.SetOf s) {
      return "set[" + name(s.element()) + "]";
    }
    if (t instanceof Type.ObjectOf o) {
      return "object[" + name(o.key()) + ": " + name(o.value()) + "]";
    }
    StringJoiner j = new StringJoiner(", ", "any<", ">");
    for (Type alt : ((Type.AnyOf) t).types()) {
      j.add(name(alt));
    }
    return j.toString();
  }
}
