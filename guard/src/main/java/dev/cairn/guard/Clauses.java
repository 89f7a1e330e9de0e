package dev.cairn.guard;

import dev.cairn.guard.Ast.Op;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A clause {@code query op [rhs]}: one status per value the query selected, folded by {@code some}
 * (one PASS is enough) or all (one FAIL fails). A query that selects nothing SKIPs the clause, except
 * for {@code empty} on a filter or a variable, which then passes. In 3.1.1 a leading {@code not}
 * inverts unary checks only; before a binary comparison it is ignored, and so it is here.
 */
final class Clauses {

  private Clauses() {}

  static Status access(Ast.Access a, Scope scope, List<Failure> sink) {
    List<QueryResult> lhs = scope.query(a.query());
    List<Status> statuses = new ArrayList<>();
    List<Failure> failures = new ArrayList<>();
    if (a.cmp().op().unary()) {
      Status early = unary(a, lhs, statuses, failures);
      if (early != null) {
        if (early == Status.FAIL && sink != null) {
          sink.add(new Failure(scope.root(), List.of(), a.message(), "Check was not compliant as the query "
              + a.query().text() + " resolved to no values"));
        }
        return early;
      }
    } else {
      List<QueryResult> rhs = rhs(a.compareWith(), scope);
      List<Operators.Result> results = Operators.compare(a.cmp(), lhs, rhs);
      if (results == null) {
        return Status.SKIP;
      }
      binary(a, results, statuses, failures);
    }
    int pass = 0;
    int fail = 0;
    for (Status s : statuses) {
      if (s == Status.PASS) {
        pass++;
      } else {
        fail++;
      }
    }
    Status out = a.query().matchAll() ? (fail > 0 ? Status.FAIL : Status.PASS) : (pass > 0 ? Status.PASS : Status.FAIL);
    if (out == Status.FAIL && sink != null) {
      sink.addAll(failures);
    }
    return out;
  }

  private static List<QueryResult> rhs(Ast.Rhs rhs, Scope scope) {
    if (rhs instanceof Ast.LiteralValue lit) {
      return List.of(new QueryResult.Literal(lit.value()));
    }
    if (rhs instanceof Ast.QueryValue q) {
      return scope.query(q.query());
    }
    return Functions.call((Ast.FunctionCall) rhs, scope);
  }

  /** Fills the per-value statuses, or returns the clause's status when no value decides it. */
  private static Status unary(Ast.Access a, List<QueryResult> lhs, List<Status> statuses, List<Failure> failures) {
    List<Ast.Part> parts = a.query().parts();
    Ast.Part last = parts.get(parts.size() - 1);
    boolean emptyOnExpr = last instanceof Ast.Filter || last instanceof Ast.KeyFilter
        || (last instanceof Ast.Variable && parts.size() == 1);
    boolean not = a.cmp().not();
    if (emptyOnExpr && a.cmp().op() == Op.EMPTY) {
      if (lhs.isEmpty()) {
        return (!not != a.negation()) ? Status.PASS : Status.FAIL;
      }
      for (QueryResult r : lhs) {
        Value v = QueryResult.valueOf(r);
        boolean ok = v != null ? (not ? !(v instanceof Value.Null) : v instanceof Value.Null) : !not;
        record(ok != a.negation(), r, a, statuses, failures);
      }
      return null;
    }
    if (lhs.isEmpty()) {
      return Status.SKIP;
    }
    for (QueryResult r : lhs) {
      boolean ok = check(a.cmp().op(), r);
      record((ok != not) != a.negation(), r, a, statuses, failures);
    }
    return null;
  }

  private static boolean check(Op op, QueryResult r) {
    Value v = QueryResult.valueOf(r);
    if (op == Op.EXISTS) {
      return v != null;
    }
    if (op == Op.EMPTY) {
      if (v == null) {
        return true;
      }
      if (v instanceof Value.Lst l) {
        return l.items().isEmpty();
      }
      if (v instanceof Value.Struct s) {
        return s.entries().isEmpty();
      }
      if (v instanceof Value.Str s) {
        return s.value().isEmpty();
      }
      if (v instanceof Value.Bool) {
        return false;
      }
      throw new GuardEvalException("Attempting EMPTY operation on type " + Value.typeName(v)
          + " that does not support it at " + v.path());
    }
    return switch (op) {
      case IS_STRING -> v instanceof Value.Str;
      case IS_LIST -> v instanceof Value.Lst;
      case IS_STRUCT -> v instanceof Value.Struct;
      case IS_BOOL -> v instanceof Value.Bool;
      case IS_INT -> v instanceof Value.Int;
      case IS_FLOAT -> v instanceof Value.Flt;
      case IS_NULL -> v instanceof Value.Null;
      default -> throw new IllegalStateException("not unary: " + op);
    };
  }

  private static void record(boolean pass, QueryResult r, Ast.Access a, List<Status> statuses, List<Failure> failures) {
    statuses.add(pass ? Status.PASS : Status.FAIL);
    if (!pass) {
      String what = a.query().text() + " " + Parser.cmpText(a.cmp());
      failures.add(r instanceof QueryResult.Unresolved u
          ? missing(u, a.message(), a, "Check was not compliant as property [" + u.remaining() + "] is missing. " + what)
          : new Failure(QueryResult.valueOf(r), List.of(), a.message(), "Check was not compliant: " + what + " failed", a));
    }
  }

  private static void binary(Ast.Access a, List<Operators.Result> results, List<Status> statuses, List<Failure> failures) {
    String op = Parser.cmpText(a.cmp());
    for (Operators.Result r : results) {
      switch (r.kind()) {
        case SUCCESS -> {
          int n = r.shape() == Operators.Shape.QUERY_IN ? r.lhsSet().size() : 1;
          for (int i = 0; i < n; i++) {
            statuses.add(Status.PASS);
          }
        }
        case FAIL -> {
          if (r.shape() == Operators.Shape.QUERY_IN) {
            for (Value v : r.diff()) {
              statuses.add(Status.FAIL);
              failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant: " + a.query().text()
                  + " " + op + " failed for " + Render.value(v), a));
            }
          } else {
            statuses.add(Status.FAIL);
            Value v = QueryResult.valueOf(r.lhs());
            failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant as property value "
                + Render.value(v) + " " + op + " " + Render.value(r.rhs()) + " failed", a));
          }
        }
        case INCOMPARABLE -> {
          statuses.add(Status.FAIL);
          Value v = QueryResult.valueOf(r.lhs());
          failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant: " + Render.value(v)
              + " and " + Render.value(r.rhs()) + " cannot be compared", a));
        }
        case LHS_UNRESOLVED -> {
          statuses.add(Status.FAIL);
          QueryResult.Unresolved u = (QueryResult.Unresolved) r.lhs();
          failures.add(missing(u, a.message(), a, "Check was not compliant as property [" + u.remaining()
              + "] is missing. " + a.query().text() + " " + op));
        }
        default -> {
          statuses.add(Status.FAIL);
          Value v = QueryResult.valueOf(r.lhs());
          failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant as the right-hand side of "
              + op + " did not resolve", a));
        }
      }
    }
  }

  static Failure missing(QueryResult.Unresolved u, String message, Ast.Access a, String reason) {
    List<String> keys = u.remaining().isEmpty() ? List.of() : Arrays.asList(u.remaining().split("\\."));
    return new Failure(u.traversedTo(), keys, message, reason, a);
  }
}
