package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The keywords of arrays. {@code Ref: AWS::NoValue} elements are left out (they count as absent);
 * the others keep their index in paths, so a finding points at the element in the file.
 */
final class ArrayKeywords {
  private ArrayKeywords() {}

  static void check(Validator v, SchemaNode s, JsonNode array, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    List<Integer> kept = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      if (!scope.absent(array.get(i))) {
        kept.add(i);
      }
    }
    if (s.minItems >= 0 && kept.size() < s.minItems) {
      v.report(sink, scope, "minItems", at, null, () -> PythonRepr.of(array) + " is too short (" + s.minItems + ")");
    }
    if (s.maxItems >= 0 && kept.size() > s.maxItems) {
      v.report(sink, scope, "maxItems", at, null, () -> PythonRepr.of(array) + " is too long (" + s.maxItems + ")");
    }
    if (sink.failedTrial()) {
      return;
    }
    if (s.items != null) {
      for (int i : kept) {
        v.validate(s.items, array.get(i), at.index(i), scope, sink);
      }
    } else if (s.itemList != null) {
      for (int p = 0; p < kept.size(); p++) {
        int i = kept.get(p);
        SchemaNode item = p < s.itemList.length ? s.itemList[p] : s.additionalItems;
        if (item != null) {
          v.validate(item, array.get(i), at.index(i), scope, sink);
        }
      }
    }
    if (s.prefixItems != null) {
      for (int p = 0; p < Math.min(s.prefixItems.length, kept.size()); p++) {
        int i = kept.get(p);
        v.validate(s.prefixItems[p], array.get(i), at.index(i), scope, sink);
      }
    }
    if (s.uniqueItems) {
      Set<JsonNode> seen = new HashSet<>();
      for (int i : kept) {
        if (!seen.add(array.get(i))) {
          // once, at the list, as cfn-lint
          v.report(sink, scope, "uniqueItems", at, null, () -> PythonRepr.of(array) + " has non-unique elements");
          break;
        }
      }
    }
    if (s.repeatsAllowed && scope.rules().containsKey("uniqueItemsAllowed") && !"Command".equals(at.last())) {
      repeats(v, array, kept, at, scope, sink);
    }
    if (s.uniqueKeys != null) {
      uniqueKeys(v, s.uniqueKeys, array, kept, at, scope, sink);
    }
    if (s.maxUniqueItems >= 0) {
      Set<JsonNode> distinct = new HashSet<>();
      kept.forEach(i -> distinct.add(array.get(i)));
      if (distinct.size() > s.maxUniqueItems) {
        v.report(sink, scope, "maxUniqueItems", at, null,
            () -> PythonRepr.of(array) + " has more than " + s.maxUniqueItems + " unique items");
      }
    }
    if (s.contains != null) {
      boolean any = false;
      for (int i : kept) {
        any |= v.passes(s.contains, array.get(i), at.index(i), scope);
      }
      if (!any) {
        v.report(sink, scope, "contains", at, null, () -> PythonRepr.of(array) + " does not contain items matching the given schema");
      }
    }
  }

  /** A list that may repeat scalars, and does: informational, as cfn-lint (a command's arguments may). */
  private static void repeats(Validator v, JsonNode array, List<Integer> kept, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    Set<JsonNode> seen = new HashSet<>();
    for (int i : kept) {
      JsonNode item = array.get(i);
      if ((item.isTextual() || item.isNumber()) && !seen.add(item)) {
        v.report(sink, scope, "uniqueItemsAllowed", at.index(i), null, () -> PythonRepr.of(array) + " has non-unique elements");
      }
    }
  }

  /**
   * cfn-lint's {@code uniqueKeys}: the items that have every key must differ in them; items without
   * one are not compared (IAM statements without a Sid are many and fine). Reported once, at the list.
   */
  private static void uniqueKeys(
      Validator v, JsonNode keys, JsonNode array, List<Integer> kept, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    Set<List<JsonNode>> seen = new HashSet<>();
    for (int i : kept) {
      JsonNode item = array.get(i);
      if (!item.isObject()) {
        continue;
      }
      List<JsonNode> tuple = new ArrayList<>();
      for (JsonNode k : keys) {
        JsonNode value = item.get(k.asText());
        if (value == null) {
          tuple = null;
          break;
        }
        tuple.add(value);
      }
      if (tuple != null && !seen.add(tuple)) {
        v.report(sink, scope, "uniqueKeys", at, null, () -> "array items are not unique for keys " + PythonRepr.of(keys));
        return;
      }
    }
  }
}
