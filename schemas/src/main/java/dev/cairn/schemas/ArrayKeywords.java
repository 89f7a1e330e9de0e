package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The keywords of arrays. {@code Ref: AWS::NoValue} elements are left out (they count as absent);
 * the others keep their index in paths, so a finding points at the element in the file.
 */
final class ArrayKeywords {
  private ArrayKeywords() {}

  static void check(Validator v, SchemaDocument doc, JsonNode schema, JsonNode array, Trail at, Scope scope, Sink sink) {
    List<Integer> kept = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      if (!scope.absent(array.get(i))) {
        kept.add(i);
      }
    }
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      JsonNode k = e.getValue();
      switch (e.getKey()) {
        case "items" -> items(v, doc, schema, k, array, kept, at, scope, sink);
        case "prefixItems" -> {
          for (int p = 0; p < Math.min(k.size(), kept.size()); p++) {
            int i = kept.get(p);
            v.validate(doc, k.get(p), array.get(i), at.index(i), scope, sink);
          }
        }
        case "minItems" -> {
          if (kept.size() < k.asInt()) {
            v.report(sink, scope, "minItems", at, null, () -> Repr.of(array) + " is too short (" + k.asInt() + ")");
          }
        }
        case "maxItems" -> {
          if (kept.size() > k.asInt()) {
            v.report(sink, scope, "maxItems", at, null, () -> Repr.of(array) + " is too long (" + k.asInt() + ")");
          }
        }
        case "uniqueItems" -> {
          if (k.asBoolean()) {
            Set<JsonNode> seen = new HashSet<>();
            for (int i : kept) {
              if (!seen.add(array.get(i))) {
                v.report(sink, scope, "uniqueItems", at.index(i), null, () -> Repr.of(array) + " has non-unique elements");
              }
            }
          }
        }
        case "uniqueKeys" -> uniqueKeys(v, k, array, kept, at, scope, sink);
        case "maxUniqueItems" -> {
          Set<JsonNode> distinct = new HashSet<>();
          kept.forEach(i -> distinct.add(array.get(i)));
          if (distinct.size() > k.asInt()) {
            v.report(sink, scope, "maxUniqueItems", at, null,
                () -> Repr.of(array) + " has more than " + k.asInt() + " unique items");
          }
        }
        case "format" -> {
          for (int i : kept) {
            if (array.get(i).isValueNode()) {
              ScalarKeywords.format(v, k.asText(), array.get(i), at.index(i), scope, sink);
            }
          }
        }
        case "contains" -> {
          boolean any = false;
          for (int i : kept) {
            any |= v.passes(doc, k, array.get(i), at.index(i), scope);
          }
          if (!any) {
            v.report(sink, scope, "contains", at, null, () -> Repr.of(array) + " does not contain items matching the given schema");
          }
        }
        default -> { }
      }
    }
  }

  private static void items(
      Validator v, SchemaDocument doc, JsonNode schema, JsonNode items, JsonNode array, List<Integer> kept,
      Trail at, Scope scope, Sink sink) {
    if (!items.isArray()) {
      for (int i : kept) {
        v.validate(doc, items, array.get(i), at.index(i), scope, sink);
      }
      return;
    }
    JsonNode additional = schema.get("additionalItems");
    for (int p = 0; p < kept.size(); p++) {
      int i = kept.get(p);
      JsonNode s = p < items.size() ? items.get(p) : additional;
      if (s != null) {
        v.validate(doc, s, array.get(i), at.index(i), scope, sink);
      }
    }
  }

  private static void uniqueKeys(
      Validator v, JsonNode keys, JsonNode array, List<Integer> kept, Trail at, Scope scope, Sink sink) {
    Set<List<JsonNode>> seen = new HashSet<>();
    for (int i : kept) {
      JsonNode item = array.get(i);
      if (!item.isObject()) {
        continue;
      }
      List<JsonNode> tuple = new ArrayList<>();
      keys.forEach(k -> tuple.add(item.path(k.asText())));
      if (!seen.add(tuple)) {
        v.report(sink, scope, "uniqueKeys", at.index(i), null,
            () -> Repr.of(item) + " has non-unique values for keys " + Repr.of(keys));
      }
    }
  }
}
