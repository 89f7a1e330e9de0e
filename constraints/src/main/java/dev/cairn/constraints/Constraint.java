package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A constraint: an instance of a template's kind, with which objects it applies to ({@code
 * spec.match}), its {@code spec.parameters} and its {@code spec.enforcementAction} (deny by default;
 * dryrun and warn report without failing).
 */
public record Constraint(
    String kind, String name, Match match, JsonNode parameters, String enforcementAction, SourceDocument source) {

  /** {@code kind/name}, as Gatekeeper names a constraint. */
  public String id() {
    return kind + "/" + name;
  }
}
