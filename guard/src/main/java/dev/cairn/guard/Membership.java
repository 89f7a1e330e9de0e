package dev.cairn.guard;

import dev.cairn.guard.Operators.Kind;
import dev.cairn.guard.Operators.Result;
import dev.cairn.guard.Operators.Shape;
import java.util.ArrayList;
import java.util.List;

/** {@code in} (cfn-guard's InOperation): a value in a list, a list within a list, a string within a string. */
final class Membership {

  private Membership() {}

  static void compare(List<QueryResult> lhs, List<QueryResult> rhs, List<Result> out) {
    boolean litL = Operators.isLiteral(lhs);
    boolean litR = Operators.isLiteral(rhs);
    if (litL && litR) {
      Value l = QueryResult.valueOf(lhs.get(0));
      Value r = QueryResult.valueOf(rhs.get(0));
      Result s = stringIn(l, r);
      out.add(s.kind() == Kind.SUCCESS ? s : containedIn(l, r));
    } else if (litL) {
      Value l = QueryResult.valueOf(lhs.get(0));
      List<Value> right = Operators.selected(rhs, out, List.of(l));
      if (right.stream().anyMatch(v -> v instanceof Value.Lst)) {
        right.forEach(r -> out.add(containedIn(l, r)));
      } else if (l instanceof Value.Lst ll) {
        List<Value> diff = new ArrayList<>();
        for (Value each : ll.items()) {
          if (!Compare.contains(right, each)) {
            diff.add(each);
          }
        }
        out.add(new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.QUERY_IN, null, null, List.of(l), diff));
      } else {
        right.forEach(r -> out.add(containedIn(l, r)));
      }
    } else if (litR) {
      Value r = QueryResult.valueOf(rhs.get(0));
      for (Value l : Operators.selected(lhs, out, null)) {
        if (r instanceof Value.Str) {
          if (l instanceof Value.Lst ll) {
            ll.items().forEach(each -> out.add(stringIn(each, r)));
          } else {
            out.add(stringIn(l, r));
          }
        } else {
          out.add(containedIn(l, r));
        }
      }
    } else {
      List<Value> left = Operators.selected(lhs, out, null);
      List<Value> right = Operators.selected(rhs, out, left);
      List<Value> diff = new ArrayList<>();
      for (Value l : left) {
        boolean found = false;
        for (Value r : right) {
          if (containedIn(l, r).kind() == Kind.SUCCESS) {
            found = true;
            break;
          }
        }
        if (!found) {
          diff.add(l);
        }
      }
      out.add(new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.QUERY_IN, null, null, left, diff));
    }
  }

  private static Result stringIn(Value l, Value r) {
    if (l instanceof Value.Str ls && r instanceof Value.Str rs) {
      return Result.pair(Compare.of(rs.value().contains(ls.value())), l, r);
    }
    return Result.pair(Compare.Outcome.INCOMPARABLE, l, r);
  }

  static Result containedIn(Value l, Value r) {
    if (l instanceof Value.Lst ll) {
      if (!(r instanceof Value.Lst rl)) {
        return Result.pair(Compare.Outcome.INCOMPARABLE, l, r);
      }
      if (!rl.items().isEmpty() && rl.items().get(0) instanceof Value.Lst) {
        boolean in = Compare.contains(rl.items(), l);
        return new Result(in ? Kind.SUCCESS : Kind.FAIL, Shape.LIST_IN, new QueryResult.Resolved(l), r, List.of(),
            in ? List.of() : List.of(l));
      }
      List<Value> diff = new ArrayList<>();
      for (Value each : ll.items()) {
        if (!Compare.contains(rl.items(), each)) {
          diff.add(each);
        }
      }
      return new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.LIST_IN, new QueryResult.Resolved(l), r,
          List.of(), diff);
    }
    if (r instanceof Value.Lst rl) {
      return Result.pair(Compare.of(Compare.contains(rl.items(), l)), l, r);
    }
    return Result.pair(Compare.eq(l, r), l, r);
  }
}
