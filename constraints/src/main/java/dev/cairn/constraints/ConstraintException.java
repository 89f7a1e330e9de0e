package dev.cairn.constraints;

/**
 * A template, constraint, suite or object the framework cannot use, with where it is: {@code
 * file:line:column: reason} (line and column 0 when the problem has no place in a file).
 */
public final class ConstraintException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  public ConstraintException(String file, int line, int column, String reason) {
    super((file == null ? "" : file) + (line > 0 ? ":" + line + ":" + column : "") + ": " + reason);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  public String file() {
    return file;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public String reason() {
    return reason;
  }
}
