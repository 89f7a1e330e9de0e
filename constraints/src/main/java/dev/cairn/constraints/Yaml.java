package dev.cairn.constraints;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Reading required fields of a document, with located errors when they are absent or wrong. */
final class Yaml {
  private Yaml() {}

  static JsonNode at(JsonNode n, List<Object> path) {
    for (Object k : path) {
      n = k instanceof Integer i ? n.path(i) : n.path((String) k);
    }
    return n;
  }

  static String requiredString(SourceDocument src, List<Object> path) {
    JsonNode n = at(src.value(), path);
    if (!n.isTextual() || n.asText().isEmpty()) {
      throw src.error(path, (n.isMissingNode() || n.isNull() ? "missing " : "expected a string at ") + dotted(path));
    }
    return n.asText();
  }

  static String dotted(List<Object> path) {
    StringBuilder sb = new StringBuilder();
    for (Object k : path) {
      if (k instanceof Integer i) {
        sb.append('[').append(i).append(']');
      } else {
        sb.append(sb.isEmpty() ? "" : ".").append(k);
      }
    }
    return sb.toString();
  }
}
