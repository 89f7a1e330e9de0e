package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * cfn-lint's {@code cfnGather}: a check across resources. Its {@code gather} entries each collect
 * properties into one object, from this node (a local entry) or from the resource a property of
 * this node refers to by {@code Ref} or {@code Fn::GetAtt} (a remote entry, its {@code reference}
 * the path of that property, optionally only for a {@code filter: {type}}); {@code schema}
 * (with {@link GatherReferences}) is then checked against that object. The first remote entry decides
 * which resources are looked at: one check per resource it refers to. A violation is reported where
 * the gathered value came from: in this resource, or in the other one.
 */
final class CrossResourceCheck {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final Validator v;
  private final SchemaDocument doc;
  private final TemplatePath at;
  private final RuleScope scope;
  private final ViolationCollector sink;
  private final Map<String, JsonNode> entries = new LinkedHashMap<>();

  CrossResourceCheck(Validator v, SchemaDocument doc, TemplatePath at, RuleScope scope, ViolationCollector sink) {
    this.v = v;
    this.doc = doc;
    this.at = at;
    this.scope = scope;
    this.sink = sink;
  }

  void check(JsonNode spec, JsonNode inst) {
    Map<String, JsonNode> locals = new LinkedHashMap<>();
    Map<String, JsonNode> remotes = new LinkedHashMap<>();
    spec.path("gather").fields().forEachRemaining(e -> {
      entries.put(e.getKey(), e.getValue());
      (e.getValue().has("reference") ? remotes : locals).put(e.getKey(), e.getValue());
    });
    JsonNode schema = spec.path("schema");
    if (remotes.isEmpty()) {
      if (!locals.isEmpty()) {
        validate(gatherLocals(inst, locals), Map.of(), schema);
      }
      return;
    }
    Map.Entry<String, JsonNode> primary = remotes.entrySet().iterator().next();
    for (JsonNode ref : values(inst, steps(primary.getValue().path("reference").asText()))) {
      String target = referenced(ref);
      if (target == null) {
        if (!ref.isObject()) {
          validate(gatherLocals(inst, locals), Map.of(), schema);
        }
        continue;
      }
      String type = v.template.resourceTypes.get(target);
      if (type == null || !fits(type, primary.getValue())) {
        continue;
      }
      ObjectNode gathered = gatherLocals(inst, locals);
      Map<String, String> names = new HashMap<>();
      for (Map.Entry<String, JsonNode> r : remotes.entrySet()) {
        String name = r == primary ? target : remote(inst, r.getValue());
        if (name != null) {
          JsonNode properties = v.template.resource(name).path("Properties");
          gathered.set(r.getKey(), gather(properties, r.getValue().path("properties"), v.template.resourceTypes.get(name)));
          names.put(r.getKey(), name);
        }
      }
      validate(gathered, names, schema);
    }
  }

  private ObjectNode gatherLocals(JsonNode inst, Map<String, JsonNode> locals) {
    ObjectNode out = NODES.objectNode();
    locals.forEach((name, spec) -> out.set(name, gather(inst, spec.path("properties"), null)));
    return out;
  }

  /** The properties an entry names, from {@code source}; {@code $type} is the resource's type. */
  private static ObjectNode gather(JsonNode source, JsonNode specs, String type) {
    ObjectNode out = NODES.objectNode();
    specs.fields().forEachRemaining(e -> {
      JsonNode spec = e.getValue();
      if (spec.isTextual() && spec.textValue().equals("$type")) {
        if (type != null) {
          out.put(e.getKey(), type);
        }
        return;
      }
      List<JsonNode> found = values(source, steps(spec.isTextual() ? spec.textValue() : spec.path("path").asText()));
      if (!found.isEmpty()) {
        out.set(e.getKey(), found.get(0));
      } else if (spec.has("default")) {
        out.set(e.getKey(), spec.get("default"));
      }
    });
    return out;
  }

  private String remote(JsonNode inst, JsonNode spec) {
    for (JsonNode ref : values(inst, steps(spec.path("reference").asText()))) {
      String name = referenced(ref);
      String type = name == null ? null : v.template.resourceTypes.get(name);
      if (type != null && fits(type, spec)) {
        return name;
      }
    }
    return null;
  }

