package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
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

  static void check(Validator v, SchemaNode s, JsonNode obj, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (s.required != null) {
      // first: in a trial (an if, a oneOf branch) a missing key decides fastest
      for (String name : s.required) {
        if (!present(scope, obj, name)) {
          // named as missing; one there as Ref: AWS::NoValue is reported at its parent, as cfn-lint
          v.report(sink, scope, "required", at, obj.has(name) ? null : name, () -> "'" + name + "' is a required property");
          if (sink.failedTrial()) {
            return;
          }
        }
      }
    }
    if (s.properties != null || s.patterns != null || s.additional != null || s.additionalFalse) {
      members(v, s, obj, at, scope, sink);
    }
    if (s.requiredXor != null) {
      requiredXor(v, s.requiredXor, obj, at, scope, sink);
    }
    if (s.requiredOr != null && presentOf(scope, obj, s.requiredOr).isEmpty()) {
      v.report(sink, scope, "requiredOr", at, null, () -> "One of " + PythonRepr.of(s.requiredOr) + " is a required property");
    }
    if (s.dependentRequired != null) {
      s.dependentRequired.fields().forEachRemaining(
          d -> dependentRequired(v, "dependentRequired", d.getKey(), d.getValue(), obj, at, scope, sink));
    }
    if (s.dependentExcluded != null) {
      dependentExcluded(v, s.dependentExcluded, obj, at, scope, sink);
    }
    if (s.dependencies != null) {
      s.dependencies.fields().forEachRemaining(d -> {
        if (present(scope, obj, d.getKey())) {
          if (d.getValue().isArray()) {
            dependentRequired(v, "dependencies", d.getKey(), d.getValue(), obj, at, scope, sink);
          } else {
            v.validate(s.dependencySchemas.get(d.getKey()), obj, at, scope, sink);
          }
        }
      });
    }
    if (s.minProperties >= 0 && size(scope, obj) < s.minProperties) {
      v.report(sink, scope, "minProperties", at, null, () -> PythonRepr.of(obj) + " does not have enough properties");
    }
    if (s.maxProperties >= 0 && size(scope, obj) > s.maxProperties) {
      v.report(sink, scope, "maxProperties", at, null, () -> PythonRepr.of(obj) + " has too many properties (" + s.maxProperties + ")");
    }
    if (s.propertyNames != null) {
      obj.fieldNames().forEachRemaining(name -> v.validate(s.propertyNames, TextNode.valueOf(name), at.key(name), scope, sink));
    }
  }

  private static void members(Validator v, SchemaNode s, JsonNode obj, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    Iterator<Map.Entry<String, JsonNode>> fields = obj.fields();
    while (fields.hasNext() && !sink.failedTrial()) {
      Map.Entry<String, JsonNode> f = fields.next();
      String key = f.getKey();
      JsonNode value = f.getValue();
      // a Ref: AWS::NoValue member has no value to check, but its name must still be one allowed (as cfn-lint)
      boolean absent = scope.absent(value);
      TemplatePath child = at.key(key);
      boolean matched = false;
      SchemaNode p = s.properties == null ? null : s.properties.get(key);
      if (p != null) {
        matched = true;
        if (!absent) {
          v.validate(p, value, child, scope, sink);
        }
      }
      if (s.patterns != null) {
        for (int i = 0; i < s.patterns.length; i++) {
          if (s.patterns[i] == null || keyMatches(v, s, i, key, child, sink)) {
            matched = true;
            if (!absent) {
              v.validate(s.patternSchemas[i], value, child, scope, sink);
            }
          }
        }
      }
      if (!matched) {
        if (s.additionalFalse) {
          v.report(sink, scope, "additionalProperties", child, null,
              () -> "Additional properties are not allowed ('" + key + "' was unexpected)");
        } else if (s.additional != null && !absent) {
          v.validate(s.additional, value, child, scope, sink);
        }
      }
    }
  }

  private static void requiredXor(Validator v, JsonNode names, JsonNode obj, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    List<String> given = presentOf(scope, obj, names);
    if (given.isEmpty()) {
      v.report(sink, scope, "requiredXor", at, null, () -> "Only one of " + PythonRepr.of(names) + " is a required property");
    }
    // two or more given: each is at fault, as cfn-lint reports it
    for (int i = 0; given.size() > 1 && i < given.size(); i++) {
      String other = given.get(i == 0 ? 1 : 0);
      v.report(sink, scope, "requiredXor", at.key(given.get(i)), null,
          () -> "Only one of " + PythonRepr.of(names) + " is a required property ('" + other + "' is given too)");
    }
  }

  private static void dependentRequired(
      Validator v, String keyword, String key, JsonNode deps, JsonNode obj, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    if (!present(scope, obj, key) || !deps.isArray()) {
      return;
    }
    for (JsonNode dep : deps) {
      if (!present(scope, obj, dep.asText())) {
        v.report(sink, scope, keyword, at, obj.has(dep.asText()) ? null : dep.asText(),
            () -> "'" + dep.asText() + "' is a dependency of '" + key + "'");
      }
    }
  }

  private static void dependentExcluded(Validator v, JsonNode map, JsonNode obj, TemplatePath at, RuleScope scope, ViolationCollector sink) {
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

  static boolean present(RuleScope scope, JsonNode obj, String key) {
    JsonNode value = obj.get(key);
    return value != null && !scope.absent(value);
  }

  private static List<String> presentOf(RuleScope scope, JsonNode obj, JsonNode names) {
    List<String> given = new ArrayList<>();
    names.forEach(n -> {
      if (present(scope, obj, n.asText())) {
        given.add(n.asText());
      }
    });
    return given;
  }

  private static int size(RuleScope scope, JsonNode obj) {
    int n = 0;
    for (JsonNode value : obj) {
      if (!scope.absent(value)) {
        n++;
      }
    }
    return n;
  }

  /** Whether the key matches the i-th patternProperty; one the match gave up on counts as matched, and is reported. */
  private static boolean keyMatches(Validator v, SchemaNode s, int i, String key, TemplatePath child, ViolationCollector sink) {
    try {
      return Patterns.find(s.patterns[i], key);
    } catch (Patterns.GaveUp e) {
      v.report(sink, ScalarKeywords.GAVE_UP, "patternProperties", child, null,
          () -> "cannot check this name against '" + s.patternSources[i] + "': " + e.getMessage());
      return true;
    }
  }
}
