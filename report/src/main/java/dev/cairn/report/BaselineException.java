package dev.cairn.report;

/** A baseline file that cannot be used, with where in it (line 0 when the whole file). */
public final class BaselineException extends Exception {
  private final InputError error;

  BaselineException(String file, int line, int column, String message) {
    super(file + (line > 0 ? ":" + line + ":" + column : "") + ": " + message);
    this.error = new InputError(file, line, column, message);
  }

  /** The problem as an input error of the scan, which every format shows. */
  public InputError asInputError() {
    return error;
  }
}
