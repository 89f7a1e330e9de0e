package dev.cairn.guard;

/** A data file that cannot be read as YAML or JSON, with where the problem is. */
public final class DataException extends RuntimeException {

  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  public DataException(String file, int line, int column, String reason) {
    super(file + ":" + line + ":" + column + ": " + reason);
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
