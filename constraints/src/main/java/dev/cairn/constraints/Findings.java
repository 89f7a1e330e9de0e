package dev.cairn.constraints;

import dev.cairn.report.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.locator.Region;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.Resource;
import java.util.ArrayList;
import java.util.List;

/**
 * A constraint's result as a scan finding: the rule is the constraint ({@code kind/name}), the
 * severity follows the enforcement action (deny: error, warn: warning, dryrun: note), the resource
 * is the object in the file (the workload, for an expanded Pod), and the locations are those in
 * the object's file.
 */
final class Findings {
  private Findings() {}

  static Finding of(Result r, ReviewObject object) {
    SourceDocument src = object.source();
    ResultLocation primary = r.primary();
    List<FindingLocation> related = new ArrayList<>();
    for (ResultLocation l : r.locations()) {
      if (l != primary && primary != null && l.file().equals(primary.file()) && l.document() == primary.document()) {
        related.add(l.where());
      }
    }
    ObjectValue.Builder meta = ObjectValue.builder();
    meta.put("details", r.details());
    meta.put("enforcementAction", dev.cairn.engine.value.StringValue.of(r.enforcementAction()));
    return new Finding(
        src.file(),
        src.document().index(),
        r.constraint().id(),
        r.constraint().id(),
        r.msg(),
        severity(r.enforcementAction()),
        r.enforcementAction().equalsIgnoreCase("deny") ? Outcome.FAIL : Outcome.WARN,
        resource(object),
        primary == null ? null : primary.where(),
        related,
        dev.cairn.engine.value.Json.toJson(meta.build()));
  }

  static String severity(String enforcementAction) {
    return switch (enforcementAction.toLowerCase(java.util.Locale.ROOT)) {
      case "warn" -> "warning";
      case "dryrun" -> "note";
      default -> "error";
    };
  }

  /** The object as written in the file: the whole document's object (the workload of an expanded Pod). */
  private static Resource resource(ReviewObject object) {
    SourceDocument src = object.source();
    if (CloudFormationTarget.NAME.equals(object.target())) {
      Region at = src.locate(List.of()).region();
      JsonNode cdk = object.value().path("Metadata").path("aws:cdk:path");
      return new Resource(object.id().name(), object.id().kind(), cdk.isTextual() ? cdk.asText() : null, at.startLine(), at.startColumn());
    }
    JsonNode doc = src.document().value();
    ObjectId id = object.impliedBy() != null || object.request() == null ? ObjectId.of(doc) : object.id();
    if (id.kind().isEmpty()) {
      id = object.id();
    }
    Region at = src.document().sourceIndex().locate(object.impliedBy() != null ? List.of() : src.root()).region();
    String name = id.kind() + "/" + (id.namespace().isEmpty() ? "" : id.namespace() + "/") + id.name();
    return new Resource(name, id.kind(), null, at.startLine(), at.startColumn());
  }
}
