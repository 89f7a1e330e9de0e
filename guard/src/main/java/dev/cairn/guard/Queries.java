package dev.cairn.guard;

import dev.cairn.guard.Ast.Part;
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

  static List<QueryResult> retrieve(int i, List<Part> query, Value current, Scope scope) {
    if (i >= query.size()) {
      return List.of(new QueryResult.Resolved(current));
    }
    Part part = query.get(i);
    if (i == 0 && part instanceof Ast.Variable v) {
      return fromVariable(query, scope.variable(v.name()), scope);
    }
    if (part instanceof Ast.This) {
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof Ast.Key k) {
      return key(i, query, current, scope, k.name());
    }
    if (part instanceof Ast.Variable v) {
      return interpolated(i, query, current, scope, v.name());
    }
    if (part instanceof Ast.Index idx) {
      if (current instanceof Value.Lst l) {
        return index(i, query, current, l, idx.index(), scope);
      }
      return unresolved(current, query, i, "Attempting to retrieve from index " + idx.index()
          + " but type is not an array at path " + current.path());
    }
    if (part instanceof Ast.AllIndices) {
      if (current instanceof Value.Lst l) {
        return each(i, query, current, l.items(), scope);
      }
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof Ast.AllValues) {
      if (current instanceof Value.Lst l) {
        return each(i, query, current, l.items(), scope);
      }
      if (current instanceof Value.Struct s) {
        if (s.entries().isEmpty()) {
          return unresolved(current, query, i, "No more entries for value at path = " + current.path()
              + " on type = map ");
        }
        List<QueryResult> out = new ArrayList<>();
        for (Value v : s.entries().values()) {
          out.addAll(retrieve(i + 1, query, v, new Scope.OfValue(scope, v)));
        }
        return out;
      }
      return retrieve(i + 1, query, current, scope);
    }
    if (part instanceof Ast.Filter f) {
      return filter(i, query, current, scope, f);
    }
    return KeyFilters.select(i, query, current, scope, (Ast.KeyFilter) part);
  }

  private static List<QueryResult> fromVariable(List<Part> query, List<QueryResult> values, Scope scope) {
    List<QueryResult> out = new ArrayList<>();
    int next = query.size() > 1 && query.get(1) instanceof Ast.AllIndices ? 2 : 1;
    for (QueryResult r : values) {
      Value v = QueryResult.valueOf(r);
      if (v == null || next >= query.size()) {
        out.add(r);
      } else {
        out.addAll(retrieve(next, query, v, new Scope.OfValue(scope, v)));
      }
    }
    return out;
  }

  private static List<QueryResult> key(int i, List<Part> query, Value current, Scope scope, String key) {
    Integer asIndex = parseIndex(key);
    if (asIndex != null) {
      if (current instanceof Value.Lst l) {
        return index(i, query, current, l, asIndex, scope);
      }
      return unresolved(current, query, i, "Attempting to retrieve from index " + asIndex
          + " but type is not an array at path " + current.path());
    }
    if (current instanceof Value.Struct s) {
      Value v = s.entries().get(key);
      if (v != null) {
        return retrieve(i + 1, query, v, scope);
      }
      for (String alternative : KeyCases.alternatives(key)) {
        Value found = s.entries().get(alternative);
        if (found != null) {
          return retrieve(i + 1, query, found, scope);
        }
      }
      return unresolved(current, query, i, "Could not find key " + key + " inside struct at path " + current.path());
    }
    return unresolved(current, query, i, "Attempting to retrieve from key " + key
        + " but type is not an struct type at path " + current.path() + ", Type = " + Value.typeName(current));
  }

  /** {@code a.%var}: the keys are the variable's string values. */
  private static List<QueryResult> interpolated(int i, List<Part> query, Value current, Scope scope, String var) {
    if (!(current instanceof Value.Struct s)) {
      return unresolved(current, query, i, "Attempting to retrieve from key %" + var
          + " but type is not an struct type at path " + current.path());
    }
    List<QueryResult> out = new ArrayList<>();
    for (QueryResult r : scope.variable(var)) {
      Value key = QueryResult.valueOf(r);
      if (key == null) {
        out.addAll(unresolved(current, query, i, "Keys returned for variable " + var + " could not completely resolve"));
      } else if (key instanceof Value.Str str) {
        out.addAll(lookup(i, query, s, str.value(), scope));
      } else if (key instanceof Value.Lst l) {
        for (Value each : l.items()) {
          if (!(each instanceof Value.Str str)) {
            throw new GuardEvalException("Variable projections inside query " + query + " returned a non-string key");
          }
          out.addAll(lookup(i, query, s, str.value(), scope));
        }
      } else {
        throw new GuardEvalException("Variable projections inside query returned a non-string key of type "
            + Value.typeName(key));
      }
    }
    return out;
  }

  private static List<QueryResult> lookup(int i, List<Part> query, Value.Struct s, String key, Scope scope) {
    Value v = s.entries().get(key);
    if (v != null) {
      return retrieve(i + 1, query, v, scope);
    }
    return unresolved(s, query, i, "Could not locate key = " + key + " inside struct at path = " + s.path());
  }

  private static List<QueryResult> index(int i, List<Part> query, Value current, Value.Lst l, int index, Scope scope) {
    int check = Math.abs(index);
    if (check < l.items().size()) {
      return retrieve(i + 1, query, l.items().get(check), scope);
    }
    return unresolved(current, query, i, "Array Index out of bounds for path = " + current.path()
        + " on index = " + index);
  }

  private static List<QueryResult> each(int i, List<Part> query, Value current, List<Value> items, Scope scope) {
    if (items.isEmpty()) {
      return unresolved(current, query, i, "No more entries for value at path = " + current.path()
          + " on type = array ");
    }
    List<QueryResult> out = new ArrayList<>();
    for (Value v : items) {
      out.addAll(retrieve(i + 1, query, v, scope));
    }
    return out;
  }

  private static List<QueryResult> filter(int i, List<Part> query, Value current, Scope scope, Ast.Filter f) {
    Part previous = i > 0 ? query.get(i - 1) : null;
    // after *, [*], a variable or this the filter tests the value itself; after a key, each of its values
    boolean afterAll = previous instanceof Ast.AllValues || previous instanceof Ast.AllIndices
        || previous instanceof Ast.Variable || previous instanceof Ast.This;
    if (current instanceof Value.Struct s) {
      if (afterAll) {
        return selects(f, current, scope) ? retrieve(i + 1, query, current, scope) : List.of();
      }
      List<QueryResult> out = new ArrayList<>();
      for (Map.Entry<String, Value> e : s.entries().entrySet()) {
        Scope of = new Scope.OfValue(scope, e.getValue());
        if (selects(f, e.getValue(), of)) {
          out.addAll(retrieve(i + 1, query, e.getValue(), of));
        }
      }
      return out;
    }
    if (current instanceof Value.Lst l) {
      List<QueryResult> out = new ArrayList<>();
      for (Value v : l.items()) {
        if (selects(f, v, scope)) {
          out.addAll(retrieve(i + 1, query, v, scope));
        }
      }
      return out;
    }
    if (previous instanceof Ast.AllIndices) {
      return selects(f, current, scope) ? retrieve(i + 1, query, current, scope) : List.of();
    }
    return unresolved(current, query, i, "Filter on value type that was not a struct or array "
        + Value.typeName(current) + " " + current.path());
  }

  private static boolean selects(Ast.Filter f, Value v, Scope scope) {
    return Evaluator.conjunction(f.conjunctions(), new Scope.OfValue(scope, v), null) == Status.PASS;
  }

  static List<QueryResult> unresolved(Value current, List<Part> query, int from, String reason) {
    return List.of(new QueryResult.Unresolved(current, remaining(query, from), reason));
  }

  /** The keys of the query from {@code from} on, for a missing-property report. */
  private static String remaining(List<Part> query, int from) {
    StringBuilder sb = new StringBuilder();
    for (int j = from; j < query.size(); j++) {
      Part p = query.get(j);
      if (p instanceof Ast.Key k) {
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
