package dev.cairn.guard;

import dev.cairn.guard.GuardAst.Part;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Resolves a query against a value as cfn-guard 3.1.1 does: a missing key, an index out of bounds, a
 * {@code *} over an empty map or a {@code [*]} over an empty list gives an unresolved result (which
 * {@code exists} fails and a comparison reports), while a filter that selects nothing gives no result
 * at all (which makes the clause SKIP).
 */
final class Queries {

  private Queries() {}

  static List<GuardQueryResult> retrieve(int i, List<Part> query, GuardValue current, GuardScope scope) {
    if (i >= query.size()) {
      return List.of(new GuardQueryResult.Resolved(current));
    }
    Part part = query.get(i);
    if (i == 0 && part instanceof GuardAst.Variable v) {
      return fromVariable(query, scope.variable(v.name()), scope);
    }
    if (part instanceof GuardAst.This) {
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof GuardAst.Key k) {
      return key(i, query, current, scope, k.name());
    }
    if (part instanceof GuardAst.Variable v) {
      return interpolated(i, query, current, scope, v.name());
    }
    if (part instanceof GuardAst.Index idx) {
      if (current instanceof GuardValue.Lst l) {
        return index(i, query, current, l, idx.index(), scope);
      }
      return unresolved(current, query, i, "Attempting to retrieve from index " + idx.index()
          + " but type is not an array at path " + current.path());
    }
    if (part instanceof GuardAst.AllIndices) {
      if (current instanceof GuardValue.Lst l) {
        return each(i, query, current, l.items(), scope);
      }
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof GuardAst.AllValues) {
      if (current instanceof GuardValue.Lst l) {
        return each(i, query, current, l.items(), scope);
      }
      if (current instanceof GuardValue.Struct s) {
        if (s.entries().isEmpty()) {
          return unresolved(current, query, i, "No more entries for value at path = " + current.path()
              + " on type = map ");
        }
        List<GuardQueryResult> out = new ArrayList<>();
        for (GuardValue v : s.entries().values()) {
          out.addAll(retrieve(i + 1, query, v, new GuardScope.OfValue(scope, v)));
        }
        return out;
      }
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof GuardAst.Filter f) {
      return filter(i, query, current, scope, f);
    }
    return KeyFilters.select(i, query, current, scope, (GuardAst.KeyFilter) part);
  }

  private static List<GuardQueryResult> fromVariable(List<Part> query, List<GuardQueryResult> values, GuardScope scope) {
    List<GuardQueryResult> out = new ArrayList<>();
    int next = query.size() > 1 && query.get(1) instanceof GuardAst.AllIndices ? 2 : 1;
    for (GuardQueryResult r : values) {
      GuardValue v = GuardQueryResult.valueOf(r);
      if (v == null || next >= query.size()) {
        out.add(r);
      } else {
        out.addAll(retrieve(next, query, v, new GuardScope.OfValue(scope, v)));
      }
    }
    return out;
  }

  private static List<GuardQueryResult> key(int i, List<Part> query, GuardValue current, GuardScope scope, String key) {
    Integer asIndex = parseIndex(key);
    if (asIndex != null) {
      if (current instanceof GuardValue.Lst l) {
        return index(i, query, current, l, asIndex, scope);
      }
      return unresolved(current, query, i, "Attempting to retrieve from index " + asIndex
          + " but type is not an array at path " + current.path());
    }
    if (current instanceof GuardValue.Struct s) {
      GuardValue v = s.entries().get(key);
      if (v != null) {
        return retrieve(i + 1, query, v, scope);
      }
      for (String alternative : KeyCases.alternatives(key)) {
        GuardValue found = s.entries().get(alternative);
        if (found != null) {
          return retrieve(i + 1, query, found, scope);
        }
      }
      return unresolved(current, query, i, "Could not find key " + key + " inside struct at path " + current.path());
    }
    return unresolved(current, query, i, "Attempting to retrieve from key " + key
        + " but type is not an struct type at path " + current.path() + ", Type = " + GuardValue.typeName(current));
  }

  /** {@code a.%var}: the keys are the variable's string values. */
  private static List<GuardQueryResult> interpolated(int i, List<Part> query, GuardValue current, GuardScope scope, String var) {
    if (!(current instanceof GuardValue.Struct s)) {
      return unresolved(current, query, i, "Attempting to retrieve from key %" + var
          + " but type is not an struct type at path " + current.path());
    }
    List<GuardQueryResult> out = new ArrayList<>();
    for (GuardQueryResult r : scope.variable(var)) {
      GuardValue key = GuardQueryResult.valueOf(r);
      if (key == null) {
        out.addAll(unresolved(current, query, i, "Keys returned for variable " + var + " could not completely resolve"));
      } else if (key instanceof GuardValue.Str str) {
        out.addAll(lookup(i, query, s, str.value(), scope));
      } else if (key instanceof GuardValue.Lst l) {
        for (GuardValue each : l.items()) {
          if (!(each instanceof GuardValue.Str str)) {
            throw new GuardEvalException("Variable projections inside query " + query + " returned a non-string key");
          }
          out.addAll(lookup(i, query, s, str.value(), scope));
        }
      } else {
        throw new GuardEvalException("Variable projections inside query returned a non-string key of type "
            + GuardValue.typeName(key));
      }
    }
    return out;
  }

