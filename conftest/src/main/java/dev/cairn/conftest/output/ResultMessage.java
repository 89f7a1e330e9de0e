package dev.cairn.conftest.output;

/**
 * One of conftest's results: the message, the query that produced it ({@code data.main.deny}),
 * and where Cairn located it ({@code line} 0 when it has no location).
 */
public record ResultMessage(String msg, String query, String file, int line) {
  static ResultMessage of(String msg, String query) {
    return new ResultMessage(msg, query, null, 0);
  }
}
