package dev.cairn.engine.ast;

import dev.cairn.engine.value.StringValue;
import java.util.regex.Pattern;

/** Prints terms back as Rego source, for error messages, {@code text} fields and debugging. */
public final class AstPrinter {
  private static final Pattern IDENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private AstPrinter() {}

  /** A ref of string parts as a dotted name ({@code data.lib.f}); other parts in brackets. */
  public static String refName(Ref ref) {
    return print(ref);
  }

  public static String print(Term t) {
    StringBuilder sb = new StringBuilder();
    term(sb, t);
    return sb.toString();
  }

  public static String print(Body b) {
    StringBuilder sb = new StringBuilder();
    body(sb, b);
    return sb.toString();
  }

  public static String print(Expr e) {
    StringBuilder sb = new StringBuilder();
    expr(sb, e);
    return sb.toString();
  }

  private static void body(StringBuilder sb, Body b) {
    for (int i = 0; i < b.exprs().size(); i++) {
      if (i > 0) {
        sb.append("; ");
      }
      expr(sb, b.exprs().get(i));
    }
  }

  private static void expr(StringBuilder sb, Expr e) {
    if (e.negated()) {
      sb.append("not ");
    }
    Expr.ExprKind k = e.kind();
    if (k instanceof Expr.TermExpr te) {
      term(sb, te.term());
    } else if (k instanceof Expr.SomeDecl sd) {
      sb.append("some ");
      for (int i = 0; i < sd.vars().size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        sb.append(sd.vars().get(i).name());
      }
    } else if (k instanceof Expr.SomeIn si) {
      sb.append("some ");
      if (si.key() != null) {
        term(sb, si.key());
        sb.append(", ");
      }
      term(sb, si.value());
      sb.append(" in ");
      term(sb, si.collection());
    } else if (k instanceof Expr.Every ev) {
      sb.append("every ");
      if (ev.key() != null) {
        sb.append(ev.key().name()).append(", ");
      }
      sb.append(ev.value().name()).append(" in ");
      term(sb, ev.domain());
      sb.append(" { ");
      body(sb, ev.body());
      sb.append(" }");
    }
    for (With w : e.withs()) {
      sb.append(" with ");
      term(sb, w.target());
      sb.append(" as ");
      term(sb, w.value());
    }
  }

  private static void term(StringBuilder sb, Term t) {
    if (t instanceof Scalar s) {
      sb.append(s.value().toString());
    } else if (t instanceof Var v) {
      sb.append(v.name());
    } else if (t instanceof Ref r) {
      term(sb, r.head());
      for (Term p : r.path()) {
        if (p instanceof Scalar s
            && s.value() instanceof StringValue str
            && IDENT.matcher(str.value()).matches()) {
          sb.append('.').append(str.value());
        } else {
          sb.append('[');
          term(sb, p);
          sb.append(']');
        }
      }
    } else if (t instanceof ArrayTerm a) {
      sb.append('[');
      list(sb, a.items());
      sb.append(']');
    } else if (t instanceof SetTerm s) {
      if (s.items().isEmpty()) {
        sb.append("set()");
      } else {
        sb.append('{');
        list(sb, s.items());
        sb.append('}');
      }
    } else if (t instanceof ObjectTerm o) {
      sb.append('{');
      for (int i = 0; i < o.entries().size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        term(sb, o.entries().get(i).key());
        sb.append(": ");
        term(sb, o.entries().get(i).value());
      }
      sb.append('}');
    } else if (t instanceof ArrayComprehension c) {
      sb.append('[');
      term(sb, c.head());
      sb.append(" | ");
      body(sb, c.body());
      sb.append(']');
    } else if (t instanceof SetComprehension c) {
      sb.append('{');
      term(sb, c.head());
      sb.append(" | ");
      body(sb, c.body());
      sb.append('}');
    } else if (t instanceof ObjectComprehension c) {
      sb.append('{');
      term(sb, c.key());
      sb.append(": ");
      term(sb, c.value());
      sb.append(" | ");
      body(sb, c.body());
      sb.append('}');
    } else if (t instanceof Call c) {
      String infix = Operators.infixSymbol(c.name());
      if (infix != null && c.args().size() == 2) {
        term(sb, c.args().get(0));
        sb.append(' ').append(infix).append(' ');
        term(sb, c.args().get(1));
      } else {
        term(sb, c.operator());
        sb.append('(');
        list(sb, c.args());
        sb.append(')');
      }
    }
  }

  private static void list(StringBuilder sb, java.util.List<Term> items) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      term(sb, items.get(i));
    }
  }
}
