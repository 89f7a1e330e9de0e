package dev.cairn.scan;

import dev.cairn.locator.PathLocation;
import dev.cairn.locator.SourceIndex;
import dev.cairn.report.Resource;
import java.util.List;

/**
 * Names the resource a finding is about (design note, section 3): {@code Resources/<id>} of a
 * CloudFormation template, with its {@code Type} and CDK path; the {@code kind}, namespace and
 * name of a Kubernetes object; the address of a Terraform resource (HCL or plan JSON); nothing for
 * other inputs.
 */
public final class ResourceFinder {
  private ResourceFinder() {}

  public static Resource find(com.fasterxml.jackson.databind.JsonNode doc, SourceIndex index, List<Object> primary) {
    if (doc == null || !doc.isObject()) {
      return null;
    }
    if (doc.path("Resources").isObject()
        && primary != null
        && primary.size() >= 2
        && "Resources".equals(primary.get(0))
        && primary.get(1) instanceof String id) {
      var resource = doc.path("Resources").path(id);
      String type = resource.path("Type").isTextual() ? resource.path("Type").asText() : null;
      var cdk = resource.path("Metadata").path("aws:cdk:path");
      PathLocation at = index.locate(List.of("Resources", id));
      return new Resource(
          id, type, cdk.isTextual() ? cdk.asText() : null, at.region().startLine(), at.region().startColumn());
    }
    if (doc.path("kind").isTextual() && doc.path("metadata").isObject()) {
      String kind = doc.path("kind").asText();
      String namespace = doc.path("metadata").path("namespace").asText("");
      String name = doc.path("metadata").path("name").asText("");
      String id = kind + "/" + (namespace.isEmpty() ? "" : namespace + "/") + name;
      PathLocation at = index.locate(List.of());
      return new Resource(id, kind, null, at.region().startLine(), at.region().startColumn());
    }
    return primary == null ? null : TerraformResources.find(doc, index, primary);
  }
}
