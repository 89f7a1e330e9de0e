package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Gatekeeper's ExpansionTemplate ({@code expansion.gatekeeper.sh/v1alpha1}): objects of the kinds in
 * {@code applyTo} are also reviewed as the object found at {@code templateSource}, with the kind
 * {@code generatedGVK}; {@code enforcementAction}, when given, overrides the constraints' action for
 * what the expanded object violates.
 */
public record ExpansionTemplate(
    String name,
    List<ApplyTo> applyTo,
    List<Object> templateSource,
    ObjectId generated,
    String enforcementAction,
    SourceDocument source) {

  /** One {@code applyTo} entry. */
  public record ApplyTo(List<String> groups, List<String> versions, List<String> kinds) {
    boolean matches(ObjectId id) {
      return groups.contains(id.group()) && versions.contains(id.version()) && kinds.contains(id.kind());
    }
  }

  static ExpansionTemplate read(SourceDocument src) {
    JsonNode spec = src.value().path("spec");
    String name = Yaml.requiredString(src, List.of("metadata", "name"));
    String from = Yaml.requiredString(src, List.of("spec", "templateSource"));
    String kind = Yaml.requiredString(src, List.of("spec", "generatedGVK", "kind"));
    JsonNode gvk = spec.path("generatedGVK");
    List<ApplyTo> applyTo = new ArrayList<>();
    for (JsonNode a : spec.path("applyTo")) {
      applyTo.add(new ApplyTo(strings(a.path("groups")), strings(a.path("versions")), strings(a.path("kinds"))));
    }
    if (applyTo.isEmpty()) {
      throw src.error(List.of("spec", "applyTo"), "ExpansionTemplate " + name + " applies to nothing (spec.applyTo is empty)");
    }
    String action = spec.path("enforcementAction").asText("");
    return new ExpansionTemplate(
        name,
        List.copyOf(applyTo),
        List.copyOf(Arrays.asList((Object[]) from.split("\\."))),
        new ObjectId(gvk.path("group").asText(""), gvk.path("version").asText(""), kind, "", ""),
        action.isEmpty() ? null : action,
        src);
  }

  private static List<String> strings(JsonNode n) {
    List<String> out = new ArrayList<>();
    n.forEach(x -> out.add(x.asText()));
    return List.copyOf(out);
  }
}
