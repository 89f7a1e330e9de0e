package dev.cairn.schemas;

import com.fasterxml.jackson.databind.JsonNode;

/** One parsed schema file: its name (for messages) and its root, against which {@code $ref}s resolve. */
record SchemaDocument(String file, JsonNode root) {

  /** The node a local {@code $ref} ({@code #/definitions/Tag}) points at, or null. */
  JsonNode resolve(String ref) {
    if (ref.equals("#")) {
      return root;
    }
    if (!ref.startsWith("#/")) {
      return null;
    }
    JsonNode at = root.at(ref.substring(1));
    return at.isMissingNode() ? null : at;
  }
}