  private void validate(ObjectNode gathered, Map<String, String> names, JsonNode schema) {
    JsonNode resolved = GatherReferences.resolve(schema, gathered);
    if (sink.isTrial()) {
      v.validateOnce(doc, resolved, gathered, TemplatePath.ROOT, scope, sink);
      return;
    }
    ViolationCollector own = new ViolationCollector();
    v.validateOnce(doc, resolved, gathered, TemplatePath.ROOT, scope, own);
    for (Violation x : own.violations()) {
      sink.add(placed(x, names));
    }
  }

  /** A violation of the gathered object, moved to where the value is in the template. */
  private Violation placed(Violation x, Map<String, String> names) {
    List<Object> path = new ArrayList<>(x.path());
    String missing = x.missing();
    if (path.isEmpty() && missing != null) {
      path.add(missing); // a whole entry missing: at this node
      missing = null;
    }
    if (path.isEmpty()) {
      return new Violation(x.ruleId(), at.toList(), null, x.message(), x.keyword());
    }
    String entry = String.valueOf(path.get(0));
    List<Object> real = new ArrayList<>();
    List<Object> rest = path.subList(1, path.size());
    if (missing != null && rest.isEmpty()) {
      List<Object> keyPath = propertyPath(entry, missing);
      missing = (String) keyPath.get(keyPath.size() - 1);
      real.addAll(keyPath.subList(0, keyPath.size() - 1));
    } else if (!rest.isEmpty()) {
      real.addAll(propertyPath(entry, String.valueOf(rest.get(0))));
      real.addAll(rest.subList(1, rest.size()));
    }
    List<Object> base = names.containsKey(entry)
        ? new ArrayList<>(List.of("Resources", names.get(entry), "Properties"))
        : at.toList();
    base.addAll(real);
    return new Violation(x.ruleId(), base, missing, x.message(), x.keyword());
  }

  private List<Object> propertyPath(String entry, String key) {
    return specPath(entries.getOrDefault(entry, NODES.objectNode()).path("properties").get(key), key);
  }

  private static List<Object> specPath(JsonNode spec, String key) {
    if (spec == null || (spec.isTextual() && spec.textValue().equals("$type"))) {
      return List.of(key);
    }
    List<Object> out = new ArrayList<>();
    for (String s : steps(spec.isTextual() ? spec.textValue() : spec.path("path").asText())) {
      out.add(s);
    }
    return out.isEmpty() ? List.of(key) : out;
  }

  static List<String> steps(String path) {
    List<String> out = new ArrayList<>();
    for (String s : path.split("/")) {
      if (!s.isEmpty() && !s.equals(".")) {
        out.add(s);
      }
    }
    return out;
  }

  /** The values at {@code steps} below {@code node}: {@code *} every element, Fn::If both branches. */
  static List<JsonNode> values(JsonNode node, List<String> steps) {
    List<JsonNode> out = new ArrayList<>();
    collect(node, steps, 0, out);
    return out;
  }

  private static void collect(JsonNode node, List<String> steps, int i, List<JsonNode> out) {
    if (node == null || node.isNull() || node.isMissingNode() || Validator.isNoValue(node)) {
      return;
    }
    if ("Fn::If".equals(IntrinsicFunctions.callName(node)) && node.get("Fn::If").size() == 3) {
      collect(node.get("Fn::If").get(1), steps, i, out);
      collect(node.get("Fn::If").get(2), steps, i, out);
      return;
    }
    if (i == steps.size()) {
      out.add(node);
      return;
    }
    String step = steps.get(i);
    if (step.equals("*") && node.isArray()) {
      node.forEach(e -> collect(e, steps, i + 1, out));
    } else if (node.isObject()) {
      collect(node.get(step), steps, i + 1, out);
    }
  }

  /** The resource a {@code Ref} or {@code Fn::GetAtt} names, or null. */
  static String referenced(JsonNode value) {
    String fn = IntrinsicFunctions.callName(value);
    if (fn == null) {
      return null;
    }
    JsonNode arg = value.get(fn);
    if (fn.equals("Ref") && arg.isTextual()) {
      return arg.textValue();
    }
    if (fn.equals("Fn::GetAtt")) {
      if (arg.isArray() && arg.size() > 0) {
        return arg.get(0).asText();
      }
      if (arg.isTextual()) {
        return arg.textValue().split("\\.", 2)[0];
      }
    }
    return null;
  }

  private static boolean fits(String type, JsonNode spec) {
    JsonNode filter = spec.path("filter").path("type");
    return filter.isMissingNode() || type.equals(filter.asText());
  }
}
