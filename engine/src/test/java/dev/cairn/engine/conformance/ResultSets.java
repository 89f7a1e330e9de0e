package dev.cairn.engine.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Compares result sets the way OPA's conformance runner does: each solution becomes an object of
 * its bindings as JSON (sets become sorted arrays), the solutions form a set, and with
 * {@code sort_bindings} a binding whose value is an array is sorted first.
 */
final class ResultSets {
  private ResultSets() {}

  static TreeSet<Value> expected(List<JsonNode> want, boolean sortBindings) {
    TreeSet<Value> out = new TreeSet<>(ValueOrder::compare);
    for (JsonNode binding : want) {
      ObjectValue.Builder b = ObjectValue.builder();
      Iterator<Map.Entry<String, JsonNode>> it = binding.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        b.put(e.getKey(), normalize(Json.fromJson(e.getValue()), sortBindings));
      }
      out.add(b.build());
    }
    return out;
  }

  static TreeSet<Value> actual(QueryResult result, boolean sortBindings) {
    TreeSet<Value> out = new TreeSet<>(ValueOrder::compare);
    for (QueryResult.Solution s : result.solutions()) {
      ObjectValue.Builder b = ObjectValue.builder();
      for (Map.Entry<String, Value> e : s.bindings().entrySet()) {
        Value asJson = Json.fromJson(Json.toJson(e.getValue()));
        b.put(e.getKey(), normalize(asJson, sortBindings));
      }
      out.add(b.build());
    }
    return out;
  }

  static boolean same(TreeSet<Value> a, TreeSet<Value> b) {
    if (a.size() != b.size()) {
      return false;
    }
    Iterator<Value> ia = a.iterator();
    Iterator<Value> ib = b.iterator();
    while (ia.hasNext()) {
      if (ValueOrder.compare(ia.next(), ib.next()) != 0) {
        return false;
      }
    }
    return true;
  }

  /** The set as compact JSON, cut short so a failure line stays readable. */
  static String describe(TreeSet<Value> set) {
    String s = Json.write(ArrayValue.of(new ArrayList<>(set)));
    return s.length() > 400 ? s.substring(0, 400) + "..." : s;
  }

  private static Value normalize(Value v, boolean sortBindings) {
    if (sortBindings && v instanceof ArrayValue a) {
      List<Value> items = new ArrayList<>(a.items());
      items.sort(ValueOrder::compare);
      return ArrayValue.of(items);
    }
    return v;
  }
}
