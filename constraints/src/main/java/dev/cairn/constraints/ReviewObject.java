package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * An object to review: the target it is for, which object it is, its value, where it came from
 * (null when built in memory), the AdmissionReview request it was given in (null for a plain
 * object), and, for an object that an ExpansionTemplate made of a workload, that template's name.
 *
 * <p>An expanded object's source is the workload's {@code spec.template}, so a path into the Pod's
 * {@code metadata} or {@code spec} locates in the workload's file.
 */
public record ReviewObject(
    String target, ObjectId id, JsonNode value, SourceDocument source, JsonNode request, String impliedBy) {
  /** A Kubernetes object held in memory. */
  public static ReviewObject of(JsonNode value) {
    return new ReviewObject(KubernetesTarget.NAME, ObjectId.of(value), value, null, null, null);
  }

  /** A Kubernetes object read from a file. */
  public static ReviewObject of(SourceDocument source) {
    return new ReviewObject(KubernetesTarget.NAME, ObjectId.of(source.value()), source.value(), source, null, null);
  }

  JsonNode labels() {
    return value.path("metadata").path("labels");
  }
}
