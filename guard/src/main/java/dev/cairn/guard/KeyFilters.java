package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Op;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code map[ keys == /regex/ ]}: the values of the entries whose keys match. */
final class KeyFilters {

  private KeyFilters() {}

  static List<GuardQueryResult> select(int i, List<GuardAst.Part> query, GuardValue current, GuardScope scope, GuardAst.KeyFilter f) {
    if (!(current instanceof GuardValue.Struct s)) {
      return Queries.unresolved(current, query, i, "Map Filter for keys was not a struct "
          + GuardValue.typeName(current) + " " + current.path());
    }
    List<GuardQueryResult> rhs;
    if (f.compareWith() instanceof GuardAst.LiteralValue lit) {
      rhs = List.of(new GuardQueryResult.Literal(lit.value()));
    } else if (f.compareWith() instanceof GuardAst.QueryValue qv) {
      rhs = Queries.retrieve(0, qv.query().parts(), current, scope);
    } else {
      rhs = GuardFunctions.call((GuardAst.FunctionCall) f.compareWith(), scope);
    }
    boolean in = f.cmp().op() == Op.IN || rhs.size() > 1;
    boolean not = f.cmp().not();
    List<GuardQueryResult> out = new ArrayList<>();
    for (Map.Entry<String, GuardValue> e : s.entries().entrySet()) {
      GuardValue key = new GuardValue.Str(e.getValue().path(), e.getKey());
      int passes = 0;
      for (GuardQueryResult r : rhs) {
        GuardValue rv = GuardQueryResult.valueOf(r);
        if (rv != null && matches(key, rv, in, not, r instanceof GuardQueryResult.Literal)) {
          passes++;
        }
      }
      int selections = in ? Math.min(passes, 1) : passes;
      for (int n = 0; n < selections; n++) {
        out.addAll(Queries.retrieve(i + 1, query, e.getValue(), scope));
      }
    }
    return out;
  }

  private static boolean matches(GuardValue key, GuardValue rhs, boolean in, boolean not, boolean literal) {
    Compare.Outcome o;
    if (in) {
      if (rhs instanceof GuardValue.Str r) {
        o = Compare.of(r.value().contains(((GuardValue.Str) key).value()));
      } else if (rhs instanceof GuardValue.Lst l) {
        o = Compare.Outcome.FALSE;
        for (GuardValue each : l.items()) {
          Compare.Outcome c = Compare.eq(key, each);
          if (c == Compare.Outcome.INCOMPARABLE) {
            o = c;
            break;
          }
          if (c == Compare.Outcome.TRUE) {
            o = c;
          }
        }
      } else {
        o = Compare.eq(key, rhs);
      }
    } else {
      o = Compare.eq(key, rhs);
      if (o == Compare.Outcome.INCOMPARABLE && literal && rhs instanceof GuardValue.Lst l && l.items().size() == 1) {
        o = Compare.eq(key, l.items().get(0));
      }
    }
    if (o == Compare.Outcome.INCOMPARABLE) {
      return false;
    }
    return (o == Compare.Outcome.TRUE) != not;
  }
}
