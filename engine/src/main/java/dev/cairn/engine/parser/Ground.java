package dev.cairn.engine.parser;

import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.TermKinds;
import dev.cairn.engine.ast.Var;
import java.util.List;

/** Questions about terms that the parser's checks ask: groundness and constant values. */
final class Ground {
  private Ground() {}

  /** True when no variable occurs in the terms (comprehensions count as not ground). */
  static boolean isGround(List<Term> terms) {
    for (Term t : terms) {
      if (!isGround(t)) {
        return false;
      }
    }
    return true;
  }

  static boolean isGround(Term t) {
    if (t instanceof Scalar) {
      return true;
    }
    if (t instanceof ArrayTerm a) {
      return isGround(a.items());
    }
    if (t instanceof SetTerm s) {
      return isGround(s.items());
    }
    if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        if (!isGround(e.key()) || !isGround(e.value())) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * The kind ("var", "ref", "call") of the first non-constant part of a default rule's value, or
   * null; comprehensions are allowed.
   */
  static String firstNonConstant(Term t) {
    if (t instanceof Var || t instanceof Ref || t instanceof Call) {
      return TermKinds.name(t);
    }
    List<Term> children = List.of();
    if (t instanceof ArrayTerm a) {
      children = a.items();
    } else if (t instanceof SetTerm s) {
      children = s.items();
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        String bad = firstNonConstant(e.key());
        bad = bad != null ? bad : firstNonConstant(e.value());
        if (bad != null) {
          return bad;
        }
      }
    }
    for (Term c : children) {
      String bad = firstNonConstant(c);
      if (bad != null) {
        return bad;
      }
    }
    return null;
  }
}
