package dev.cairn.cli;

import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;

/**
 * One error to report: OPA's code (or a loader code of ours), message and, when known, where.
 * {@code file} may be null and {@code line} 0 when the place is unknown.
 */
record CliError(String code, String message, String file, int line, int column) {
  static final String LOAD_ERROR = "load_error";
  static final String JSON_PARSE_ERROR = "json_parse_error";
  static final String YAML_PARSE_ERROR = "yaml_parse_error";

  static CliError of(RegoError e) {
    Location loc = e.location();
    if (loc == null) {
      return new CliError(e.code(), e.message(), null, 0, 0);
    }
    String file = loc.file() == null || loc.file().isEmpty() ? null : loc.file();
    return new CliError(e.code(), e.message(), file, loc.line(), loc.column());
  }

  static CliError of(dev.cairn.scan.LoadProblem p) {
    return new CliError(p.code(), p.message(), p.file(), p.line(), p.column());
  }

  static CliError inFile(String code, String message, String file) {
    return new CliError(code, message, file, 0, 0);
  }

  /** {@code file:row:col: code: message}, leaving out the parts that are unknown. */
  String toLine() {
    StringBuilder sb = new StringBuilder();
    if (file != null) {
      sb.append(file);
    }
    if (line > 0) {
      sb.append(file != null ? ":" : "").append(line).append(':').append(column);
    }
    if (sb.length() > 0) {
      sb.append(": ");
    }
    return sb.append(code).append(": ").append(message).toString();
  }
}
