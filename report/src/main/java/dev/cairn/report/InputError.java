package dev.cairn.report;

/**
 * An input file that could not be read or parsed, or a rule that could not be evaluated on it
 * ({@code rule} its path; null for an error of the whole file); the scan goes on with the others.
 */
public record InputError(String file, int line, int column, String message, String rule) {
  /** An error of the whole file. */
  public InputError(String file, int line, int column, String message) {
    this(file, line, column, message, null);
  }

  @Override
  public String toString() {
    return file + (line > 0 ? ":" + line + ":" + column : "") + ": " + message;
  }
}
