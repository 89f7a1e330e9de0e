package dev.cairn.conftest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.PathLocation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Keeps the corpus labels consistent: each label's line is the line its {@code at=} path starts
 * on, and {@code missing=} names exactly the keys of that path that do not exist. A typo in a
 * line number or a path would otherwise score as Cairn's miss.
 */
class CorpusLabelPathsTest {
  @Test
  void everyLabelLineIsTheLineOfItsPath() {
    CorpusFiles corpus = CorpusFiles.load();
    DocumentLoader loader = DocumentLoader.builder().build();
    Map<String, List<Document>> documents = new HashMap<>();
    List<String> wrong = new ArrayList<>();
    for (CorpusLabel label : corpus.labels()) {
      List<Document> docs =
          documents.computeIfAbsent(label.file(), f -> loader.load(corpus.inputsDir().resolve(f)).documents());
      Document doc = docs.stream().filter(d -> owns(d.value(), label.resource())).findFirst().orElse(null);
      if (doc == null) {
        wrong.add(label.source() + ": no resource " + label.resource() + " in " + label.file());
        continue;
      }
      PathLocation at = doc.sourceIndex().locate(path(doc.value(), label));
      String missing = String.join(",", at.missing().stream().map(String::valueOf).toList());
      if (at.region().startLine() != label.line() || !missing.equals(label.missing())) {
        wrong.add(String.format("%s: line %d missing=%s, but %s starts on line %d missing=%s",
            label.source(), label.line(), label.missing(), label.at(), at.region().startLine(), missing));
      }
    }
    assertThat(corpus.labels()).isNotEmpty();
    assertThat(wrong).isEmpty();
  }

  /** Whether a document holds the resource: a template with that logical id, or that Kubernetes object. */
  private static boolean owns(JsonNode doc, String resource) {
    if (doc.path("Resources").has(resource)) {
      return true;
    }
    String ns = doc.path("metadata").path("namespace").asText("");
    String id = doc.path("kind").asText("") + "/" + (ns.isEmpty() ? "" : ns + "/") + doc.path("metadata").path("name").asText("");
    return id.equals(resource);
  }

  /** The label's full path in its document; segments are array indices where the value is a list. */
  private static List<Object> path(JsonNode doc, CorpusLabel label) {
    List<Object> path = new ArrayList<>();
    JsonNode node = doc;
    if (doc.path("Resources").has(label.resource())) {
      path.add("Resources");
      path.add(label.resource());
      node = doc.path("Resources").path(label.resource());
    }
    if (label.at().isEmpty() || label.at().equals(".")) {
      return path;
    }
    for (String raw : label.at().split("/")) {
      String key = raw.replace("~1", "/");
      if (node.isArray() && key.matches("[0-9]+")) {
        path.add(Integer.parseInt(key));
        node = node.path(Integer.parseInt(key));
      } else {
        path.add(key);
        node = node.path(key);
      }
    }
    return path;
  }
}
