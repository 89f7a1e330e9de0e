package dev.cairn.guard;

import dev.cairn.guard.Ast.Op;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code map[ keys == /regex/ ]}: the values of the entries whose keys match. */
final class KeyFilters {

  private KeyFilters() {}

  static List<QueryResult> select(int i, List<Ast.Part> query, Value current, Scope scope, Ast.KeyFilter f) {
    if (!(current instanceof Value.Struct s)) {
      return Queries.unresolved(current, query, i, "Map Filter for keys was not a struct "
          + Value.typeName(current) + " " + current.path());
    }
    List<QueryResult> rhs;
    if (f.compareWith() instanceof Ast.LiteralValue lit) {
      rhs = List.of(new QueryResult.Literal(lit.value()));
    } else if (f.compareWith() instanceof Ast.QueryValue qv) {
      rhs = Queries.retrieve(0, qv.query().parts(), current, scope);
    } else {
      rhs = Functions.call((Ast.FunctionCall) f.compareWith(), scope);
    }
    boolean in = f.cmp().op() == Op.IN || rhs.size() > 1;
    boolean not = f.cmp().not();
    List<QueryResult> out = new ArrayList<>();
    for (Map.Entry<String, Value> e : s.entries().entrySet()) {
      Value key = new Value.Str(e.getValue().path(), e.getKey());
      int passes = 0;
      for (QueryResult r : rhs) {
        Value rv = QueryResult.valueOf(r);
        if (rv != null && matches(key, rv, in, not, r instanceof QueryResult.Literal)) {
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

  private static boolean matches(Value key, Value rhs, boolean in, boolean not, boolean literal) {
    Compare.Outcome o;
    if (in) {
      if (rhs instanceof Value.Str r) {
        o = Compare.of(r.value().contains(((Value.Str) key).value()));
      } else if (rhs instanceof Value.Lst l) {
        o = Compare.Outcome.FALSE;
        for (Value each : l.items()) {
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
      if (o == Compare.Outcome.INCOMPARABLE && literal && rhs instanceof Value.Lst l && l.items().size() == 1) {
        o = Compare.eq(key, l.items().get(0));
      }
    }
    if (o == Compare.Outcome.INCOMPARABLE) {
      return false;
    }
    return (o == Compare.Outcome.TRUE) != not;
  }
}
