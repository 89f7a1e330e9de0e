package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.StringValue;

/** OPA's names for kinds of terms, as its error messages use them. */
final class TermTypes {
  private TermTypes() {}

  static String name(Term t) {
    if (t instanceof Scalar s) {
      if (s.value() instanceof NullValue) {
        return "null";
      }
      if (s.value() instanceof BooleanValue) {
        return "boolean";
      }
      if (s.value() instanceof NumberValue) {
        return "number";
      }
      return s.value() instanceof StringValue ? "string" : "scalar";
    }
    if (t instanceof Var) {
      return "var";
    }
    if (t instanceof Ref) {
      return "ref";
    }
    if (t instanceof Call) {
      return "call";
    }
    if (t instanceof ArrayTerm) {
      return "array";
    }
    if (t instanceof SetTerm) {
      return "set";
    }
    if (t instanceof ObjectTerm) {
      return "object";
    }
    if (t instanceof ArrayComprehension) {
      return "arraycomprehension";
    }
    if (t instanceof SetComprehension) {
      return "setcomprehension";
    }
    return t instanceof ObjectComprehension ? "objectcomprehension" : "term";
  }
}
