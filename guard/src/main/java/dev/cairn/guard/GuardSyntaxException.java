package dev.cairn.guard;

/** A rules file that cfn-guard would reject: what is wrong and where (file:line:column). */
public final class GuardSyntaxException extends RuntimeException {

  private final String file;
  private final int line;
  private final int column;
  private final String reason;

  public GuardSyntaxException(String file, int line, int column, String reason) {
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

  /** 1-based. */
  public int column() {
    return column;
  }

  public String reason() {
    return reason;
  }
}
