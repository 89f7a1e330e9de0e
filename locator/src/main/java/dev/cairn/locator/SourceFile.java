package dev.cairn.locator;

import java.util.ArrayList;
import java.util.List;

/** A loaded file: its display name and its documents (several for a multi-document YAML stream). */
public record SourceFile(String name, List<Document> documents) {

  public SourceFile {
    documents = List.copyOf(documents);
  }

  /** The warnings of all documents, in file order. */
  public List<Warning> warnings() {
    List<Warning> all = new ArrayList<>();
    for (Document d : documents) {
      all.addAll(d.warnings());
    }
    return all;
  }
}
