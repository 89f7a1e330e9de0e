package dev.cairn.locator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One document of a file: its position in the file (0-based), its value and where each of its paths
 * is. The value tree may be shared with other callers through the loader's cache: do not modify it.
 */
public record Document(int index, JsonNode value, SourceIndex sourceIndex, List<Warning> warnings) {

  public Document {
    warnings = List.copyOf(warnings);
  }
}
