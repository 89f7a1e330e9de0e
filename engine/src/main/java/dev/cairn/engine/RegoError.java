package dev.cairn.engine;

import dev.cairn.engine.ast.Location;

/**
 * One error with OPA's error code ({@code rego_parse_error}, {@code rego_unsafe_var_error}, {@code
 * eval_conflict_error}, ...), a message in OPA's wording where we know it, and where it happened.
 */
public record RegoError(String code, String message, Location location) {
  @Override
  public String toString() {
    String where = location == null || location.line() == 0 ? "" : location + ": ";
    return where + code + ": " + message;
  }
}
