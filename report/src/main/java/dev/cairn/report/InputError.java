package dev.cairn.report;

/** An input file that could not be read or parsed; the scan goes on with the other files. */
public record InputError(String file, int line, int column, String message) {
  @Override
  public String toString() {
    return file + (line > 0 ? ":" + line + ":" + column : "") + ": " + message;
  }
}
