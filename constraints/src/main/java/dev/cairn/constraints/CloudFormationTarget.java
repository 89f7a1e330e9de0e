package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Cairn's own target, {@code cloudformation.cairn.dev}: the objects reviewed are a CloudFormation
 * template's resources. {@code input.review} is {@code {object, name, type, kind: {group, version,
 * kind}, operation}} with the resource, its logical id and its {@code Type} (also as the kind);
 * {@code match.kinds[].kinds} lists resource types (globs as in {@code AWS::S3::*}; apiGroups are
 * ignored) and {@code match.name} logical ids; {@code data.inventory[type][logicalId]} holds every
 * cached resource.
 */
public final class CloudFormationTarget implements Target {
  public static final String NAME = "cloudformation.cairn.dev";
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public List<ReviewObject> objects(SourceDocument document) {
    JsonNode resources = document.value().path("Resources");
    if (!resources.isObject()) {
      return List.of();
    }
    List<ReviewObject> out = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = resources.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      JsonNode type = e.getValue().path("Type");
      if (type.isTextual()) {
        ObjectId id = new ObjectId("", "", type.asText(), "", e.getKey());
        out.add(new ReviewObject(NAME, id, e.getValue(), document.below(List.of("Resources", e.getKey())), null, null));
      }
    }
    return out;
  }

  @Override
  public JsonNode review(ReviewObject object) {
    ObjectNode review = JSON.objectNode();
    review.set("object", object.value());
    review.put("name", object.id().name());
    review.put("type", object.id().kind());
    ObjectNode kind = review.putObject("kind");
    kind.put("group", "");
    kind.put("version", "");
    kind.put("kind", object.id().kind());
    review.put("operation", "CREATE");
    return review;
  }

  @Override
  public boolean matches(Constraint constraint, ReviewObject object, Function<String, JsonNode> namespaces) {
    Match m = constraint.match();
    String type = object.id().kind();
    if (!m.kinds().isEmpty()
        && m.kinds().stream().noneMatch(k -> k.kinds().isEmpty() || k.kinds().stream().anyMatch(p -> Wildcard.matches(p, type)))) {
      return false;
    }
    return m.name().isEmpty() || Wildcard.matches(m.name(), object.id().name());
  }

  @Override
  public JsonNode inventory(Collection<ReviewObject> objects) {
    ObjectNode inv = JSON.objectNode();
    for (ReviewObject o : objects) {
      JsonNode byType = inv.get(o.id().kind());
      ObjectNode t = byType instanceof ObjectNode n ? n : inv.putObject(o.id().kind());
      t.set(o.id().name(), o.value());
    }
    return inv;
  }

  @Override
  public Located locate(ReviewObject object, List<Object> reviewPath) {
    if (object.source() == null || reviewPath.isEmpty()) {
      return null;
    }
    Object first = reviewPath.get(0);
    if ("object".equals(first)) {
      return new Located(object.source(), reviewPath.subList(1, reviewPath.size()));
    }
    if ("type".equals(first)) {
      return new Located(object.source(), List.of("Type"));
    }
    if ("name".equals(first)) {
      return new Located(object.source(), List.of());
    }
    return null;
  }
}
