package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Op;
import java.util.ArrayList;
import java.util.List;

/**
 * The binary operators ({@code ==}, {@code in}, {@code <}, ...) over the values of two queries, as
 * cfn-guard 3.1.1 pairs them: a single literal on either side is compared with each value of the other
 * (a one-element literal list with a scalar as its element), two queries are compared as sets, and a
 * list value on the left is compared element by element with a scalar on the right.
 */
final class GuardOperators {

  enum Kind { SUCCESS, FAIL, INCOMPARABLE, LHS_UNRESOLVED, RHS_UNRESOLVED }

  /** What a comparison compared: one pair, or a set ({@code diff}: the values that made it fail). */
  enum Shape { VALUE, LIST_IN, QUERY_IN }

  record Result(Kind kind, Shape shape, GuardQueryResult lhs, GuardValue rhs, List<GuardValue> lhsSet, List<GuardValue> diff) {

    static Result pair(Compare.Outcome o, GuardValue lhs, GuardValue rhs) {
      Kind k = o == Compare.Outcome.TRUE ? Kind.SUCCESS : o == Compare.Outcome.FALSE ? Kind.FAIL : Kind.INCOMPARABLE;
      return new Result(k, Shape.VALUE, new GuardQueryResult.Resolved(lhs), rhs, List.of(), List.of());
    }
  }

  private GuardOperators() {}

  /** The per-value results, or null when either side selected nothing (the clause SKIPs). */
  static List<Result> compare(GuardAst.Cmp cmp, List<GuardQueryResult> lhs, List<GuardQueryResult> rhs) {
    if (lhs.isEmpty() || rhs.isEmpty()) {
      return null;
    }
    List<Result> out = new ArrayList<>();
    switch (cmp.op()) {
      case EQ -> Equality.compare(lhs, rhs, out);
      case IN -> Membership.compare(lhs, rhs, out);
      default -> ordered(cmp.op(), lhs, rhs, out);
    }
    return cmp.not() ? negate(out) : out;
  }

  private static void ordered(Op op, List<GuardQueryResult> lhs, List<GuardQueryResult> rhs, List<Result> out) {
    List<GuardValue> left = flattened(lhs, out, null);
    List<GuardValue> right = flattened(rhs, out, left);
    for (GuardValue l : left) {
      for (GuardValue r : right) {
        Integer c = Compare.order(l, r);
        Compare.Outcome o = c == null ? Compare.Outcome.INCOMPARABLE : Compare.of(switch (op) {
          case LT -> c < 0;
          case LE -> c <= 0;
          case GT -> c > 0;
          default -> c >= 0;
        });
        out.add(Result.pair(o, l, r));
      }
    }
  }

  /**
   * The values of one side, lists expanded one level; unresolved values become results of their own
   * (on the right, one per left-hand value).
   */
  private static List<GuardValue> flattened(List<GuardQueryResult> side, List<Result> out, List<GuardValue> lhsForRhs) {
    List<GuardValue> values = new ArrayList<>();
    for (GuardQueryResult r : side) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v == null) {
        unresolved(r, out, lhsForRhs);
      } else if (v instanceof GuardValue.Lst l) {
        values.addAll(l.items());
      } else {
        values.add(v);
      }
    }
    return values;
  }

  /** The resolved values of one side, in order; unresolved ones become results as in {@link #flattened}. */
  static List<GuardValue> selected(List<GuardQueryResult> side, List<Result> out, List<GuardValue> lhsForRhs) {
    List<GuardValue> values = new ArrayList<>();
    for (GuardQueryResult r : side) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v == null) {
        unresolved(r, out, lhsForRhs);
      } else {
        values.add(v);
      }
    }
    return values;
  }

  private static void unresolved(GuardQueryResult r, List<Result> out, List<GuardValue> lhsForRhs) {
    if (lhsForRhs == null) {
      out.add(new Result(Kind.LHS_UNRESOLVED, Shape.VALUE, r, null, List.of(), List.of()));
    } else {
      for (GuardValue l : lhsForRhs) {
        out.add(new Result(Kind.RHS_UNRESOLVED, Shape.VALUE, new GuardQueryResult.Resolved(l), null, List.of(), List.of()));
      }
    }
  }

  static boolean isLiteral(List<GuardQueryResult> side) {
    return side.size() == 1 && side.get(0) instanceof GuardQueryResult.Literal;
  }

  /** {@code !=}, {@code not in}: success and failure swap; sets fail on the values that were found. */
  private static List<Result> negate(List<Result> results) {
    List<Result> out = new ArrayList<>(results.size());
    for (Result r : results) {
      if (r.kind() == Kind.FAIL && r.shape() != Shape.VALUE) {
        List<GuardValue> members = r.shape() == Shape.QUERY_IN ? r.lhsSet() : ((GuardValue.Lst) GuardQueryResult.valueOf(r.lhs())).items();
        List<GuardValue> reverse = new ArrayList<>();
        for (GuardValue m : members) {
          if (!Compare.contains(r.diff(), m)) {
            reverse.add(m);
          }
        }
        out.add(new Result(reverse.isEmpty() ? Kind.SUCCESS : Kind.FAIL, r.shape(), r.lhs(), r.rhs(), r.lhsSet(), reverse));
      } else if (r.kind() == Kind.FAIL) {
        out.add(new Result(Kind.SUCCESS, r.shape(), r.lhs(), r.rhs(), r.lhsSet(), r.diff()));
      } else if (r.kind() == Kind.SUCCESS && r.shape() != Shape.VALUE) {
        List<GuardValue> all = r.shape() == Shape.QUERY_IN ? r.lhsSet() : ((GuardValue.Lst) GuardQueryResult.valueOf(r.lhs())).items();
        out.add(new Result(Kind.FAIL, r.shape(), r.lhs(), r.rhs(), r.lhsSet(), all));
      } else if (r.kind() == Kind.SUCCESS) {
        out.add(new Result(Kind.FAIL, r.shape(), r.lhs(), r.rhs(), r.lhsSet(), r.diff()));
      } else {
        out.add(r);
      }
    }
    return out;
  }
}
