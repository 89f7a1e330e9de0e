package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Operators;
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
 * Which rules and functions always have a value, seen from their compiled definitions alone.
 *
 * <p>{@link #unconditional}: a definition with no conditions (its body just {@code true}),
 * parameters that are distinct plain variables, and a value that cannot be undefined (a literal,
 * a comprehension, or a collection of those), such as {@code resources_of(t) := {n: r | ...}}.
 * Such a rule never fails, so a tracer need not keep what it read while failing.
 *
 * <p>{@link #alwaysDefined}: also a {@code default}, or an {@code else} chain whose last branch
 * cannot fail ({@code get_name(r, def) = n { ... } else = def}). Such a helper's value may come
 * from a fallback, so a caller's existence never depends on what the helper tested: only on
 * what the caller does with the value.
 */
public final class Definedness {
  private Definedness() {}

  /** Whether the rule or function at {@code node} is certain to have a value. */
  public static boolean alwaysDefined(RuleTree.Node node) {
    if (node.defaultRule() != null) {
      return true;
    }
    for (CompiledRule cr : node.rules()) {
      Rule last = cr.rule();
      while (last.elseRule() != null) {
        last = last.elseRule();
      }
      if (unconditional(last) || (last != cr.rule() && cannotFail(last))) {
        return true;
      }
    }
    return false;
  }

  /** Whether some definition at {@code node} has no conditions at all: it never fails. */
  public static boolean unconditional(RuleTree.Node node) {
    for (CompiledRule cr : node.rules()) {
      if (unconditional(cr.rule())) {
        return true;
      }
    }
    return false;
  }

  /**
   * An else branch that cannot fail: its body only assigns parameters or literals to new names
   * ({@code name := def}) and its value is one of those names, a parameter, or a literal.
   */
  private static boolean cannotFail(Rule r) {
    Set<String> known = new HashSet<>();
    List<Term> params = r.head().args();
    if (params != null) {
      for (Term p : params) {
        if (!(p instanceof Var v)) {
          return false;
        }
        known.add(v.name());
      }
    }
    for (Expr e : r.body().exprs()) {
      if (e.negated() || !e.withs().isEmpty() || !(e.kind() instanceof Expr.TermExpr t)) {
        return false;
      }
      if (t.term() instanceof Scalar s && s.value() instanceof BooleanValue b && b.value()) {
        continue;
      }
      if (!(t.term() instanceof Call c)
          || !(c.name().equals(Operators.ASSIGN) || c.name().equals(Operators.EQ))
          || c.args().size() != 2
          || !(c.args().get(0) instanceof Var target)
          || known.contains(target.name())
          || !(c.args().get(1) instanceof Scalar || c.args().get(1) instanceof Var source && known.contains(source.name()))) {
        return false;
      }
      known.add(target.name());
    }
    Term value = r.head().value();
    return r.head().key() == null
        && (value == null || alwaysHasValue(value) || value instanceof Var v && known.contains(v.name()));
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
