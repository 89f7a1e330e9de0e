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
      return new ArrayTerm(terms(a.items()), a.location());
    }
    if (t instanceof SetTerm s) {
      return new SetTerm(terms(s.items()), s.location());
    }
    if (t instanceof ObjectTerm o) {
      List<ObjectTerm.Entry> entries = new ArrayList<>(o.entries().size());
      for (ObjectTerm.Entry e : o.entries()) {
        entries.add(new ObjectTerm.Entry(objectKey(e.key()), term(e.value())));
      }
      return new ObjectTerm(entries, o.location());
    }
    return t instanceof Scalar ? t : comprehension(t);
  }

  List<Term> terms(List<Term> ts) {
    List<Term> out = new ArrayList<>(ts.size());
    for (Term t : ts) {
      out.add(term(t));
    }
    return out;
  }

  Term var(Var v) {
    return v;
  }

  Term objectKey(Term key) {
    return term(key);
  }

  Term ref(Ref r) {
    return new Ref(term(r.head()), terms(r.path()), r.location());
  }

  Term call(Call c) {
    return new Call(operator(c.operator()), terms(c.args()), c.location());
  }

  Ref operator(Ref op) {
    return op;
  }

  /** A comprehension: its body first (where its variables get bound), then its head terms. */
  Term comprehension(Term t) {
    Body b = body(ClosureParts.body(t));
    return ClosureParts.with(t, terms(ClosureParts.heads(t)), b);
  }

  Body body(Body b) {
    List<Expr> out = new ArrayList<>(b.exprs().size());
    for (Expr e : b.exprs()) {
      Expr r = expr(e);
      if (r != null) {
        out.add(r);
      }
    }
    return new Body(out, b.location());
  }

  /** Rewrites one expression; null drops it from its body. */
  Expr expr(Expr e) {
    Expr.ExprKind kind = exprKind(e);
    return new Expr(kind, e.negated(), withs(e.withs()), e.location());
  }

  Expr.ExprKind exprKind(Expr e) {
    Expr.ExprKind k = e.kind();
    if (k instanceof Expr.TermExpr te) {
      return new Expr.TermExpr(term(te.term()));
    }
    if (k instanceof Expr.SomeDecl sd) {
      return sd;
    }
    if (k instanceof Expr.SomeIn si) {
      Term coll = term(si.collection());
      Term key = si.key() == null ? null : term(si.key());
      return new Expr.SomeIn(key, term(si.value()), coll);
    }
    return every((Expr.Every) k);
  }

  /** {@code every}: the domain, then the body. Key and value are left to overriding passes. */
  Expr.ExprKind every(Expr.Every ev) {
    Term domain = term(ev.domain());
    return new Expr.Every(ev.key(), ev.value(), domain, body(ev.body()));
  }

  List<With> withs(List<With> ws) {
    if (ws.isEmpty()) {
      return ws;
    }
    List<With> out = new ArrayList<>(ws.size());
    for (With w : ws) {
      out.add(new With(withTarget(w.target()), withValue(w.value()), w.location()));
    }
    return out;
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
