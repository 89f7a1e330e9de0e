package dev.cairn.engine;

import dev.cairn.engine.ast.Location;
import java.util.List;

/** Parsing, compiling or evaluating Rego failed; carries one or more {@link RegoError}s. */
public class RegoException extends RuntimeException {
  private final List<RegoError> errors;

  public RegoException(List<RegoError> errors) {
    super(summary(errors));
    this.errors = List.copyOf(errors);
  }

  public RegoException(String code, String message, Location location) {
    this(List.of(new RegoError(code, message, location)));
  }

  public List<RegoError> errors() {
    return errors;
  }

  /** The code of the first error. */
  public String code() {
    return errors.get(0).code();
  }

  private static String summary(List<RegoError> errors) {
    if (errors.size() == 1) {
      return errors.get(0).toString();
    }
    StringBuilder sb = new StringBuilder(errors.size() + " errors occurred:");
    for (RegoError e : errors) {
      sb.append('\n').append(e);
    }
    return sb.toString();
  }
}
