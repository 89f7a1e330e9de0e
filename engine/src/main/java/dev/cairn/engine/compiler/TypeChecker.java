package dev.cairn.engine.compiler;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * The part of OPA's type checker that needs no inference: a built-in called with a literal
 * argument of the wrong type ({@code count(1)}, {@code 1 + "a"}) is a {@code rego_type_error}.
 * Arguments whose type is only known at evaluation (variables, refs, calls) are not checked.
 */
final class TypeChecker extends AstRewriter {
  private final Errors errors;

  TypeChecker(Errors errors) {
    this.errors = errors;
  }

  @Override
  Term call(Call c) {
    Builtin b = CompileScope.lookup(c.name());
    if (b != null && b.decl() != null) {
      List<Type> want = b.decl().args();
      int n = Math.min(want.size(), c.args().size());
      for (int i = 0; i < n; i++) {
        if (!accepts(want.get(i), c.args().get(i))) {
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

  private static String invalid(Call c, List<Type> want) {
    List<String> have = new ArrayList<>();
    for (Term arg : c.args()) {
      String kind = literalKind(arg);
      have.add(kind == null ? "any" : kind);
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
