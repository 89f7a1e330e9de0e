package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.ParseMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads a ConstraintTemplate document, rejecting with a located error what Gatekeeper rejects. */
final class TemplateReader {
  static final Set<String> API_VERSIONS =
      Set.of("templates.gatekeeper.sh/v1", "templates.gatekeeper.sh/v1beta1", "templates.gatekeeper.sh/v1alpha1");

  private TemplateReader() {}

  static boolean isTemplate(JsonNode doc) {
    return doc != null && "ConstraintTemplate".equals(doc.path("kind").asText(null));
  }

  static ConstraintTemplate read(SourceDocument src) {
    JsonNode doc = src.value();
    String apiVersion = doc.path("apiVersion").asText("");
    if (!API_VERSIONS.contains(apiVersion)) {
      throw src.error(
          List.of("apiVersion"),
          "unsupported ConstraintTemplate apiVersion \"" + apiVersion + "\" (want one of templates.gatekeeper.sh/v1, v1beta1, v1alpha1)");
    }
    String name = Yaml.requiredString(src, List.of("metadata", "name"));
    String kind = Yaml.requiredString(src, List.of("spec", "crd", "spec", "names", "kind"));
    if (!name.equals(kind.toLowerCase(Locale.ROOT))) {
      throw src.error(
          List.of("metadata", "name"),
          "template name \"" + name + "\" is not the lowercase of its kind \"" + kind + "\"");
    }
    JsonNode targets = doc.path("spec").path("targets");
    if (!targets.isArray() || targets.isEmpty()) {
      throw src.error(List.of("spec", "targets"), "template " + name + " has no targets");
    }
    if (targets.size() > 1) {
      throw src.error(List.of("spec", "targets", 1), "template " + name + " has " + targets.size() + " targets; only one is supported");
    }
    String target = Yaml.requiredString(src, List.of("spec", "targets", 0, "target"));
    JsonNode schema = doc.path("spec").path("crd").path("spec").path("validation").path("openAPIV3Schema");
    return new ConstraintTemplate(
        name, kind, target, code(src, name), modeOf(src), schema.isObject() ? schema : null, src);
  }

  /** The Rego modules: a {@code code} entry with {@code engine: Rego}, else the legacy {@code rego}. */
  private static List<ConstraintTemplate.EmbeddedRego> code(SourceDocument src, String name) {
    JsonNode t = src.value().path("spec").path("targets").path(0);
    JsonNode code = t.path("code");
    int regoEntry = regoEntry(code);
    List<Object> base;
    JsonNode holder;
    if (regoEntry >= 0) {
      base = List.of("spec", "targets", 0, "code", regoEntry, "source");
      holder = code.path(regoEntry).path("source");
    } else if (t.has("rego")) {
      base = List.of("spec", "targets", 0);
      holder = t;
    } else if (code.isArray() && !code.isEmpty()) {
      List<String> engines = new ArrayList<>();
      code.forEach(c -> engines.add(c.path("engine").asText("?")));
      throw src.error(
          List.of("spec", "targets", 0, "code"),
          "template " + name + " is not supported: it has no Rego, only " + String.join(", ", engines) + " code (CEL is not evaluated by Cairn)");
    } else {
      throw src.error(List.of("spec", "targets", 0), "template " + name + " has no rego");
    }
    List<ConstraintTemplate.EmbeddedRego> out = new ArrayList<>();
    List<Object> regoPath = SourceDocument.concat(base, List.of("rego"));
    out.add(new ConstraintTemplate.EmbeddedRego(Yaml.requiredString(src, regoPath), regoPath));
    JsonNode libs = holder.path("libs");
    for (int i = 0; i < libs.size(); i++) {
      List<Object> p = SourceDocument.concat(base, List.of("libs", i));
      out.add(new ConstraintTemplate.EmbeddedRego(Yaml.requiredString(src, p), p));
    }
    return out;
  }

  private static int regoEntry(JsonNode code) {
    for (int i = 0; i < code.size(); i++) {
      if ("Rego".equals(code.path(i).path("engine").asText(null))) {
        return i;
      }
    }
    return -1;
  }

  private static ParseMode modeOf(SourceDocument src) {
    JsonNode code = src.value().path("spec").path("targets").path(0).path("code");
    int i = regoEntry(code);
    return i >= 0 && "v1".equals(code.path(i).path("source").path("version").asText(null)) ? ParseMode.V1 : ParseMode.V0;
  }
}
