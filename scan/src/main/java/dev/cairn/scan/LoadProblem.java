package dev.cairn.scan;

/**
 * One problem loading policies or data, in OPA's terms: a code ({@code load_error}, {@code
 * json_parse_error}, {@code yaml_parse_error}, or {@code warning} for what does not stop the load),
 * what is wrong, and where (line and column 0 when the whole file is meant).
 */
public record LoadProblem(String code, String message, String file, int line, int column) {
  public static final String LOAD_ERROR = "load_error";
  public static final String JSON_PARSE_ERROR = "json_parse_error";
  public static final String YAML_PARSE_ERROR = "yaml_parse_error";
  public static final String WARNING = "warning";

  static LoadProblem inFile(String message, java.nio.file.Path file) {
    return new LoadProblem(LOAD_ERROR, message, file.toString(), 0, 0);
  }

  /** {@code file:line:column: message}, the location's parts present only when known. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(file == null ? "" : file);
    if (line > 0) {
      sb.append(':').append(line);
      if (column > 0) {
        sb.append(':').append(column);
      }
    }
    return sb.append(sb.length() > 0 ? ": " : "").append(message).toString();
  }
}
