package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * A schema file checked as it is read, so that a broken one is an error naming it and the place in
 * it, never a schema silently not applied or a walk that does not end: each keyword Cairn uses has a
 * value of its kind ({@code typeName} a string, {@code required} a list of names, ...), every
 * {@code pattern} compiles, every {@code $ref} resolves, and no {@code $ref} leads back to itself
 * without going down into the value ({@code a: {$ref: b}, b: {$ref: a}}, which would never end).
 */
final class SchemaFileCheck {
  /** A fault: the path in the schema file and what is wrong there. */
  record Problem(List<Object> path, String reason) {}

  private static final Set<String> TYPES = Set.of("string", "integer", "number", "boolean", "object", "array", "null",
      "date"); // cfn-lint's own type, a string
  private static final Set<String> SCHEMA_VALUED = Set.of(
      "additionalItems", "contains", "additionalProperties", "propertyNames", "not", "if", "then", "else");
  private static final Set<String> SCHEMA_MAPS = Set.of("properties", "patternProperties", "definitions");
  private static final Set<String> SCHEMA_LISTS = Set.of("allOf", "anyOf", "oneOf", "prefixItems");
  private static final Set<String> COUNTS = Set.of(
      "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties", "maxUniqueItems");
  private static final Set<String> NAME_LISTS = Set.of("required", "requiredXor", "requiredOr", "uniqueKeys");
  /** Keywords that check the same value as their schema: a $ref loop through them never goes down. */
  private static final Set<String> SAME_VALUE = Set.of("allOf", "anyOf", "oneOf", "not", "if", "then", "else");

  private final SchemaDocument doc;
  private final Function<String, JsonNode> siblings;
  private final Map<JsonNode, List<Object>> seen = new IdentityHashMap<>();
  private final List<Problem> problems = new ArrayList<>();
  /** The file ({@code doc.sibling} form) of each schema reached through a $ref into another file. */
  private final Map<JsonNode, String> elsewhere = new IdentityHashMap<>();
  private final Map<String, JsonNode> otherRoots = new HashMap<>();

  private SchemaFileCheck(SchemaDocument doc, Function<String, JsonNode> siblings) {
    this.doc = doc;
    this.siblings = siblings;
  }

  /**
   * The first problem of a schema file, or null.
   *
   * @param siblings the root of a file ({@code other/iam/policy.json}) a {@code $ref} names: null
   *     when the schema set has no such file, a missing node when it is not a schema (its own
   *     error, when it is read)
   */
  static Problem first(SchemaDocument doc, Function<String, JsonNode> siblings) {
    SchemaFileCheck c = new SchemaFileCheck(doc, siblings);
    JsonNode root = doc.root();
    JsonNode typeName = root.get("typeName");
    if (typeName != null && !typeName.isTextual()) {
      return new Problem(List.of("typeName"), "typeName must be the type's name, a string, not " + PythonRepr.of(typeName));
    }
    if (typeName != null && doc.path().startsWith("providers/")
        && !doc.path().endsWith("/" + SchemaStore.fileName(typeName.textValue()))) {
      return new Problem(List.of("typeName"), "typeName " + PythonRepr.of(typeName) + " is not the type this file is for ("
          + doc.path().substring(doc.path().lastIndexOf('/') + 1) + ")");
    }
    c.walk(root, new ArrayList<>(), 0);
    if (c.problems.isEmpty()) {
      c.cycles();
    }
    return c.problems.isEmpty() ? null : c.problems.get(0);
  }

  private void walk(JsonNode schema, List<Object> at, int depth) {
    if (!schema.isObject() || seen.containsKey(schema) || !problems.isEmpty()) {
      return;
    }
    if (depth > 200) {
      problems.add(new Problem(at, "schemas nested more than 200 deep"));
      return;
    }
    seen.put(schema, List.copyOf(at));
    Iterator<Map.Entry<String, JsonNode>> it = schema.fields();
    while (it.hasNext() && problems.isEmpty()) {
      Map.Entry<String, JsonNode> e = it.next();
      String k = e.getKey();
      JsonNode v = e.getValue();
      List<Object> here = child(at, k);
      keyword(k, v, here);
      if (SCHEMA_LISTS.contains(k) && v.isArray()) {
        for (int i = 0; i < v.size(); i++) {
          walk(v.get(i), child(here, i), depth + 1);
        }
      } else if (k.equals("items") && v.isArray()) {
        for (int i = 0; i < v.size(); i++) {
          walk(v.get(i), child(here, i), depth + 1);
        }
      } else if (SCHEMA_VALUED.contains(k) || k.equals("items")) {
        walk(v, here, depth + 1);
      } else if (SCHEMA_MAPS.contains(k) || (k.equals("dependencies") && v.isObject())) {
        v.fields().forEachRemaining(x -> walk(x.getValue(), child(here, x.getKey()), depth + 1));
      } else if (k.equals("cfnContext") || k.equals("cfnGather")) {
        walk(v.path("schema"), child(here, "schema"), depth + 1);
      }
    }
  }

