package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.value.StringValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What the type checker knows of a term before evaluation: its kind ({@code number}, {@code
 * array}, ...) and, for literals, the kinds of its items, an object's keys or a set's elements.
 * A null shape is unknown (OPA's {@code any}: input, data, rules, iteration). Inference is
 * deliberately partial: only literals, built-in results and variables assigned from them, so
 * that every mismatch it finds is one OPA's fuller type checker finds too.
 *
 * @param kind OPA's type name
 * @param items an array's item shapes when its length is known, else null
 * @param fields an object's shape per key when all keys are known strings, else null
 * @param element the shape of a set's elements, or of a comprehension's, when known, else null
 */
record Shape(String kind, List<Shape> items, Map<String, Shape> fields, Shape element) {
  static Shape of(String kind) {
    return new Shape(kind, null, null, null);
  }

  /** The shape of {@code t}, with {@code vars} giving the shapes of variables; null if unknown. */
  static Shape of(Term t, Function<String, Shape> vars) {
    if (t instanceof Scalar s) {
      return of(s.value().typeName());
    }
    if (t instanceof Var v) {
      return vars.apply(v.name());
    }
    if (t instanceof ArrayTerm a) {
      List<Shape> items = new ArrayList<>(a.items().size());
      a.items().forEach(i -> items.add(of(i, vars)));
      return new Shape("array", items, null, null);
    }
    if (t instanceof ObjectTerm o) {
      Map<String, Shape> fields = new LinkedHashMap<>();
      for (ObjectTerm.Entry e : o.entries()) {
        if (!(e.key() instanceof Scalar k && k.value() instanceof StringValue key)) {
          return of("object");
        }
        Shape value = of(e.value(), vars);
        if (fields.containsKey(key.value())) { // {"c": false, "c": true}: one key, of one kind if they agree
          Shape before = fields.get(key.value());
          value = before == null || value == null || !before.kind.equals(value.kind) ? null : of(value.kind);
        }
        fields.put(key.value(), value);
      }
      return new Shape("object", null, fields, null);
    }
    if (t instanceof SetTerm s) {
      Shape common = null;
      for (Term item : s.items()) {
        Shape i = of(item, vars);
        if (i == null || (common != null && !common.kind().equals(i.kind()))) {
          return of("set");
        }
        common = common == null ? i : common.items() == null && common.fields() == null ? common : of(common.kind());
      }
      return new Shape("set", null, null, common == null ? null : of(common.kind()));
    }
    if (t instanceof ArrayComprehension a) {
      return new Shape("array", null, null, of(a.head(), vars)); // the body's own variables are unknown here
    }
    if (t instanceof SetComprehension st) {
      return new Shape("set", null, null, of(st.head(), vars));
    }
    if (t instanceof ObjectComprehension) {
      return of("object");
    }
    if (t instanceof Call c) {
      Builtin b = BuiltinTable.lookup(c.name());
      return b == null || b.decl() == null ? null : declared(b.decl().result());
    }
    return null;
  }

  /** The shape of every element of a collection of shape {@code c}, when they all share one. */
  static Shape elementOf(Shape c) {
    if (c == null) {
      return null;
    }
    List<Shape> members = switch (c.kind) {
      case "array" -> c.items != null ? c.items : c.element == null ? null : List.of(c.element);
      case "object" -> c.fields == null ? null : new ArrayList<>(c.fields.values());
      case "set" -> c.element == null ? null : List.of(c.element);
      default -> null;
    };
    if (members == null || members.isEmpty()) {
      return null;
    }
    String kind = members.get(0) == null ? null : members.get(0).kind;
    for (Shape m : members) {
      if (m == null || !m.kind.equals(kind)) {
        return null;
      }
    }
    return members.size() == 1 ? members.get(0) : of(kind);
  }

  /** The shape of a collection's keys: an array's indexes, an object's keys, a set's elements. */
  static Shape keyOf(Shape c) {
    if (c == null) {
      return null;
    }
    return switch (c.kind) {
      case "array" -> of("number");
      case "object" -> c.fields == null ? null : of("string");
      case "set" -> elementOf(c);
      default -> null;
    };
  }

  /** A declared result type's shape: scalars and collections by kind; unions and any unknown. */
  static Shape declared(Type t) {
    if (t instanceof Type.Simple s) {
      return s.name().equals("any") ? null : of(s.name());
    }
    if (t instanceof Type.ArrayOf) {
      return of("array");
    }
    if (t instanceof Type.SetOf) {
      return of("set");
    }
    if (t instanceof Type.ObjectOf) {
      return of("object");
    }
    return null;
  }

  /** False only when values of the two shapes can never unify (OPA's "match error"). */
  static boolean unifiable(Shape a, Shape b) {
    if (a == null || b == null) {
      return true;
    }
    if (!a.kind.equals(b.kind)) {
      return false;
    }
    if (a.items != null && b.items != null) {
      if (a.items.size() != b.items.size()) {
        return false;
      }
      for (int i = 0; i < a.items.size(); i++) {
        if (!unifiable(a.items.get(i), b.items.get(i))) {
          return false;
        }
      }
    } else if (a.items != null || b.items != null) { // a literal against a comprehension
      Shape fixed = a.items != null ? a : b;
      Shape each = a.items != null ? b.element : a.element;
      return fixed.items.stream().allMatch(i -> unifiable(i, each));
    }
    if (a.fields != null && b.fields != null) {
      if (!a.fields.keySet().equals(b.fields.keySet())) {
        return false;
      }
      for (Map.Entry<String, Shape> e : a.fields.entrySet()) {
        if (!unifiable(e.getValue(), b.fields.get(e.getKey()))) {
          return false;
        }
      }
    }
    return unifiable(a.element, b.element);
  }

  /** False only when a value of shape {@code s} can never be of the declared type. */
  static boolean fits(Shape s, Type type) {
    if (s == null) {
      return true;
    }
    if (type instanceof Type.AnyOf any) {
      for (Type alt : any.types()) {
        if (fits(s, alt)) {
          return true;
        }
      }
      return false;
    }
    if (type instanceof Type.Simple t) {
      return t.name().equals("any") || t.name().equals(s.kind);
    }
    if (type instanceof Type.ArrayOf a) {
      return s.kind.equals("array")
          && (s.items == null ? fits(s.element, a.element()) : s.items.stream().allMatch(i -> fits(i, a.element())));
    }
    if (type instanceof Type.SetOf st) {
      return s.kind.equals("set") && fits(s.element, st.element());
    }
    Type.ObjectOf o = (Type.ObjectOf) type;
    return s.kind.equals("object")
        && (s.fields == null || (fits(of("string"), o.key()) && s.fields.values().stream().allMatch(v -> fits(v, o.value()))));
  }
}
