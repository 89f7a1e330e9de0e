package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Document;
import dev.cairn.locator.PathLocation;
import dev.cairn.locator.Region;
import java.util.List;

/**
 * Where a template, constraint or object came from: a document of a file, and the path of the
 * object inside it (empty for a whole document; {@code request/object} for an AdmissionReview).
 */
public record SourceDocument(String file, Document document, List<Object> root) {
  public SourceDocument {
    root = List.copyOf(root);
  }

  public static SourceDocument of(String file, Document document) {
    return new SourceDocument(file, document, List.of());
  }

  /** The same document, rooted deeper. */
  SourceDocument below(List<Object> path) {
    return new SourceDocument(file, document, concat(root, path));
  }

  /** The value at the root. */
  public JsonNode value() {
    return Yaml.at(document.value(), root);
  }

  /** Where a path below the root is; a missing path locates at its longest existing prefix. */
  public PathLocation locate(List<Object> path) {
    return document.sourceIndex().locate(concat(root, path));
  }

  /** Where a finding about a path below the root is reported (see {@link dev.cairn.locator.SourceIndex#reportAt}). */
  public PathLocation reportAt(List<Object> path) {
    return document.sourceIndex().reportAt(concat(root, path));
  }

  /** An error located at a path below the root. */
  ConstraintException error(List<Object> path, String reason) {
    Region r = locate(path).region();
    return new ConstraintException(file, r.startLine(), r.startColumn(), reason);
  }

  static List<Object> concat(List<Object> a, List<Object> b) {
    if (a.isEmpty()) {
      return b;
    }
    if (b.isEmpty()) {
      return a;
    }
    Object[] all = new Object[a.size() + b.size()];
    for (int i = 0; i < a.size(); i++) {
      all[i] = a.get(i);
    }
    for (int i = 0; i < b.size(); i++) {
      all[a.size() + i] = b.get(i);
    }
    return List.of(all);
  }
}
