package dev.cairn.locator;

/**
 * A span of source text: 1-based lines and columns, columns counted in UTF-16 code units, end column
 * exclusive (SARIF's conventions).
 */
public record Region(int startLine, int startColumn, int endLine, int endColumn) {

  /** {@code 17:7-17:31}. */
  @Override
  public String toString() {
    return startLine + ":" + startColumn + "-" + endLine + ":" + endColumn;
  }
}
