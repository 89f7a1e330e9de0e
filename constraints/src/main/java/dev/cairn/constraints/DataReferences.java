package dev.cairn.constraints;

import dev.cairn.engine.ast.ArrayComprehension;
import dev.cairn.engine.ast.ArrayTerm;
import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Call;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.ObjectComprehension;
import dev.cairn.engine.ast.ObjectTerm;
import dev.cairn.engine.ast.Ref;
import dev.cairn.engine.ast.Rule;
import dev.cairn.engine.ast.Scalar;
import dev.cairn.engine.ast.SetComprehension;
import dev.cairn.engine.ast.SetTerm;
import dev.cairn.engine.ast.Term;
import dev.cairn.engine.ast.Var;
import dev.cairn.engine.ast.With;
import dev.cairn.engine.value.StringValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Every place a module reads {@code data}, with the first key read (null for {@code data} itself or
 * a computed key): Gatekeeper lets templates read only {@code data.inventory} and {@code data.lib}.
 */
final class DataReferences {
  /** One read of {@code data}. */
  record Read(String firstKey, Term at) {}

  private final List<Read> reads = new ArrayList<>();

  private DataReferences() {}

  static List<Read> of(Module m) {
    DataReferences r = new DataReferences();
    for (Rule rule : m.rules()) {
      r.rule(rule);
    }
    return r.reads;
  }

  private void rule(Rule rule) {
    for (Rule x = rule; x != null; x = x.elseRule()) {
      if (x.head().args() != null) {
        terms(x.head().args());
      }
      term(x.head().key());
      term(x.head().value());
      body(x.body());
    }
  }

  private void body(Body b) {
    if (b == null) {
      return;
    }
    for (Expr e : b.exprs()) {
      Expr.ExprKind k = e.kind();
      if (k instanceof Expr.TermExpr t) {
        term(t.term());
      } else if (k instanceof Expr.SomeIn s) {
        term(s.key());
        term(s.value());
        term(s.collection());
      } else if (k instanceof Expr.Every ev) {
        term(ev.domain());
        body(ev.body());
      }
      for (With w : e.withs()) {
        term(w.target());
        term(w.value());
      }
    }
  }

  private void terms(List<Term> ts) {
    for (Term t : ts) {
      term(t);
    }
  }

  private void term(Term t) {
    if (t instanceof Var v) {
      if (v.name().equals("data")) {
        reads.add(new Read(null, v));
      }
    } else if (t instanceof Ref r) {
      if (r.head() instanceof Var v && v.name().equals("data")) {
        String first =
            !r.path().isEmpty() && r.path().get(0) instanceof Scalar s && s.value() instanceof StringValue sv
                ? sv.value()
                : null;
        reads.add(new Read(first, r));
      } else {
        term(r.head());
      }
      terms(r.path());
    } else if (t instanceof Call c) {
      terms(c.args());
    } else if (t instanceof ArrayTerm a) {
      terms(a.items());
    } else if (t instanceof SetTerm s) {
      terms(s.items());
    } else if (t instanceof ObjectTerm o) {
      for (ObjectTerm.Entry e : o.entries()) {
        term(e.key());
        term(e.value());
      }
    } else if (t instanceof ArrayComprehension c) {
      term(c.head());
      body(c.body());
    } else if (t instanceof SetComprehension c) {
      term(c.head());
      body(c.body());
    } else if (t instanceof ObjectComprehension c) {
      term(c.key());
      term(c.value());
      body(c.body());
    }
  }
}
