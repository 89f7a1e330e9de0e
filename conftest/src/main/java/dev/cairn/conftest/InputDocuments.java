package dev.cairn.conftest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.Region;
import dev.cairn.report.FindingLocation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one evaluation's input is made of, and how its paths map back to files: a single document,
 * or (with {@code --combine}) conftest's list of {@code {path, contents}} over many documents,
 * where a path {@code [i, "contents", ...]} lies in the i-th document.
 */
final class InputDocuments {
  /** One document with the file it came from. */
  record Source(String file, Document document) {}

  /** A path resolved to its file, document and region. */
  record Resolved(Source source, List<Object> pathInDocument, FindingLocation location) {}

  private final List<Source> sources;
  private final boolean combined;
  private final Map<String, Map<Integer, JsonNode>> byFile = new HashMap<>();

  private InputDocuments(List<Source> sources, boolean combined) {
    this.sources = List.copyOf(sources);
    this.combined = combined;
    for (Source s : this.sources) {
      byFile.computeIfAbsent(s.file(), f -> new HashMap<>()).put(s.document().index(), s.document().value());
    }
  }

  static InputDocuments single(String file, Document document) {
    return new InputDocuments(List.of(new Source(file, document)), false);
  }

  static InputDocuments combined(List<Source> sources) {
    return new InputDocuments(sources, true);
  }

  List<Source> sources() {
    return sources;
  }

  /** The input value: the document itself, or the combined list. */
  JsonNode value() {
    if (!combined) {
      return sources.get(0).document().value();
    }
    ArrayNode list = JsonNodeFactory.instance.arrayNode();
    for (Source s : sources) {
      ObjectNode entry = list.addObject();
      entry.put("path", s.file());
      entry.set("contents", s.document().value());
    }
    return list;
  }

  /** The value of a file's document, or null when this input holds no such document. */
  JsonNode document(String file, int index) {
    return byFile.getOrDefault(file, Map.of()).get(index);
  }

  /** Where an input path is; the first source's root when the path leads into no document. */
  Resolved resolve(List<Object> path, int missingFrom) {
    Source source = sources.get(0);
    List<Object> inDoc = path;
    int missing = missingFrom;
    if (combined) {
      if (path.size() >= 2 && path.get(0) instanceof Integer i && i < sources.size() && "contents".equals(path.get(1))) {
        source = sources.get(i);
        inDoc = path.subList(2, path.size());
        missing = missingFrom < 0 ? -1 : Math.max(0, missingFrom - 2);
      } else {
        // An entry's own fields (its path) stand for its document as a whole.
        if (!path.isEmpty() && path.get(0) instanceof Integer i && i < sources.size()) {
          source = sources.get(i);
        }
        inDoc = List.of();
        missing = -1;
      }
    }
    PathLocation at = source.document().sourceIndex().reportAt(inDoc);
    Region r = at.region();
    List<Object> missingKeys = missing >= 0 ? inDoc.subList(missing, inDoc.size()) : at.missing();
    return new Resolved(
        source,
        inDoc,
        new FindingLocation(inDoc, r.startLine(), r.startColumn(), r.endLine(), r.endColumn(), missingKeys));
  }
}
