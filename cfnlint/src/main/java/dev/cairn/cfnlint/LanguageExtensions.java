package dev.cairn.cfnlint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code AWS::LanguageExtensions} transform's {@code Fn::ForEach}, expanded as cfn-lint expands
 * it before checking: each {@code Fn::ForEach::Name: [Identifier, Collection, {OutputKey: Value}]}
 * member of an object (a section, a resource, its properties) becomes one member per element of the
 * collection, with {@code ${Identifier}} and {@code &{Identifier}} (alphanumerics only) replaced in
 * the keys and in {@code Fn::Sub} strings, and {@code Ref: Identifier} replaced by the element. An
 * {@code Fn::Sub} left with no variable is its text. The collection is a list, a {@code Ref} to a list
 * parameter's default or a literal {@code Fn::FindInMap}; another (a parameter without a default) is
 * one element only known at deployment, which is checked as a dynamic reference is: not at all.
 *
 * <p>Each expanded member remembers the place it came from, so that a finding in it is reported
 * where the template says it.
 */
final class LanguageExtensions {
  static final String TRANSFORM = "AWS::LanguageExtensions";
  private static final String FOR_EACH = "Fn::ForEach::";
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final Pattern VARIABLE = Pattern.compile("([$&])\\{([^}]*)\\}");
  private static final Pattern NOT_ALPHANUMERIC = Pattern.compile("[^A-Za-z0-9]");
  /** The value of an element only known at deployment: a string no check looks into. */
  private static final String UNKNOWN = "{{resolve:cfn-lint:foreach}}";

  /** The expanded template, and where each of its expanded members is in the template as written. */
  record Expanded(JsonNode template, Map<List<Object>, List<Object>> origins) {

    /** The path in the template as written of a path in the expanded one. */
    List<Object> source(List<Object> path) {
      for (int n = path.size(); n > 0; n--) {
        List<Object> origin = origins.get(path.subList(0, n));
        if (origin != null) {
          List<Object> out = new ArrayList<>(origin);
          out.addAll(path.subList(n, path.size()));
          return out;
        }
      }
      return path;
    }
  }

  private final JsonNode template;
  private final Map<List<Object>, List<Object>> origins = new HashMap<>();

  private LanguageExtensions(JsonNode template) {
    this.template = template;
  }

  /** Whether the template declares the transform. */
  static boolean declared(JsonNode template) {
    JsonNode t = template.path("Transform");
    if (t.isTextual()) {
      return t.textValue().equals(TRANSFORM);
    }
    for (JsonNode x : t) {
      if (x.isTextual() && x.textValue().equals(TRANSFORM)) {
        return true;
      }
    }
    return false;
  }

  static Expanded expand(JsonNode template) {
    LanguageExtensions e = new LanguageExtensions(template);
    JsonNode out = e.copy(template, new ArrayList<>(), new ArrayList<>(), Map.of());
    return new Expanded(out, Map.copyOf(e.origins));
  }

  /**
   * A copy of {@code node} (found at {@code source} in the template as written, at {@code target} in
   * the expansion) with the loops' identifiers replaced.
   */
  private JsonNode copy(JsonNode node, List<Object> source, List<Object> target, Map<String, String> values) {
    if (node.isObject()) {
      JsonNode replaced = replaced(node, values);
      if (replaced != null) {
        return replaced;
      }
      ObjectNode out = NODES.objectNode();
      node.fields().forEachRemaining(e -> {
        String key = e.getKey();
        JsonNode value = e.getValue();
        if (key.startsWith(FOR_EACH) && value.isArray() && value.size() == 3 && value.get(0).isTextual()
            && value.get(2).isObject()) {
          loop(key, value, source, target, values, out);
        } else {
          String name = substitute(key, values);
          List<Object> from = child(source, key);
          List<Object> to = child(target, name);
          if (!name.equals(key)) {
            origins.put(List.copyOf(to), List.copyOf(from)); // below it, the paths differ as above it
          }
          out.set(name, copy(value, from, to, values));
        }
      });
      return out;
    }
    if (node.isArray()) {
      ArrayNode out = NODES.arrayNode();
      for (int i = 0; i < node.size(); i++) {
        out.add(copy(node.get(i), child(source, i), child(target, i), values));
      }
      return out;
    }
    return node;
  }

