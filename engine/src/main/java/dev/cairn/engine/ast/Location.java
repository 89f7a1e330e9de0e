package dev.cairn.engine.ast;

/** Where a piece of Rego source starts: file name, 1-based line and column (in characters). */
public record Location(String file, int line, int column) {
  public static final Location NONE = new Location("", 0, 0);

  @Override
  public String toString() {
    return (file == null || file.isEmpty() ? "" : file + ":") + line + ":" + column;
  }
}