  /** One keyword's value is of its kind. */
  private void keyword(String k, JsonNode v, List<Object> at) {
    String problem = switch (k) {
      case "type" -> types(v);
      case "pattern" -> !v.isTextual() ? "a pattern must be a string, not " + PythonRepr.of(v)
          : Patterns.get(v.textValue()).isEmpty() ? "pattern " + PythonRepr.of(v) + " is not a regular expression Cairn can compile" : null;
      case "patternProperties" -> patternKeys(v);
      case "$ref" -> ref(v);
      case "enum", "enumCaseInsensitive" -> v.isArray() ? null : k + " must be a list, not " + PythonRepr.of(v);
      case "properties", "definitions" -> v.isObject() ? null : k + " must be an object of schemas, not " + PythonRepr.of(v);
      case "allOf", "anyOf", "oneOf" -> v.isArray() && !v.isEmpty() ? null : k + " must be a non-empty list of schemas, not " + PythonRepr.of(v);
      default -> COUNTS.contains(k) && !(v.canConvertToInt() && v.isIntegralNumber() && v.intValue() >= 0)
          ? k + " must be a whole number of at least 0, not " + PythonRepr.of(v)
          : NAME_LISTS.contains(k) && !names(v) ? k + " must be a list of property names, not " + PythonRepr.of(v) : null;
    };
    if (problem != null) {
      problems.add(new Problem(at, problem));
    }
  }

  private static String types(JsonNode v) {
    for (JsonNode t : v.isArray() ? v : List.of(v)) {
      if (!t.isTextual() || !TYPES.contains(t.textValue())) {
        return "type " + PythonRepr.of(v) + " names no JSON type (" + String.join(", ", new java.util.TreeSet<>(TYPES)) + ")";
      }
    }
    return null;
  }

  private static String patternKeys(JsonNode v) {
    if (!v.isObject()) {
      return "patternProperties must be an object of schemas, not " + PythonRepr.of(v);
    }
    for (Iterator<String> it = v.fieldNames(); it.hasNext(); ) {
      String p = it.next();
      if (Patterns.get(p).isEmpty()) {
        return "pattern " + PythonRepr.of(com.fasterxml.jackson.databind.node.TextNode.valueOf(p))
            + " is not a regular expression Cairn can compile";
      }
    }
    return null;
  }

  private static boolean names(JsonNode v) {
    if (!v.isArray()) {
      return false;
    }
    for (JsonNode n : v) {
      if (!n.isTextual()) {
        return false;
      }
    }
    return true;
  }

  private String ref(JsonNode v) {
    if (!v.isTextual()) {
      return "$ref must be a string, not " + PythonRepr.of(v);
    }
    String ref = v.textValue();
    int hash = ref.indexOf('#');
    if (hash > 0) {
      String file = ref.substring(0, hash) + ".json";
      JsonNode root = siblings.apply(doc.sibling(ref.substring(0, hash)));
      if (root == null) {
        return "$ref " + ref + " names " + file + ", which the schema set does not have";
      }
      return root.isMissingNode() || !SchemaDocument.pointer(root, ref.substring(hash)).isMissingNode() ? null
          : "$ref " + ref + " does not resolve in " + file;
    }
    return doc.resolve(ref) != null ? null : "$ref " + ref + " does not resolve";
  }

  /**
   * A $ref that leads back to itself through keywords that check the same value, among the schemas
   * the file's root uses (an unused definition that names itself, as AWS's schema for
   * AWS::EC2::VerifiedAccessTrustProvider has, is never followed).
   */
  private void cycles() {
    Set<JsonNode> used = Collections.newSetFromMap(new IdentityHashMap<>());
    List<JsonNode> queue = new ArrayList<>(List.of(doc.root()));
    used.add(doc.root());
    for (int i = 0; i < queue.size(); i++) {
      JsonNode n = queue.get(i);
      List<JsonNode> next = new ArrayList<>(sameValue(n));
      below(n, next);
      inherit(n, next);
      for (JsonNode m : next) {
        if (used.add(m)) {
          queue.add(m);
        }
      }
    }
    Map<JsonNode, Boolean> state = new IdentityHashMap<>(); // false: on the path being followed; true: done
    for (JsonNode n : queue) {
      if (!state.containsKey(n) && visit(n, state, new ArrayList<>())) {
        return;
      }
    }
  }

