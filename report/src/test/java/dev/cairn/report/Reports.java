package dev.cairn.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.UncheckedIOException;

/** Test metadata written as JSON text. */
final class Reports {
  private Reports() {}

  static JsonNode json(String text) {
    try {
      return JsonReport.MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
