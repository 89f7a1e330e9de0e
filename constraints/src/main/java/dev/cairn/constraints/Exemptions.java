package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Namespaces a Gatekeeper {@code Config} exempts from every constraint: {@code
 * spec.match[].excludedNamespaces} (globs) for the listed {@code processes} ({@code *}, {@code
 * webhook} for reviews, {@code audit} for audits).
 */
final class Exemptions {
  private record Entry(List<String> namespaces, List<String> processes) {}

  private final List<Entry> entries = new ArrayList<>();

  static boolean isConfig(JsonNode doc) {
    return "Config".equals(doc.path("kind").asText(null))
        && doc.path("apiVersion").asText("").startsWith("config.gatekeeper.sh/");
  }

  void add(SourceDocument doc) {
    for (JsonNode m : doc.value().path("spec").path("match")) {
      List<String> ns = new ArrayList<>();
      m.path("excludedNamespaces").forEach(n -> ns.add(n.asText()));
      List<String> ps = new ArrayList<>();
      m.path("processes").forEach(p -> ps.add(p.asText()));
      entries.add(new Entry(List.copyOf(ns), List.copyOf(ps)));
    }
  }

  boolean exempt(ObjectId id, String process) {
    String ns = id.isNamespace() ? id.name() : id.namespace();
    if (ns.isEmpty()) {
      return false;
    }
    for (Entry e : entries) {
      if ((e.processes().contains("*") || e.processes().contains(process))
          && e.namespaces().stream().anyMatch(p -> Wildcard.matches(p, ns))) {
        return true;
      }
    }
    return false;
  }
}
