package dev.cairn.conftest.output;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One of conftest's results: the message, the query that produced it ({@code data.main.deny}; null
 * for an exception, which conftest gives none), the {@code details} of a result object (null when
 * it has none), and where Cairn located it ({@code line} 0 when it has no location).
 */
public record ResultMessage(String msg, String query, String file, int line, JsonNode details) {
  public ResultMessage(String msg, String query, String file, int line) {
    this(msg, query, file, line, null);
  }

  static ResultMessage of(String msg, String query) {
    return new ResultMessage(msg, query, null, 0);
  }
}