  /** Schemas written inside {@code n} are in n's file (a $ref's target already has its own). */
  private void inherit(JsonNode n, List<JsonNode> inside) {
    String file = elsewhere.get(n);
    if (file != null) {
      inside.forEach(m -> elsewhere.putIfAbsent(m, file));
    }
  }

  /** The schemas that check the values inside {@code n}'s value (definitions are only used through a $ref). */
  private static void below(JsonNode n, List<JsonNode> out) {
    n.fields().forEachRemaining(e -> {
      String k = e.getKey();
      JsonNode v = e.getValue();
      if (SCHEMA_MAPS.contains(k) && !k.equals("definitions") || (k.equals("dependencies") && v.isObject())) {
        v.forEach(x -> add(x, out));
      } else if (SCHEMA_LISTS.contains(k) || SCHEMA_VALUED.contains(k) || k.equals("items")) {
        (v.isArray() ? v : List.of(v)).forEach(x -> add(x, out));
      } else if (k.equals("cfnGather")) {
        add(v.path("schema"), out);
      }
    });
  }

  private static void add(JsonNode schema, List<JsonNode> out) {
    if (schema.isObject()) {
      out.add(schema);
    }
  }

  private boolean visit(JsonNode n, Map<JsonNode, Boolean> state, List<JsonNode> path) {
    state.put(n, false);
    path.add(n);
    for (JsonNode next : sameValue(n)) {
      Boolean s = state.get(next);
      if (s == null) {
        if (visit(next, state, path)) {
          return true;
        }
      } else if (!s) {
        List<String> refs = new ArrayList<>();
        for (JsonNode p : path.subList(path.indexOf(next), path.size())) {
          if (p.has("$ref")) {
            refs.add(p.get("$ref").asText());
          }
        }
        // where the walk last was in this file: the cycle may run through, or lie wholly in, a file its $ref names
        JsonNode from = path.get(path.size() - 1);
        for (int i = path.size() - 1; i >= 0 && !seen.containsKey(from); i--) {
          from = path.get(i);
        }
        List<Object> at = seen.getOrDefault(from, List.of());
        problems.add(new Problem(from.has("$ref") ? child(at, "$ref") : at,
            "$ref cycle: " + String.join(" -> ", refs) + " -> " + (refs.isEmpty() ? "itself" : refs.get(0))
                + " (a value would be checked against these schemas forever)"));
        return true;
      }
    }
    path.remove(path.size() - 1);
    state.put(n, true);
    return false;
  }

  /**
   * The schema a $ref of {@code n} names: in n's own file ({@code #/definitions/a}) or in another
   * file of the set ({@code other#/definitions/a}), whose schemas then stay attributed to that file.
   */
  private JsonNode target(JsonNode n, String ref) {
    int hash = ref.indexOf('#');
    if (hash < 0) {
      return null;
    }
    String file = hash == 0 ? elsewhere.get(n) : doc.sibling(ref.substring(0, hash));
    if (file == null || file.equals(doc.path())) {
      return doc.resolve(ref.substring(hash));
    }
    // read once: the walk must meet the same nodes again to see a cycle
    JsonNode root = otherRoots.computeIfAbsent(file, f -> Objects.requireNonNullElse(siblings.apply(f),
        MissingNode.getInstance()));
    JsonNode target = SchemaDocument.pointer(root, ref.substring(hash));
    if (target.isMissingNode()) {
      return null;
    }
    elsewhere.putIfAbsent(target, file);
    return target;
  }

  /** The schemas that check the same value as {@code n}, in its file or, through a $ref, another. */
  private List<JsonNode> sameValue(JsonNode n) {
    List<JsonNode> out = new ArrayList<>();
    JsonNode ref = n.get("$ref");
    if (ref != null && ref.isTextual()) {
      JsonNode target = target(n, ref.textValue());
      if (target != null && target.isObject()) {
        out.add(target);
      }
    }
    for (String k : SAME_VALUE) {
      JsonNode v = n.get(k);
      if (v == null) {
        continue;
      }
      for (JsonNode s : v.isArray() ? v : List.of(v)) {
        if (s.isObject()) {
          out.add(s);
        }
      }
    }
    JsonNode context = n.path("cfnContext").path("schema");
    if (context.isObject()) {
      out.add(context);
    }
    inherit(n, out);
    return out;
  }

  private static List<Object> child(List<Object> path, Object step) {
    List<Object> out = new ArrayList<>(path.size() + 1);
    out.addAll(path);
    out.add(step);
    return out;
  }
}
