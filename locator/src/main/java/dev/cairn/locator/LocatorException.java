package dev.cairn.locator;

/** A file that cannot be loaded: a syntax error or an exceeded limit, with where it happened. */
public final class LocatorException extends RuntimeException {

  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  public LocatorException(String file, int line, int column, String reason) {
    super(file + ":" + line + ":" + column + ": " + reason);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  public String file() {
    return file;
  }

  /** 1-based. */
  public int line() {
    return line;
  }

  /** 1-based, in UTF-16 code units. */
  public int column() {
    return column;
  }

  /** The message without the position. */
  public String reason() {
    return reason;
  }
}
