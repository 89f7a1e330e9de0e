package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;

/**
 * Gatekeeper's admission target, {@code admission.k8s.gatekeeper.sh}: {@code input.review} is the
 * AdmissionRequest Gatekeeper builds for an object (a CREATE with no old object), or the request of
 * an AdmissionReview document as written (gator's way of testing UPDATE and DELETE).
 */
public final class KubernetesTarget implements Target {
  public static final String NAME = "admission.k8s.gatekeeper.sh";
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public List<ReviewObject> objects(SourceDocument document) {
    JsonNode v = document.value();
    if (!v.isObject() || !v.path("kind").isTextual() || !v.path("apiVersion").isTextual()) {
      return List.of();
    }
    if (v.path("kind").asText().equals("AdmissionReview")) {
      JsonNode request = v.path("request");
      String which = request.path("object").isObject() ? "object" : "oldObject";
      if (!request.path(which).isObject()) {
        throw document.error(List.of("request"), "AdmissionReview has no request.object or request.oldObject");
      }
      SourceDocument objectSource = document.below(List.of("request", which));
      JsonNode object = objectSource.value();
      ObjectId id = ObjectId.of(object);
      if (id.namespace().isEmpty() && request.path("namespace").isTextual()) {
        id = new ObjectId(id.group(), id.version(), id.kind(), request.path("namespace").asText(), id.name());
      }
      return List.of(new ReviewObject(NAME, id, object, objectSource, request, null));
    }
    return List.of(ReviewObject.of(document));
  }

  @Override
  public JsonNode review(ReviewObject object) {
    if (object.request() != null) {
      return object.request();
    }
    ObjectId id = object.id();
    ObjectNode review = JSON.objectNode();
    ObjectNode kind = review.putObject("kind");
    kind.put("group", id.group());
    kind.put("version", id.version());
    kind.put("kind", id.kind());
    if (!id.name().isEmpty()) {
      review.put("name", id.name());
    }
    if (!id.namespace().isEmpty()) {
      review.put("namespace", id.namespace());
    }
    review.put("operation", "CREATE");
    review.putObject("userInfo");
    review.set("object", object.value());
    review.putNull("oldObject");
    review.put("dryRun", false);
    return review;
  }

  @Override
  public boolean matches(Constraint constraint, ReviewObject object, Function<String, JsonNode> namespaces) {
    return constraint.match().matches(object, namespaces);
  }

  /**
   * gator's inventory: cluster-scoped objects at {@code cluster[groupVersion][kind][name]},
   * namespaced ones at {@code namespace[ns][groupVersion][kind][name]}.
   */
  @Override
  public JsonNode inventory(Collection<ReviewObject> objects) {
    ObjectNode inv = JSON.objectNode();
    ObjectNode cluster = inv.putObject("cluster");
    ObjectNode namespaced = inv.putObject("namespace");
    for (ReviewObject o : objects) {
      ObjectId id = o.id();
      ObjectNode under = id.namespace().isEmpty() ? cluster : child(namespaced, id.namespace());
      child(child(under, id.groupVersion()), id.kind()).set(id.name(), o.value());
    }
    return inv;
  }

  private static ObjectNode child(ObjectNode parent, String key) {
    JsonNode c = parent.get(key);
    return c instanceof ObjectNode o ? o : parent.putObject(key);
  }

  @Override
  public Located locate(ReviewObject object, List<Object> reviewPath) {
    if (object.source() == null) {
      return null;
    }
    if (reviewPath.size() >= 1 && "object".equals(reviewPath.get(0))) {
      return new Located(object.source(), reviewPath.subList(1, reviewPath.size()));
    }
    if (object.request() != null) {
      List<Object> root = object.source().root();
      SourceDocument request = new SourceDocument(object.source().file(), object.source().document(), root.subList(0, root.size() - 1));
      return new Located(request, reviewPath);
    }
    return null;
  }
}
