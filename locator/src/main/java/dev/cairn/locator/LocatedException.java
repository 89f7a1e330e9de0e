package dev.cairn.locator;

/**
 * A problem with an input, policy or rules file and where it is: {@code file:line:column:
 * reason}. Each kind of file has its own subclass, so callers catch what they can report.
 */
public abstract class LocatedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  /**
   * The message is {@code file:line:column: reason}, or {@code file: reason} when the problem has no
   * place in the file ({@code line} 0: the file cannot be read at all).
   */
  protected LocatedException(String file, int line, int column, String reason) {
    this(file + (line > 0 ? ":" + line + ":" + column : "") + ": " + reason, file, line, column, reason);
  }

  protected LocatedException(String message, String file, int line, int column, String reason) {
    super(message);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  public String file() {
    return file;
  }

  /** 1-based (0 when the problem has no place in the file). */
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
