package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The keywords of objects, applied after {@code Ref: AWS::NoValue} members are removed (they count
 * as absent). An unexpected key is reported at that key; a missing one at its parent, named.
 */
final class ObjectKeywords {
  private ObjectKeywords() {}

  static void check(Validator v, SchemaDocument doc, JsonNode schema, JsonNode obj, Trail at, Scope scope, Sink sink) {
    JsonNode properties = schema.get("properties");
    JsonNode patterns = schema.get("patternProperties");
    JsonNode additional = schema.get("additionalProperties");
    if (properties != null || patterns != null || additional != null) {
      members(v, doc, properties, patterns, additional, obj, at, scope, sink);
    }
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      JsonNode k = e.getValue();
      switch (e.getKey()) {
        case "required" -> {
          for (JsonNode name : k) {
            if (!present(scope, obj, name.asText())) {
              v.report(sink, scope, "required", at, name.asText(), () -> "'" + name.asText() + "' is a required property");
            }
          }
        }
        case "requiredXor" -> requiredXor(v, k, obj, at, scope, sink);
        case "requiredOr" -> {
          if (presentOf(scope, obj, k).isEmpty()) {
            v.report(sink, scope, "requiredOr", at, null, () -> "One of " + Repr.of(k) + " is a required property");
          }
        }
        case "dependentRequired" -> k.fields().forEachRemaining(
            d -> dependentRequired(v, "dependentRequired", d.getKey(), d.getValue(), obj, at, scope, sink));
        case "dependentExcluded" -> dependentExcluded(v, k, obj, at, scope, sink);
        case "dependencies" -> {
          k.fields().forEachRemaining(d -> {
            if (present(scope, obj, d.getKey())) {
              if (d.getValue().isArray()) {
                dependentRequired(v, "dependencies", d.getKey(), d.getValue(), obj, at, scope, sink);
              } else {
                v.validate(doc, d.getValue(), obj, at, scope, sink);
              }
            }
          });
        }
        case "minProperties" -> {
          if (size(scope, obj) < k.asInt()) {
            v.report(sink, scope, "minProperties", at, null, () -> Repr.of(obj) + " does not have enough properties");
          }
        }
        case "maxProperties" -> {
          if (size(scope, obj) > k.asInt()) {
            v.report(sink, scope, "maxProperties", at, null, () -> Repr.of(obj) + " has too many properties (" + k.asInt() + ")");
          }
        }
        case "propertyNames" -> obj.fieldNames().forEachRemaining(
            name -> v.validate(doc, k, com.fasterxml.jackson.databind.node.TextNode.valueOf(name), at.key(name), scope, sink));
        default -> { }
      }
    }
  }

  private static void members(
      Validator v, SchemaDocument doc, JsonNode properties, JsonNode patterns, JsonNode additional,
      JsonNode obj, Trail at, Scope scope, Sink sink) {
    Iterator<Map.Entry<String, JsonNode>> fields = obj.fields();
    while (fields.hasNext()) {
      Map.Entry<String, JsonNode> f = fields.next();
      String key = f.getKey();
      JsonNode value = f.getValue();
      if (scope.absent(value)) {
        continue;
      }
      Trail child = at.key(key);
      boolean matched = false;
      JsonNode s = properties == null ? null : properties.get(key);
      if (s != null) {
        matched = true;
        v.validate(doc, s, value, child, scope, sink);
      }
      if (patterns != null) {
        Iterator<Map.Entry<String, JsonNode>> ps = patterns.fields();
        while (ps.hasNext()) {
          Map.Entry<String, JsonNode> p = ps.next();
          if (Patterns.matches(p.getKey(), key)) {
            matched = true;
            v.validate(doc, p.getValue(), value, child, scope, sink);
          }
        }
      }
      if (!matched && additional != null) {
        if (additional.isBoolean() && !additional.booleanValue()) {
          v.report(sink, scope, "additionalProperties", child, null,
              () -> "Additional properties are not allowed ('" + key + "' was unexpected)");
        } else {
          v.validate(doc, additional, value, child, scope, sink);
        }
      }
    }
  }

  private static void requiredXor(Validator v, JsonNode names, JsonNode obj, Trail at, Scope scope, Sink sink) {
    List<String> given = presentOf(scope, obj, names);
    if (given.isEmpty()) {
      v.report(sink, scope, "requiredXor", at, null, () -> "Only one of " + Repr.of(names) + " is a required property");
    }
    for (int i = 1; i < given.size(); i++) {
      v.report(sink, scope, "requiredXor", at.key(given.get(i)), null,
          () -> "Only one of " + Repr.of(names) + " is a required property ('" + given.get(0) + "' is given too)");
    }
  }

  private static void dependentRequired(
      Validator v, String keyword, String key, JsonNode deps, JsonNode obj, Trail at, Scope scope, Sink sink) {
    if (!present(scope, obj, key) || !deps.isArray()) {
      return;
    }
    for (JsonNode dep : deps) {
      if (!present(scope, obj, dep.asText())) {
        v.report(sink, scope, keyword, at, dep.asText(), () -> "'" + dep.asText() + "' is a dependency of '" + key + "'");
      }
    }
  }

  private static void dependentExcluded(Validator v, JsonNode map, JsonNode obj, Trail at, Scope scope, Sink sink) {
    map.fields().forEachRemaining(d -> {
      if (present(scope, obj, d.getKey())) {
        for (JsonNode ex : d.getValue()) {
          if (present(scope, obj, ex.asText())) {
            v.report(sink, scope, "dependentExcluded", at.key(ex.asText()), null,
                () -> "'" + ex.asText() + "' should not be included with '" + d.getKey() + "'");
          }
        }
      }
    });
  }

  static boolean present(Scope scope, JsonNode obj, String key) {
    JsonNode value = obj.get(key);
    return value != null && !scope.absent(value);
  }

  private static List<String> presentOf(Scope scope, JsonNode obj, JsonNode names) {
    List<String> given = new ArrayList<>();
    names.forEach(n -> {
      if (present(scope, obj, n.asText())) {
        given.add(n.asText());
      }
    });
    return given;
  }

  private static int size(Scope scope, JsonNode obj) {
    int n = 0;
    for (JsonNode value : obj) {
      if (!scope.absent(value)) {
        n++;
      }
    }
    return n;
  }
}
