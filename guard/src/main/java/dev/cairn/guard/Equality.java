package dev.cairn.guard;

import dev.cairn.guard.Operators.Kind;
import dev.cairn.guard.Operators.Result;
import dev.cairn.guard.Operators.Shape;
import java.util.ArrayList;
import java.util.List;

/** {@code ==} between the values of two sides (cfn-guard's EqOperation). */
final class Equality {

  private Equality() {}

  static void compare(List<QueryResult> lhs, List<QueryResult> rhs, List<Result> out) {
    boolean litL = Operators.isLiteral(lhs);
    boolean litR = Operators.isLiteral(rhs);
    if (litL && litR) {
      Value l = QueryResult.valueOf(lhs.get(0));
      Value r = QueryResult.valueOf(rhs.get(0));
      out.add(Result.pair(Compare.eq(l, r), l, r));
    } else if (litL) {
      Value l = QueryResult.valueOf(lhs.get(0));
      List<Value> right = Operators.selected(rhs, out, List.of(l));
      for (Value r : right) {
        if (!(l instanceof Value.Lst) && r instanceof Value.Lst rl) {
          for (Value each : rl.items()) {
            out.add(Result.pair(Compare.eq(l, each), l, each));
          }
        } else {
          out.add(Result.pair(Compare.eq(l, r), l, r));
        }
      }
    } else if (litR) {
      Value r = QueryResult.valueOf(rhs.get(0));
      List<Value> left = Operators.selected(lhs, out, null);
      for (Value l : left) {
        if (r instanceof Value.Lst rl) {
          Value against = Value.isScalar(l) && rl.items().size() == 1 ? rl.items().get(0) : r;
          out.add(Result.pair(Compare.eq(l, against), l, against));
        } else if (l instanceof Value.Lst ll) {
          for (Value each : ll.items()) {
            out.add(Result.pair(Compare.eq(each, r), each, r));
          }
        } else {
          out.add(Result.pair(Compare.eq(l, r), l, r));
        }
      }
    } else {
      List<Value> left = Operators.selected(lhs, out, null);
      List<Value> right = Operators.selected(rhs, out, left);
      List<Value> diff = new ArrayList<>();
      if (left.size() > right.size()) {
        for (Value l : left) {
          if (!Compare.contains(right, l)) {
            diff.add(l);
          }
        }
      } else {
        for (Value r : right) {
          if (!Compare.contains(left, r)) {
            diff.add(r);
          }
        }
      }
      out.add(new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.QUERY_IN, null, null, left, diff));
    }
  }
}
