package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;

/** Which object a result is about: its group, version, kind, namespace (empty if none) and name. */
public record ObjectId(String group, String version, String kind, String namespace, String name) {
  static ObjectId of(JsonNode obj) {
    String apiVersion = obj.path("apiVersion").asText("");
    int slash = apiVersion.indexOf('/');
    String group = slash < 0 ? "" : apiVersion.substring(0, slash);
    String version = slash < 0 ? apiVersion : apiVersion.substring(slash + 1);
    JsonNode meta = obj.path("metadata");
    return new ObjectId(group, version, obj.path("kind").asText(""), meta.path("namespace").asText(""), meta.path("name").asText(""));
  }

  /** {@code apps/v1} or {@code v1}: the key of {@code data.inventory}. */
  public String groupVersion() {
    return group.isEmpty() ? version : group + "/" + version;
  }

  /** Gatekeeper's {@code IsNamespace}: a core Namespace. */
  boolean isNamespace() {
    return kind.equals("Namespace") && group.isEmpty();
  }

  @Override
  public String toString() {
    return kind + (namespace.isEmpty() ? "" : " " + namespace + "/") + (namespace.isEmpty() ? " " : "") + name;
  }
}
