package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Kubernetes label selector: {@code matchLabels} and {@code matchExpressions} (In, NotIn, Exists,
 * DoesNotExist), all of which must hold.
 */
record LabelSelector(Map<String, String> matchLabels, List<Requirement> expressions) {
  private static final Set<String> OPERATORS = Set.of("In", "NotIn", "Exists", "DoesNotExist");

  /** One {@code matchExpressions} entry. */
  record Requirement(String key, String operator, List<String> values) {
    boolean matches(JsonNode labels) {
      JsonNode v = labels.path(key);
      boolean has = v.isValueNode() && !v.isNull();
      return switch (operator) {
        case "In" -> has && values.contains(v.asText());
        case "NotIn" -> !has || !values.contains(v.asText());
        case "Exists" -> has;
        default -> !has;
      };
    }
  }

  static LabelSelector read(SourceDocument src) {
    JsonNode n = src.value();
    if (n.isMissingNode() || n.isNull()) {
      return null;
    }
    Map<String, String> labels = new LinkedHashMap<>();
    n.path("matchLabels").fields().forEachRemaining(e -> labels.put(e.getKey(), e.getValue().asText()));
    List<Requirement> reqs = new ArrayList<>();
    JsonNode exprs = n.path("matchExpressions");
    for (int i = 0; i < exprs.size(); i++) {
      JsonNode e = exprs.get(i);
      String op = e.path("operator").asText("");
      if (!OPERATORS.contains(op)) {
        throw src.error(List.of("matchExpressions", i, "operator"), "\"" + op + "\" is not a valid label selector operator");
      }
      List<String> values = new ArrayList<>();
      e.path("values").forEach(v -> values.add(v.asText()));
      boolean wantsValues = op.equals("In") || op.equals("NotIn");
      if (wantsValues == values.isEmpty()) {
        throw src.error(
            List.of("matchExpressions", i),
            "operator " + op + (wantsValues ? " needs values" : " takes no values"));
      }
      reqs.add(new Requirement(Yaml.requiredString(src, List.of("matchExpressions", i, "key")), op, List.copyOf(values)));
    }
    return new LabelSelector(Map.copyOf(labels), List.copyOf(reqs));
  }

  boolean matches(JsonNode labels) {
    for (Map.Entry<String, String> e : matchLabels.entrySet()) {
      JsonNode v = labels.path(e.getKey());
      if (!v.isValueNode() || !v.asText().equals(e.getValue())) {
        return false;
      }
    }
    for (Requirement r : expressions) {
      if (!r.matches(labels)) {
        return false;
      }
    }
    return true;
  }
}
