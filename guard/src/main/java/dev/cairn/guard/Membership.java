package dev.cairn.guard;

import dev.cairn.guard.GuardOperators.Kind;
import dev.cairn.guard.GuardOperators.Result;
import dev.cairn.guard.GuardOperators.Shape;
import java.util.ArrayList;
import java.util.List;

/** {@code in} (cfn-guard's InOperation): a value in a list, a list within a list, a string within a string. */
final class Membership {

  private Membership() {}

  static void compare(List<GuardQueryResult> lhs, List<GuardQueryResult> rhs, List<Result> out) {
    boolean litL = GuardOperators.isLiteral(lhs);
    boolean litR = GuardOperators.isLiteral(rhs);
    if (litL && litR) {
      GuardValue l = GuardQueryResult.valueOf(lhs.get(0));
      GuardValue r = GuardQueryResult.valueOf(rhs.get(0));
      Result s = stringIn(l, r);
      out.add(s.kind() == Kind.SUCCESS ? s : containedIn(l, r));
    } else if (litL) {
      GuardValue l = GuardQueryResult.valueOf(lhs.get(0));
      List<GuardValue> right = GuardOperators.selected(rhs, out, List.of(l));
      if (right.stream().anyMatch(v -> v instanceof GuardValue.Lst)) {
        right.forEach(r -> out.add(containedIn(l, r)));
      } else if (l instanceof GuardValue.Lst ll) {
        List<GuardValue> diff = new ArrayList<>();
        for (GuardValue each : ll.items()) {
          if (!Compare.contains(right, each)) {
            diff.add(each);
          }
        }
        out.add(new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.QUERY_IN, null, null, List.of(l), diff));
      } else {
        right.forEach(r -> out.add(containedIn(l, r)));
      }
    } else if (litR) {
      GuardValue r = GuardQueryResult.valueOf(rhs.get(0));
      for (GuardValue l : GuardOperators.selected(lhs, out, null)) {
        if (r instanceof GuardValue.Str) {
          if (l instanceof GuardValue.Lst ll) {
            ll.items().forEach(each -> out.add(stringIn(each, r)));
          } else {
            out.add(stringIn(l, r));
          }
        } else {
          out.add(containedIn(l, r));
        }
      }
    } else {
      List<GuardValue> left = GuardOperators.selected(lhs, out, null);
      List<GuardValue> right = GuardOperators.selected(rhs, out, left);
      List<GuardValue> diff = new ArrayList<>();
      for (GuardValue l : left) {
        boolean found = false;
        for (GuardValue r : right) {
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

  private static Result stringIn(GuardValue l, GuardValue r) {
    if (l instanceof GuardValue.Str ls && r instanceof GuardValue.Str rs) {
      return Result.pair(Compare.of(rs.value().contains(ls.value())), l, r);
    }
    return Result.pair(Compare.Outcome.INCOMPARABLE, l, r);
  }

  static Result containedIn(GuardValue l, GuardValue r) {
    if (l instanceof GuardValue.Lst ll) {
      if (!(r instanceof GuardValue.Lst rl)) {
        return Result.pair(Compare.Outcome.INCOMPARABLE, l, r);
      }
      if (!rl.items().isEmpty() && rl.items().get(0) instanceof GuardValue.Lst) {
        boolean in = Compare.contains(rl.items(), l);
        return new Result(in ? Kind.SUCCESS : Kind.FAIL, Shape.LIST_IN, new GuardQueryResult.Resolved(l), r, List.of(),
            in ? List.of() : List.of(l));
      }
      List<GuardValue> diff = new ArrayList<>();
      for (GuardValue each : ll.items()) {
        if (!Compare.contains(rl.items(), each)) {
          diff.add(each);
        }
      }
      return new Result(diff.isEmpty() ? Kind.SUCCESS : Kind.FAIL, Shape.LIST_IN, new GuardQueryResult.Resolved(l), r,
          List.of(), diff);
    }
    if (r instanceof GuardValue.Lst rl) {
      return Result.pair(Compare.of(Compare.contains(rl.items(), l)), l, r);
    }
    return Result.pair(Compare.eq(l, r), l, r);
  }
}
