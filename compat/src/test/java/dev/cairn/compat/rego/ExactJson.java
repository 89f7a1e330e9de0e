package dev.cairn.compat.rego;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.conformance.CaseLoader;

/** JSON as the peers print it, read as the conformance cases are: numbers stay exact decimals. */
public final class ExactJson {
  public static final ObjectMapper MAPPER = CaseLoader.mapper();

  private ExactJson() {}

  /** Parses a peer's output; a peer printing something that is not JSON is a harness problem. */
  public static JsonNode parse(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("not JSON: " + (text.length() > 300 ? text.substring(0, 300) + "..." : text), e);
    }
  }

  public static String write(Object node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
