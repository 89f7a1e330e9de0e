package dev.cairn.compat.rego;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import dev.cairn.engine.value.ValueOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What one tool said about a case: the set of query solutions (each an object of the query's
 * bindings, as JSON values), or the error codes it failed with.
 */
public sealed interface Verdict {
  /** Two tools agree when both give the same solutions, or both fail with a code in common. */
  boolean agrees(Verdict other);

  /** One line for reports. */
  String describe();

  /**
   * Agreement with a tool that reports no error codes: the same solutions, or both failing. A
   * harness problem agrees with nothing.
   */
  default boolean sameOutcome(Verdict other) {
    if (this instanceof Failure a && other instanceof Failure b) {
      return !a.codes().contains(Failure.HARNESS) && !b.codes().contains(Failure.HARNESS);
    }
    return agrees(other);
  }

  /** The solutions, canonical: each binding's value taken through JSON (sets become sorted arrays). */
  record Solutions(List<Value> solutions) implements Verdict {
    public Solutions {
      TreeSet<Value> set = new TreeSet<>(ValueOrder::compare);
      set.addAll(solutions);
      solutions = List.copyOf(set);
    }

    /** Solutions from binding maps; with {@code sortBindings}, array bindings are sorted first. */
    public static Solutions of(List<Map<String, Value>> bindings, boolean sortBindings) {
      List<Value> out = new ArrayList<>();
      for (Map<String, Value> solution : bindings) {
        ObjectValue.Builder b = ObjectValue.builder();
        for (Map.Entry<String, Value> e : solution.entrySet()) {
          b.put(e.getKey(), canonical(e.getValue(), sortBindings));
        }
        out.add(b.build());
      }
      return new Solutions(out);
    }

    /** Solutions from bindings a peer printed as JSON. */
    public static Solutions ofJson(List<Map<String, JsonNode>> bindings, boolean sortBindings) {
      List<Map<String, Value>> values = new ArrayList<>();
      for (Map<String, JsonNode> solution : bindings) {
        Map<String, Value> m = new LinkedHashMap<>();
        solution.forEach((k, v) -> m.put(k, Json.fromJson(v)));
        values.add(m);
      }
      return of(values, sortBindings);
    }

    private static Value canonical(Value v, boolean sortBindings) {
      Value json = Json.fromJson(Json.toJson(v));
      if (sortBindings && json instanceof ArrayValue a) {
        List<Value> items = new ArrayList<>(a.items());
        items.sort(ValueOrder::compare);
        return ArrayValue.of(items);
      }
      return json;
    }

    @Override
    public boolean agrees(Verdict other) {
      if (!(other instanceof Solutions s) || s.solutions.size() != solutions.size()) {
        return false;
      }
      for (int i = 0; i < solutions.size(); i++) {
        if (ValueOrder.compare(solutions.get(i), s.solutions.get(i)) != 0) {
          return false;
        }
      }
      return true;
    }

    @Override
    public String describe() {
      if (solutions.isEmpty()) {
        return "undefined";
      }
      String s = Json.write(ArrayValue.of(solutions));
      return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
  }

  /**
   * An error: OPA's codes ({@code rego_type_error}, {@code eval_conflict_error}, ...) and the first
   * message. A harness problem (the tool crashed, hung or printed nonsense) uses a code of its own
   * that no tool reports, so it never agrees with anything.
   */
  record Failure(Set<String> codes, String message) implements Verdict {
    public static final String HARNESS = "harness_error";

    public Failure {
      codes = Set.copyOf(new TreeSet<>(codes));
    }

    public static Failure harness(String message) {
      return new Failure(Set.of(HARNESS), message);
    }

    @Override
    public boolean agrees(Verdict other) {
      if (!(other instanceof Failure f) || codes.contains(HARNESS) || f.codes.contains(HARNESS)) {
        return false;
      }
      for (String c : codes) {
        if (f.codes.contains(c)) {
          return true;
        }
      }
      return false;
    }

    @Override
    public String describe() {
      String m = message == null ? "" : message.replace('\n', ' ');
      if (m.length() > 200) {
        m = m.substring(0, 200) + "...";
      }
      return "error " + new TreeSet<>(codes) + " " + m;
    }
  }
}
