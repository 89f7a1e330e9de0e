package dev.cairn.scan;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.SourceIndex;
import dev.cairn.report.Resource;
import java.util.List;
import java.util.Set;

/**
 * Terraform addresses for findings: in HCL ({@code resource "aws_s3_bucket" "logs"} read as
 * {@code resource.aws_s3_bucket.logs}) the address {@code aws_s3_bucket.logs} ({@code
 * data.TYPE.NAME}, {@code module.NAME}); in a plan ({@code terraform show -json}) the {@code
 * address} of the {@code resource_changes} or {@code planned_values} entry the finding lies in.
 */
final class TerraformResources {
  private static final Set<String> PLAN_KEYS = Set.of("resource_changes", "planned_values", "prior_state");

  private TerraformResources() {}

  static Resource find(JsonNode doc, SourceIndex index, List<Object> primary) {
    if (primary.isEmpty() || !(primary.get(0) instanceof String top)) {
      return null;
    }
    if (PLAN_KEYS.contains(top)) {
      return inPlan(doc, index, primary);
    }
    if ((top.equals("resource") || top.equals("data")) && primary.size() >= 3
        && primary.get(1) instanceof String type && primary.get(2) instanceof String name
        && doc.path(top).path(type).path(name).isContainerNode()) {
      String address = (top.equals("data") ? "data." : "") + type + "." + name;
      return at(index, primary.subList(0, 3), address, type);
    }
    if (top.equals("module") && primary.size() >= 2 && primary.get(1) instanceof String name
        && doc.path("module").path(name).isContainerNode()) {
      return at(index, primary.subList(0, 2), "module." + name, "module");
    }
    return null;
  }

  /** The deepest object along the path with a textual {@code address}. */
  private static Resource inPlan(JsonNode doc, SourceIndex index, List<Object> primary) {
    JsonNode node = doc;
    Resource found = null;
    for (int i = 0; i < primary.size() && node != null; i++) {
      Object step = primary.get(i);
      node = step instanceof String key ? node.get(key) : step instanceof Integer n ? node.get(n) : null;
      if (node != null && node.isObject() && node.path("address").isTextual()) {
        String type = node.path("type").isTextual() ? node.path("type").asText() : null;
        found = at(index, primary.subList(0, i + 1), node.path("address").asText(), type);
      }
    }
    return found;
  }

  private static Resource at(SourceIndex index, List<Object> path, String address, String type) {
    PathLocation where = index.locate(path);
    return new Resource(address, type, null, where.region().startLine(), where.region().startColumn());
  }
}
