package dev.cairn.engine.ast;

/** OPA's names for kinds of terms, as its parse and compile error messages use them. */
public final class TermKinds {
  private TermKinds() {}

  /** {@code var}, {@code ref}, {@code call}, {@code number}, {@code string}, {@code array}, ... */
  public static String name(Term t) {
    if (t instanceof Scalar s) {
      return s.value().typeName();
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
