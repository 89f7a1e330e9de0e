package dev.cairn.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A JSON file a command reads (a baseline, a SARIF log), with where it went wrong when it did. */
final class JsonFile {
  private JsonFile() {}

  /** Why a file could not be read as JSON: {@code line} 0 when the file could not be read at all. */
  static final class Unreadable extends Exception {
    final int line;
    final int column;

    Unreadable(int line, int column, String message) {
      super(message);
      this.line = line;
      this.column = column;
    }
  }

  static JsonNode read(Path file) throws Unreadable {
    try {
      return JsonReport.MAPPER.readTree(Files.readString(file));
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      throw new Unreadable(at == null ? 0 : at.getLineNr(), at == null ? 0 : at.getColumnNr(), "not JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new Unreadable(0, 0, "cannot read: " + e.getMessage());
    }
  }
}