  private static List<GuardQueryResult> lookup(int i, List<Part> query, GuardValue.Struct s, String key, GuardScope scope) {
    GuardValue v = s.entries().get(key);
    if (v != null) {
      return retrieve(i + 1, query, v, scope);
    }
    return unresolved(s, query, i, "Could not locate key = " + key + " inside struct at path = " + s.path());
  }

  private static List<GuardQueryResult> index(int i, List<Part> query, GuardValue current, GuardValue.Lst l, int index, GuardScope scope) {
    int check = Math.abs(index);
    if (check < l.items().size()) {
      return retrieve(i + 1, query, l.items().get(check), scope);
    }
    return unresolved(current, query, i, "Array Index out of bounds for path = " + current.path()
        + " on index = " + index);
  }

  private static List<GuardQueryResult> each(int i, List<Part> query, GuardValue current, List<GuardValue> items, GuardScope scope) {
    if (items.isEmpty()) {
      return unresolved(current, query, i, "No more entries for value at path = " + current.path()
          + " on type = array ");
    }
    List<GuardQueryResult> out = new ArrayList<>();
    for (GuardValue v : items) {
      out.addAll(retrieve(i + 1, query, v, scope));
    }
    return out;
  }

  private static List<GuardQueryResult> filter(int i, List<Part> query, GuardValue current, GuardScope scope, GuardAst.Filter f) {
    Part previous = i > 0 ? query.get(i - 1) : null;
    // after *, [*], a variable or this the filter tests the value itself; after a key, each of its values
    boolean afterAll = previous instanceof GuardAst.AllValues || previous instanceof GuardAst.AllIndices
        || previous instanceof GuardAst.Variable || previous instanceof GuardAst.This;
    if (current instanceof GuardValue.Struct s) {
      if (afterAll) {
        return selects(f, current, scope) ? retrieve(i + 1, query, current, scope) : List.of();
      }
      List<GuardQueryResult> out = new ArrayList<>();
      for (Map.Entry<String, GuardValue> e : s.entries().entrySet()) {
        GuardScope of = new GuardScope.OfValue(scope, e.getValue());
        if (selects(f, e.getValue(), of)) {
          out.addAll(retrieve(i + 1, query, e.getValue(), of));
        }
      }
      return out;
    }
    if (current instanceof GuardValue.Lst l) {
      List<GuardQueryResult> out = new ArrayList<>();
      for (GuardValue v : l.items()) {
        if (selects(f, v, scope)) {
          out.addAll(retrieve(i + 1, query, v, scope));
        }
      }
      return out;
    }
    if (previous instanceof GuardAst.AllIndices) {
      return selects(f, current, scope) ? retrieve(i + 1, query, current, scope) : List.of();
    }
    return unresolved(current, query, i, "Filter on value type that was not a struct or array "
        + GuardValue.typeName(current) + " " + current.path());
  }

  private static boolean selects(GuardAst.Filter f, GuardValue v, GuardScope scope) {
    return GuardEvaluator.conjunction(f.conjunctions(), new GuardScope.OfValue(scope, v), null) == Status.PASS;
  }

  static List<GuardQueryResult> unresolved(GuardValue current, List<Part> query, int from, String reason) {
    return List.of(new GuardQueryResult.Unresolved(current, remaining(query, from), reason));
  }

  /** The keys of the query from {@code from} on, for a missing-property report. */
  private static String remaining(List<Part> query, int from) {
    StringBuilder sb = new StringBuilder();
    for (int j = from; j < query.size(); j++) {
      Part p = query.get(j);
      if (p instanceof GuardAst.Key k) {
        if (sb.length() > 0) {
          sb.append('.');
        }
        sb.append(k.name());
      } else {
        break;
      }
    }
    return sb.toString();
  }

  private static Integer parseIndex(String key) {
    if (key.isEmpty() || key.length() > 10) {
      return null;
    }
    int start = key.charAt(0) == '-' || key.charAt(0) == '+' ? 1 : 0;
    if (start == key.length()) {
      return null;
    }
    for (int j = start; j < key.length(); j++) {
      if (key.charAt(j) < '0' || key.charAt(j) > '9') {
        return null;
      }
    }
    return Integer.parseInt(key);
  }
}
