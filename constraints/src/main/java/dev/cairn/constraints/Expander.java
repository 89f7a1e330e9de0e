package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Makes, of a workload, the objects it would create, as gator's expansion does: the object at the
 * template source, given the generated kind, the workload's namespace, the name {@code
 * <workload>-<kind>} (lowercased) and an owner reference to the workload. Expanded objects are
 * expanded again (a CronJob's Job's Pod), to a small depth.
 */
final class Expander {
  private static final int MAX_DEPTH = 4;
  private final Map<String, ExpansionTemplate> templates = new LinkedHashMap<>();

  static boolean isExpansionTemplate(JsonNode doc) {
    return "ExpansionTemplate".equals(doc.path("kind").asText(null))
        && doc.path("apiVersion").asText("").startsWith("expansion.gatekeeper.sh/");
  }

  void add(ExpansionTemplate t) {
    templates.put(t.name(), t);
  }

  String enforcementAction(String template, String otherwise) {
    ExpansionTemplate t = templates.get(template);
    return t == null || t.enforcementAction() == null ? otherwise : t.enforcementAction();
  }

  List<ReviewObject> expand(ReviewObject object) {
    List<ReviewObject> out = new ArrayList<>();
    expand(object, 0, out);
    return out;
  }

  private void expand(ReviewObject object, int depth, List<ReviewObject> out) {
    if (depth >= MAX_DEPTH || !KubernetesTarget.NAME.equals(object.target())) {
      return;
    }
    for (ExpansionTemplate t : templates.values()) {
      if (t.applyTo().stream().noneMatch(a -> a.matches(object.id()))) {
        continue;
      }
      JsonNode src = Yaml.at(object.value(), t.templateSource());
      if (!src.isObject()) {
        continue;
      }
      ObjectNode generated = ((ObjectNode) src).deepCopy();
      ObjectId g = t.generated();
      generated.put("apiVersion", g.groupVersion());
      generated.put("kind", g.kind());
      ObjectNode meta = generated.has("metadata") && generated.get("metadata").isObject()
          ? (ObjectNode) generated.get("metadata")
          : generated.putObject("metadata");
      String ns = object.id().namespace();
      if (!ns.isEmpty()) {
        meta.put("namespace", ns);
      }
      // gator names every resultant <workload>-<kind>, lowercased, and points it at its owner
      meta.put("name", (object.id().name() + "-" + g.kind()).toLowerCase(Locale.ROOT));
      ownerReference(meta, object.value());
      SourceDocument source = object.source() == null ? null : object.source().below(t.templateSource());
      ReviewObject expanded =
          new ReviewObject(object.target(), ObjectId.of(generated), generated, source, null, t.name());
      out.add(expanded);
      expand(expanded, depth + 1, out);
    }
  }

  private static void ownerReference(ObjectNode meta, JsonNode parent) {
    String apiVersion = parent.path("apiVersion").asText("");
    String kind = parent.path("kind").asText("");
    String name = parent.path("metadata").path("name").asText("");
    if (apiVersion.isEmpty() || kind.isEmpty() || name.isEmpty()) {
      return;
    }
    JsonNode refs = meta.path("ownerReferences");
    for (JsonNode r : refs) {
      if (apiVersion.equals(r.path("apiVersion").asText()) && kind.equals(r.path("kind").asText())
          && name.equals(r.path("name").asText())) {
        return;
      }
    }
    ArrayNode list = refs.isArray() ? (ArrayNode) refs : meta.putArray("ownerReferences");
    list.addObject().put("apiVersion", apiVersion).put("kind", kind).put("name", name);
  }
}
