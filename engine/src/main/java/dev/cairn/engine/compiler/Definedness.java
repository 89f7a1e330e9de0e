package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.value.BooleanValue;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which rules and functions always have a value, seen from their compiled definitions alone: a
 * {@code default}, or a definition with no conditions (its body just {@code true}), parameters
 * that are distinct plain variables, and a value that cannot be undefined (a literal, a
 * comprehension, or a collection of those), such as {@code resources_of(t) := {n: r | ...}}.
 * A tracer need not keep what such a rule read while failing: it never fails.
 */
public final class Definedness {
  private Definedness() {}

  /** Whether the rule or function at {@code node} is certain to have a value. */
  public static boolean alwaysDefined(RuleTree.Node node) {
    if (node.defaultRule() != null) {
      return true;
    }
    for (CompiledRule cr : node.rules()) {
      if (unconditional(cr.rule())) {
        return true;
      }
    }
    return false;
  }

  private static boolean unconditional(Rule r) {
    for (Expr e : r.body().exprs()) {
      boolean isTrue =
          !e.negated()
              && e.withs().isEmpty()
              && e.kind() instanceof Expr.TermExpr t
              && t.term() instanceof Scalar s
              && s.value() instanceof BooleanValue b
              && b.value();
      if (!isTrue) {
        return false;
      }
    }
    List<Term> params = r.head().args();
    if (params != null) {
      Set<String> names = new HashSet<>();
      for (Term p : params) {
        if (!(p instanceof Var v) || !names.add(v.name())) {
          return false;
        }
      }
    }
    return r.head().key() == null && (r.head().value() == null || alwaysHasValue(r.head().value()));
  }

  private static boolean alwaysHasValue(Term t) {
    if (t instanceof Scalar || t instanceof ArrayComprehension || t instanceof SetComprehension
        || t instanceof ObjectComprehension) {
      return true;
    }
    if (t instanceof ArrayTerm a) {
      return a.items().stream().allMatch(Definedness::alwaysHasValue);
    }
    if (t instanceof SetTerm s) {
      return s.items().stream().allMatch(Definedness::alwaysHasValue);
    }
    if (t instanceof ObjectTerm o) {
      return o.entries().stream().allMatch(e -> alwaysHasValue(e.key()) && alwaysHasValue(e.value()));
    }
    return false;
  }
}
