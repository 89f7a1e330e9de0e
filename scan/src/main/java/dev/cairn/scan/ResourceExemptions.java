package dev.cairn.scan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.report.Finding;

/**
 * Rules a CloudFormation resource opts out of in its own {@code Metadata}: {@code cairn: {skip:
 * [RULE_ID, ...]}} (a single string works too), naming a rule by its id or its path. The CDK sets it
 * with {@code cfnResource.addMetadata("cairn", {skip: [...]})}, so the exemption travels with the
 * resource instead of living in a central list.
 */
public final class ResourceExemptions {
  private ResourceExemptions() {}

  /** True when the finding's resource, in {@code document}, skips the finding's rule. */
  public static boolean exempts(JsonNode document, Finding finding) {
    if (document == null || finding.resource() == null) {
      return false;
    }
    JsonNode skip =
        document.path("Resources").path(finding.resource().id()).path("Metadata").path("cairn").path("skip");
    if (skip.isTextual()) {
      return names(skip.asText(), finding);
    }
    for (JsonNode id : skip) {
      if (id.isTextual() && names(id.asText(), finding)) {
        return true;
      }
    }
    return false;
  }

  private static boolean names(String id, Finding finding) {
    return id.equals(finding.ruleId()) || id.equals(finding.rule());
  }
}
