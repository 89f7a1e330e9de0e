package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Op;
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

  static Status access(GuardAst.Access a, GuardScope scope, List<Failure> sink) {
    List<GuardQueryResult> lhs = scope.query(a.query());
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
      List<GuardQueryResult> rhs = rhs(a.compareWith(), scope);
      List<GuardOperators.Result> results = GuardOperators.compare(a.cmp(), lhs, rhs);
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

  private static List<GuardQueryResult> rhs(GuardAst.Rhs rhs, GuardScope scope) {
    if (rhs instanceof GuardAst.LiteralValue lit) {
      return List.of(new GuardQueryResult.Literal(lit.value()));
    }
    if (rhs instanceof GuardAst.QueryValue q) {
      return scope.query(q.query());
    }
    return GuardFunctions.call((GuardAst.FunctionCall) rhs, scope);
  }

  /** Fills the per-value statuses, or returns the clause's status when no value decides it. */
  private static Status unary(GuardAst.Access a, List<GuardQueryResult> lhs, List<Status> statuses, List<Failure> failures) {
    List<GuardAst.Part> parts = a.query().parts();
    GuardAst.Part last = parts.get(parts.size() - 1);
    boolean emptyOnExpr = last instanceof GuardAst.Filter || last instanceof GuardAst.KeyFilter
        || (last instanceof GuardAst.Variable && parts.size() == 1);
    boolean not = a.cmp().not();
    if (emptyOnExpr && a.cmp().op() == Op.EMPTY) {
      if (lhs.isEmpty()) {
        return (!not != a.negation()) ? Status.PASS : Status.FAIL;
      }
      for (GuardQueryResult r : lhs) {
        GuardValue v = GuardQueryResult.valueOf(r);
        boolean ok = v != null ? (not ? !(v instanceof GuardValue.Null) : v instanceof GuardValue.Null) : !not;
        record(ok != a.negation(), r, a, statuses, failures);
      }
      return null;
    }
    if (lhs.isEmpty()) {
      return Status.SKIP;
    }
    for (GuardQueryResult r : lhs) {
      boolean ok = check(a.cmp().op(), r);
      record((ok != not) != a.negation(), r, a, statuses, failures);
    }
    return null;
  }

  private static boolean check(Op op, GuardQueryResult r) {
    GuardValue v = GuardQueryResult.valueOf(r);
    if (op == Op.EXISTS) {
      return v != null;
    }
    if (op == Op.EMPTY) {
      if (v == null) {
        return true;
      }
      if (v instanceof GuardValue.Lst l) {
        return l.items().isEmpty();
      }
      if (v instanceof GuardValue.Struct s) {
        return s.entries().isEmpty();
      }
      if (v instanceof GuardValue.Str s) {
        return s.value().isEmpty();
      }
      if (v instanceof GuardValue.Bool) {
        return false;
      }
      throw new GuardEvalException("Attempting EMPTY operation on type " + GuardValue.typeName(v)
          + " that does not support it at " + v.path());
    }
    return switch (op) {
      case IS_STRING -> v instanceof GuardValue.Str;
      case IS_LIST -> v instanceof GuardValue.Lst;
      case IS_STRUCT -> v instanceof GuardValue.Struct;
      case IS_BOOL -> v instanceof GuardValue.Bool;
      case IS_INT -> v instanceof GuardValue.Int;
      case IS_FLOAT -> v instanceof GuardValue.Flt;
      case IS_NULL -> v instanceof GuardValue.Null;
      default -> throw new IllegalStateException("not unary: " + op);
    };
  }

  private static void record(boolean pass, GuardQueryResult r, GuardAst.Access a, List<Status> statuses, List<Failure> failures) {
    statuses.add(pass ? Status.PASS : Status.FAIL);
    if (!pass) {
      String what = a.query().text() + " " + GuardParser.cmpText(a.cmp());
      failures.add(r instanceof GuardQueryResult.Unresolved u
          ? missing(u, a.message(), a, "Check was not compliant as property [" + u.remaining() + "] is missing. " + what)
          : new Failure(GuardQueryResult.valueOf(r), List.of(), a.message(), "Check was not compliant: " + what + " failed", a));
    }
  }

  private static void binary(GuardAst.Access a, List<GuardOperators.Result> results, List<Status> statuses, List<Failure> failures) {
    String op = GuardParser.cmpText(a.cmp());
    for (GuardOperators.Result r : results) {
      switch (r.kind()) {
        case SUCCESS -> {
          int n = r.shape() == GuardOperators.Shape.QUERY_IN ? r.lhsSet().size() : 1;
          for (int i = 0; i < n; i++) {
            statuses.add(Status.PASS);
          }
        }
        case FAIL -> {
          if (r.shape() == GuardOperators.Shape.QUERY_IN) {
            for (GuardValue v : r.diff()) {
              statuses.add(Status.FAIL);
              failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant: " + a.query().text()
                  + " " + op + " failed for " + Render.value(v), a));
            }
          } else {
            statuses.add(Status.FAIL);
            GuardValue v = GuardQueryResult.valueOf(r.lhs());
            failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant as property value "
                + Render.value(v) + " " + op + " " + Render.value(r.rhs()) + " failed", a));
          }
        }
        case INCOMPARABLE -> {
          statuses.add(Status.FAIL);
          GuardValue v = GuardQueryResult.valueOf(r.lhs());
          failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant: " + Render.value(v)
              + " and " + Render.value(r.rhs()) + " cannot be compared", a));
        }
        case LHS_UNRESOLVED -> {
          statuses.add(Status.FAIL);
          GuardQueryResult.Unresolved u = (GuardQueryResult.Unresolved) r.lhs();
          failures.add(missing(u, a.message(), a, "Check was not compliant as property [" + u.remaining()
              + "] is missing. " + a.query().text() + " " + op));
        }
        default -> {
          statuses.add(Status.FAIL);
          GuardValue v = GuardQueryResult.valueOf(r.lhs());
          failures.add(new Failure(v, List.of(), a.message(), "Check was not compliant as the right-hand side of "
              + op + " did not resolve", a));
        }
      }
    }
  }

  static Failure missing(GuardQueryResult.Unresolved u, String message, GuardAst.Access a, String reason) {
    List<String> keys = u.remaining().isEmpty() ? List.of() : Arrays.asList(u.remaining().split("\\."));
    return new Failure(u.traversedTo(), keys, message, reason, a);
  }
}
