package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A constraint's {@code spec.match}, with Gatekeeper's semantics: every criterion given must hold;
 * an absent one matches everything. Namespace criteria use a Namespace object's own name, and let
 * other cluster-scoped objects through. {@code source} ({@code objectSource} here) is {@code All}
 * (the default), {@code Original} (not objects made by expansion) or {@code Generated} (only those).
 */
public record Match(
    List<Kinds> kinds,
    String scope,
    List<String> namespaces,
    List<String> excludedNamespaces,
    LabelSelector labelSelector,
    LabelSelector namespaceSelector,
    String name,
    String objectSource,
    SourceDocument source) {

  /** One {@code kinds} entry: an empty list, or {@code *}, matches any. */
  record Kinds(List<String> apiGroups, List<String> kinds) {
    boolean matches(String group, String kind) {
      return (kinds.isEmpty() || kinds.contains("*") || kinds.contains(kind))
          && (apiGroups.isEmpty() || apiGroups.contains("*") || apiGroups.contains(group));
    }
  }

  static Match read(SourceDocument src) {
    JsonNode m = src.value();
    List<Kinds> kinds = new ArrayList<>();
    for (JsonNode k : m.path("kinds")) {
      kinds.add(new Kinds(strings(k.path("apiGroups")), strings(k.path("kinds"))));
    }
    return new Match(
        List.copyOf(kinds),
        m.path("scope").asText(""),
        strings(m.path("namespaces")),
        strings(m.path("excludedNamespaces")),
        LabelSelector.read(src.below(List.of("labelSelector"))),
        LabelSelector.read(src.below(List.of("namespaceSelector"))),
        m.path("name").asText(""),
        m.path("source").asText("All"),
        src);
  }

  private static List<String> strings(JsonNode n) {
    List<String> out = new ArrayList<>();
    n.forEach(x -> out.add(x.asText()));
    return List.copyOf(out);
  }

  /**
   * Whether the constraint applies to the object. {@code namespaces} finds a Namespace object by
   * name (null when unknown), for {@code namespaceSelector}.
   *
   * @throws ConstraintException when a namespaceSelector needs a namespace that is not known
   */
  boolean matches(ReviewObject obj, Function<String, JsonNode> namespaceObjects) {
    boolean generated = obj.impliedBy() != null;
    if ((objectSource.equals("Original") && generated) || (objectSource.equals("Generated") && !generated)) {
      return false;
    }
    ObjectId id = obj.id();
    if (!kinds.isEmpty() && kinds.stream().noneMatch(k -> k.matches(id.group(), id.kind()))) {
      return false;
    }
    boolean isNamespace = id.isNamespace();
    boolean hasNamespace = !id.namespace().isEmpty();
    if (scope.equals("Cluster") && !(isNamespace || !hasNamespace)) {
      return false;
    }
    if (scope.equals("Namespaced") && !(!isNamespace && hasNamespace)) {
      return false;
    }
    String ns = isNamespace ? id.name() : id.namespace();
    boolean nsKnown = isNamespace || hasNamespace;
    if (!namespaces.isEmpty() && nsKnown && namespaces.stream().noneMatch(p -> Wildcard.matches(p, ns))) {
      return false;
    }
    if (nsKnown && excludedNamespaces.stream().anyMatch(p -> Wildcard.matches(p, ns))) {
      return false;
    }
    if (labelSelector != null && !labelSelector.matches(obj.labels())) {
      return false;
    }
    if (namespaceSelector != null && nsKnown) {
      JsonNode nsObject = isNamespace ? obj.value() : namespaceObjects.apply(ns);
      if (nsObject == null) {
        throw source.error(
            List.of("namespaceSelector"),
            "namespaceSelector of a namespaced object (" + id + ") but namespace " + ns + " is not known");
      }
      if (!namespaceSelector.matches(nsObject.path("metadata").path("labels"))) {
        return false;
      }
    }
    return name.isEmpty() || Wildcard.matches(name, id.name());
  }
}
