package dev.cairn.guard;

import dev.cairn.guard.GuardOperators.Kind;
import dev.cairn.guard.GuardOperators.Result;
import dev.cairn.guard.GuardOperators.Shape;
import java.util.ArrayList;
import java.util.List;

/** {@code ==} between the values of two sides (cfn-guard's EqOperation). */
final class Equality {

  private Equality() {}

  static void compare(List<GuardQueryResult> lhs, List<GuardQueryResult> rhs, List<Result> out) {
    boolean litL = GuardOperators.isLiteral(lhs);
    boolean litR = GuardOperators.isLiteral(rhs);
    if (litL && litR) {
      GuardValue l = GuardQueryResult.valueOf(lhs.get(0));
      GuardValue r = GuardQueryResult.valueOf(rhs.get(0));
      out.add(Result.pair(Compare.eq(l, r), l, r));
    } else if (litL) {
      GuardValue l = GuardQueryResult.valueOf(lhs.get(0));
      List<GuardValue> right = GuardOperators.selected(rhs, out, List.of(l));
      for (GuardValue r : right) {
        if (!(l instanceof GuardValue.Lst) && r instanceof GuardValue.Lst rl) {
          for (GuardValue each : rl.items()) {
            out.add(Result.pair(Compare.eq(l, each), l, each));
          }
        } else {
          out.add(Result.pair(Compare.eq(l, r), l, r));
        }
      }
    } else if (litR) {
      GuardValue r = GuardQueryResult.valueOf(rhs.get(0));
      List<GuardValue> left = GuardOperators.selected(lhs, out, null);
      for (GuardValue l : left) {
        if (r instanceof GuardValue.Lst rl) {
          GuardValue against = GuardValue.isScalar(l) && rl.items().size() == 1 ? rl.items().get(0) : r;
          out.add(Result.pair(Compare.eq(l, against), l, against));
        } else if (l instanceof GuardValue.Lst ll) {
          for (GuardValue each : ll.items()) {
            out.add(Result.pair(Compare.eq(each, r), each, r));
          }
        } else {
          out.add(Result.pair(Compare.eq(l, r), l, r));
        }
      }
    } else {
      List<GuardValue> left = GuardOperators.selected(lhs, out, null);
      List<GuardValue> right = GuardOperators.selected(rhs, out, left);
      List<GuardValue> diff = new ArrayList<>();
      if (left.size() > right.size()) {
        for (GuardValue l : left) {
          if (!Compare.contains(right, l)) {
            diff.add(l);
          }
        }
      } else {
        for (GuardValue r : right) {
          if (!Compare.contains(left, r)) {
            diff.add(r);
          }
        }
      }
      out.add(new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.QUERY_IN, null, null, left, diff));
    }
  }
}
