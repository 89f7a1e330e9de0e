package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;

/**
 * What a template's target defines: which objects it reviews, the {@code input.review} it builds
 * for one, which constraints apply to it, and the {@code data.inventory} built from cached objects.
 */
public interface Target {
  /** The name templates give in {@code spec.targets[].target}. */
  String name();

  /** The objects of a document this target reviews (none when the document is not for it). */
  List<ReviewObject> objects(SourceDocument document);

  /** {@code input.review} for an object. */
  JsonNode review(ReviewObject object);

  /** Whether a constraint's {@code match} selects the object; {@code namespaces} finds Namespaces by name. */
  boolean matches(Constraint constraint, ReviewObject object, Function<String, JsonNode> namespaces);

  /** {@code data.inventory} for the cached objects. */
  JsonNode inventory(Collection<ReviewObject> objects);

  /**
   * Where a path of {@code input.review} is in the object's own source: the source and the path
   * below its root, or null when the path does not come from the object.
   */
  Located locate(ReviewObject object, List<Object> reviewPath);

  /** A path in a document. */
  record Located(SourceDocument source, List<Object> path) {}
}
