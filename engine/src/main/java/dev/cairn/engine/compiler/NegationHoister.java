package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.AstPrinter;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Import;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Operators;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import java.util.ArrayList;
import java.util.List;

/**
 * OPA's dynamic-term rewriting ({@code RewriteDynamicTerms}), where it changes results: in a
 * negated expression. OPA binds a call's reference and call arguments to fresh variables before
 * the expression ({@code not f(input.x)} becomes {@code $h = input.x; not f($h)}, {@code not
 * count(x) > 0} becomes {@code $h = count(x); not $h > 0}), so an undefined argument makes the
 * expression fail rather than the {@code not} succeed. {@code x == y} is
 * unification there ({@code RewriteEquals} runs first), so a side that is a reference keeps its
 * place and only its dynamic operands move, as for a reference standing alone ({@code not
 * obj[input.k]}); other sides move as arguments do ({@code not [input.x] == [1]}). Gatekeeper's
 * library relies on it: {@code not accept_value(rule, v, params.ranges)} without {@code ranges}.
 * Comprehensions in a rule's head are rewritten too ({@code p := [1 | not input.x > 1]}).
 *
 * <p>OPA v1.22.3 moves nothing in a module that imports {@code future.keywords} as a whole (not
 * {@code future.keywords.in} or the like), in either syntax: there {@code not f(input.missing)}
 * succeeds. Observed by running OPA beside Cairn (the compat module); Cairn does the same.
 */
final class NegationHoister extends AstRewriter {
  private final NameGenerator names;

  NegationHoister(NameGenerator names) {
    this.names = names;
  }

  /** Whether OPA rewrites the module's negated expressions at all (see the class comment). */
  static boolean appliesTo(Module m) {
    for (Import imp : m.imports()) {
      if (AstPrinter.print(imp.path()).equals("future.keywords")) {
        return false;
      }
    }
    return true;
  }

  Rule rule(Rule r) {
    Body body = body(r.body());
    RuleHead h = r.head();
    // comprehensions in the head (p := [x | not ...]) have bodies too
    Term key = h.key() == null ? null : term(h.key());
    Term value = h.value() == null ? null : term(h.value());
    RuleHead head = key == h.key() && value == h.value() ? h : new RuleHead(h.ref(), h.args(), key, value, h.assign(), h.location());
    Rule elseRule = r.elseRule() == null ? null : rule(r.elseRule());
    return body == r.body() && head == h && elseRule == r.elseRule()
        ? r
        : new Rule(r.isDefault(), head, body, elseRule, r.annotations(), r.location());
  }

  @Override
  Body body(Body b) {
    List<Expr> out = new ArrayList<>(b.exprs().size());
    boolean changed = false;
    for (Expr e : b.exprs()) {
      Expr r = super.expr(e); // nested comprehension and every bodies first
      if (r.negated() && r.kind() instanceof Expr.TermExpr te) {
        List<Expr> hoisted = new ArrayList<>();
        Term t = top(te.term(), r, hoisted);
        if (!hoisted.isEmpty()) {
          out.addAll(hoisted);
          r = new Expr(new Expr.TermExpr(t), true, r.withs(), r.location());
        }
      }
      changed |= r != e;
      out.add(r);
    }
    return changed ? new Body(out, b.location()) : b;
  }

  /** The negated expression's own term: a call's arguments, or a reference's operands. */
  private Term top(Term t, Expr original, List<Expr> hoisted) {
    if (t instanceof Call c) {
      boolean unification =
          Functions.isUnification(c) || (Functions.calls(c, Operators.EQUAL) && c.args().size() == 2);
      List<Term> args = new ArrayList<>(c.args().size());
      for (Term a : c.args()) {
        // A side of `==` that is a reference stays, but for its dynamic operands: `not input.x ==
        // 1` is true where x is absent. Any other side moves out like a call's argument.
        args.add(unification && a instanceof Ref ? operands(a, original, hoisted) : one(a, original, hoisted));
      }
      return hoisted.isEmpty() ? c : new Call(c.operator(), args, c.location());
    }
    return operands(t, original, hoisted);
  }

  /** A reference with its dynamic operands moved out; other terms unchanged. */
  private Term operands(Term t, Expr original, List<Expr> hoisted) {
    if (!(t instanceof Ref r)) {
      return t;
    }
    int before = hoisted.size();
    List<Term> path = new ArrayList<>(r.path().size());
    for (Term p : r.path()) {
      path.add(one(p, original, hoisted));
    }
    return hoisted.size() == before ? r : new Ref(r.head(), path, r.location());
  }

  /**
   * An argument: a reference, or a call (its own arguments first), becomes a fresh variable bound
   * before the expression: {@code not count(x.u) > 0} fails when {@code count} does, as in OPA.
   */
  private Term one(Term t, Expr original, List<Expr> hoisted) {
    if (t instanceof Ref r) {
      return hoist(operands(r, original, hoisted), r.location(), original, hoisted);
    }
    if (t instanceof Call c) {
      return hoist(new Call(c.operator(), all(c.args(), original, hoisted), c.location()), c.location(), original, hoisted);
    }
    if (t instanceof ArrayTerm a) {
      return new ArrayTerm(all(a.items(), original, hoisted), a.location());
    }
    if (t instanceof SetTerm s) {
      return new SetTerm(all(s.items(), original, hoisted), s.location());
    }
    if (t instanceof ObjectTerm o) {
      List<ObjectTerm.Entry> entries = new ArrayList<>(o.entries().size());
      for (ObjectTerm.Entry e : o.entries()) {
        entries.add(new ObjectTerm.Entry(one(e.key(), original, hoisted), one(e.value(), original, hoisted)));
      }
      return new ObjectTerm(entries, o.location());
    }
    return t;
  }

  private Var hoist(Term t, dev.cairn.engine.ast.Location at, Expr original, List<Expr> hoisted) {
    Var v = new Var(names.hoisted(), at);
    Ref eq = new Ref(new Var(Operators.EQ, at), List.of(), at);
    hoisted.add(new Expr(new Expr.TermExpr(new Call(eq, List.of(v, t), at)), false, original.withs(), at));
    return v;
  }

  private List<Term> all(List<Term> ts, Expr original, List<Expr> hoisted) {
    List<Term> out = new ArrayList<>(ts.size());
    for (Term t : ts) {
      out.add(one(t, original, hoisted));
    }
    return out;
  }
}