  /** One member per element of the loop's collection, each with the identifier bound to the element. */
  private void loop(String key, JsonNode loop, List<Object> source, List<Object> target, Map<String, String> values,
      ObjectNode out) {
    String identifier = loop.get(0).textValue();
    List<String> elements = collection(loop.get(1), values);
    List<Object> body = child(child(source, key), 2);
    boolean unknown = elements == null;
    for (String element : unknown ? List.of(UNKNOWN) : elements) {
      Map<String, String> bound = new HashMap<>(values);
      bound.put(identifier, element);
      Map<String, String> keys = new HashMap<>(bound);
      if (unknown) {
        // a key must still be a name: a stand-in, as cfn-lint makes one
        keys.put(identifier, Integer.toHexString(key.hashCode() & 0xffff));
      }
      loop.get(2).fields().forEachRemaining(e -> {
        if (e.getKey().startsWith(FOR_EACH)) {
          ObjectNode single = NODES.objectNode().set(e.getKey(), e.getValue());
          ObjectNode inner = (ObjectNode) copy(single, body, target, bound);
          inner.fields().forEachRemaining(x -> out.set(x.getKey(), x.getValue()));
          return;
        }
        String name = substitute(e.getKey(), keys);
        List<Object> from = child(body, e.getKey());
        List<Object> to = child(target, name);
        origins.put(List.copyOf(to), List.copyOf(from));
        out.set(name, copy(e.getValue(), from, to, bound));
      });
    }
  }

  /** The collection's elements as text, or null when they are only known at deployment. */
  private List<String> collection(JsonNode c, Map<String, String> values) {
    JsonNode list = c;
    String call = IntrinsicFunctions.callName(c);
    if ("Ref".equals(call)) {
      list = parameterList(c.get("Ref").asText());
    } else if ("Fn::FindInMap".equals(call)) {
      JsonNode arg = c.get(call);
      list = arg.isArray() && arg.size() >= 3
          ? template.path("Mappings").path(text(arg.get(0), values)).path(text(arg.get(1), values)).path(text(arg.get(2), values))
          : null;
    }
    if (list == null || !list.isArray()) {
      return null;
    }
    List<String> out = new ArrayList<>();
    for (JsonNode x : list) {
      String s = text(x, values);
      if (s == null) {
        return null;
      }
      out.add(s);
    }
    return out;
  }

  private JsonNode parameterList(String name) {
    JsonNode def = template.path("Parameters").path(name).path("Default");
    if (def.isArray()) {
      return def;
    }
    if (!def.isTextual()) {
      return null;
    }
    ArrayNode out = NODES.arrayNode();
    for (String s : def.textValue().split(",", -1)) {
      out.add(s.trim());
    }
    return out;
  }

  private static String text(JsonNode x, Map<String, String> values) {
    if (x.isTextual() || x.isNumber() || x.isBoolean()) {
      return x.asText();
    }
    String call = IntrinsicFunctions.callName(x);
    return "Ref".equals(call) ? values.get(x.get("Ref").asText()) : null;
  }

  /** A {@code Ref} to a loop's identifier, or an {@code Fn::Sub} naming one, replaced; else null. */
  private static JsonNode replaced(JsonNode node, Map<String, String> values) {
    if (values.isEmpty() || node.size() != 1) {
      return null;
    }
    JsonNode ref = node.get("Ref");
    if (ref != null && ref.isTextual() && values.containsKey(ref.textValue())) {
      return TextNode.valueOf(values.get(ref.textValue()));
    }
    JsonNode sub = node.get("Fn::Sub");
    if (sub == null) {
      return null;
    }
    JsonNode text = sub.isArray() ? sub.path(0) : sub;
    if (!text.isTextual()) {
      return null;
    }
    String s = substitute(text.textValue(), values);
    if (s.equals(text.textValue())) {
      return null;
    }
    if (!sub.isArray() && !s.contains("${")) {
      return TextNode.valueOf(s); // no variable left: its text, as cfn-lint has it
    }
    if (!sub.isArray()) {
      return NODES.objectNode().put("Fn::Sub", s);
    }
    ArrayNode args = ((ArrayNode) sub.deepCopy());
    args.set(0, TextNode.valueOf(s));
    return NODES.objectNode().set("Fn::Sub", args);
  }

  /** {@code ${x}} and {@code &{x}} (the value's letters and digits only) replaced for the loops' identifiers. */
  private static String substitute(String s, Map<String, String> values) {
    if (values.isEmpty() || (s.indexOf("${") < 0 && s.indexOf("&{") < 0)) {
      return s;
    }
    Matcher m = VARIABLE.matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String value = values.get(m.group(2));
      if (value == null) {
        m.appendReplacement(out, Matcher.quoteReplacement(m.group()));
      } else {
        m.appendReplacement(out, Matcher.quoteReplacement(m.group(1).equals("&") ? NOT_ALPHANUMERIC.matcher(value).replaceAll("") : value));
      }
    }
    m.appendTail(out);
    return out.toString();
  }

  private static List<Object> child(List<Object> path, Object step) {
    List<Object> out = new ArrayList<>(path.size() + 1);
    out.addAll(path);
    out.add(step);
    return out;
  }
}
