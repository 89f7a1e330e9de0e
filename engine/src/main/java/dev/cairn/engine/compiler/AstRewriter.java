package dev.cairn.engine.compiler;

import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.RuleHead;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import java.util.ArrayList;
import java.util.List;

/**
 * Rebuilds an AST bottom-up; each compiler pass overrides the hooks it cares about (variables,
 * refs, calls, closures, expressions). The default rewrites nothing but still walks everything, so
 * a pass that only collects can override a hook and return its argument.
 *
 * <p>Call operators and {@code with} targets are left alone unless a pass overrides {@link
 * #operator} or {@link #withTarget}: they name functions and documents, not variables.
 */
abstract class AstRewriter {

  Term term(Term t) {
    if (t instanceof Var v) {
      return var(v);
    }
    if (t instanceof Ref r) {
      return ref(r);
    }
    if (t instanceof Call c) {
      return call(c);
    }
    if (t instanceof ArrayTerm a) {
      List<Term> items = terms(a.items());
      return items == a.items() ? a : new ArrayTerm(items, a.location());
    }
    if (t instanceof SetTerm s) {
      List<Term> items = terms(s.items());
      return items == s.items() ? s : new SetTerm(items, s.location());
    }
    if (t instanceof ObjectTerm o) {
      return object(o);
    }
    return t instanceof Scalar ? t : comprehension(t);
  }

  /** The rewritten terms; the same list when nothing changed, so passes that only look allocate little. */
  List<Term> terms(List<Term> ts) {
    List<Term> out = null;
    for (int i = 0; i < ts.size(); i++) {
      Term t = ts.get(i);
      Term r = term(t);
      if (r != t && out == null) {
        out = new ArrayList<>(ts.subList(0, i));
      }
      if (out != null) {
        out.add(r);
      }
    }
    return out == null ? ts : out;
  }

  private Term object(ObjectTerm o) {
    List<ObjectTerm.Entry> entries = new ArrayList<>(o.entries().size());
    boolean changed = false;
    for (ObjectTerm.Entry e : o.entries()) {
      Term k = objectKey(e.key());
      Term v = term(e.value());
      changed |= k != e.key() || v != e.value();
      entries.add(k == e.key() && v == e.value() ? e : new ObjectTerm.Entry(k, v));
    }
    return changed ? new ObjectTerm(entries, o.location()) : o;
  }

  Term var(Var v) {
    return v;
  }

  Term objectKey(Term key) {
    return term(key);
  }

  Term ref(Ref r) {
    Term head = term(r.head());
    List<Term> path = terms(r.path());
    return head == r.head() && path == r.path() ? r : new Ref(head, path, r.location());
  }

  Term call(Call c) {
    Ref op = operator(c.operator());
    List<Term> args = terms(c.args());
    return op == c.operator() && args == c.args() ? c : new Call(op, args, c.location());
  }

  Ref operator(Ref op) {
    return op;
  }

  /** A comprehension: its body first (where its variables get bound), then its head terms. */
  Term comprehension(Term t) {
    Body before = ClosureParts.body(t);
    Body b = body(before);
    List<Term> heads = ClosureParts.heads(t);
    List<Term> newHeads = terms(heads);
    return b == before && newHeads == heads ? t : ClosureParts.with(t, newHeads, b);
  }

  Body body(Body b) {
    List<Expr> out = new ArrayList<>(b.exprs().size());
    boolean changed = false;
    for (Expr e : b.exprs()) {
      Expr r = expr(e);
      changed |= r != e;
      if (r != null) {
        out.add(r);
      }
    }
    return changed ? new Body(out, b.location()) : b;
  }

  /** Rewrites one expression; null drops it from its body. */
  Expr expr(Expr e) {
    Expr.ExprKind kind = exprKind(e);
    List<With> withs = withs(e.withs());
    return kind == e.kind() && withs == e.withs() ? e : new Expr(kind, e.negated(), withs, e.location());
  }

  Expr.ExprKind exprKind(Expr e) {
    Expr.ExprKind k = e.kind();
    if (k instanceof Expr.TermExpr te) {
      Term t = term(te.term());
      return t == te.term() ? te : new Expr.TermExpr(t);
    }
    if (k instanceof Expr.SomeDecl sd) {
      return sd;
    }
    if (k instanceof Expr.SomeIn si) {
      Term coll = term(si.collection());
      Term key = si.key() == null ? null : term(si.key());
      Term value = term(si.value());
      boolean same = coll == si.collection() && key == si.key() && value == si.value();
      return same ? si : new Expr.SomeIn(key, value, coll);
    }
    return every((Expr.Every) k);
  }

  /** {@code every}: the domain, then the body. Key and value are left to overriding passes. */
  Expr.ExprKind every(Expr.Every ev) {
    Term domain = term(ev.domain());
    Body body = body(ev.body());
    return domain == ev.domain() && body == ev.body() ? ev : new Expr.Every(ev.key(), ev.value(), domain, body);
  }

  List<With> withs(List<With> ws) {
    if (ws.isEmpty()) {
      return ws;
    }
    List<With> out = new ArrayList<>(ws.size());
    boolean changed = false;
    for (With w : ws) {
      Ref target = withTarget(w.target());
      Term value = withValue(w.value());
      boolean same = target == w.target() && value == w.value();
      changed |= !same;
      out.add(same ? w : new With(target, value, w.location()));
    }
    return changed ? out : ws;
  }

  Ref withTarget(Ref target) {
    return target;
  }

  Term withValue(Term value) {
    return term(value);
  }

  /** Walks a rule's head terms and body, for passes that only look. */
  void visit(Rule rule) {
    RuleHead h = rule.head();
    terms(h.ref().path());
    if (h.args() != null) {
      terms(h.args());
    }
    if (h.key() != null) {
      term(h.key());
    }
    if (h.value() != null) {
      term(h.value());
    }
    body(rule.body());
  }
}
