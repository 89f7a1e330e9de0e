package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Reads a constraint document (any kind in {@code constraints.gatekeeper.sh}). */
final class ConstraintReader {
  static final String GROUP = "constraints.gatekeeper.sh/";

  private ConstraintReader() {}

  static boolean isConstraint(JsonNode doc) {
    return doc != null && doc.path("apiVersion").asText("").startsWith(GROUP);
  }

  static Constraint read(SourceDocument src) {
    JsonNode doc = src.value();
    String kind = Yaml.requiredString(src, List.of("kind"));
    String name = Yaml.requiredString(src, List.of("metadata", "name"));
    JsonNode spec = doc.path("spec");
    JsonNode action = spec.path("enforcementAction");
    String enforcement = action.isTextual() && !action.asText().isEmpty() ? action.asText() : "deny";
    JsonNode params = spec.path("parameters");
    Match match = Match.read(src.below(List.of("spec", "match")));
    return new Constraint(kind, name, match, params.isMissingNode() ? null : params, enforcement, src);
  }
}
