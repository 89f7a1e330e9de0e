package dev.cairn.constraints;

import dev.cairn.locator.LocatedException;

/**
 * A template, constraint, suite or object the framework cannot use, with where it is: {@code
 * file:line:column: reason} (line and column 0 when the problem has no place in a file).
 */
public final class ConstraintException extends LocatedException {
  private static final long serialVersionUID = 1L;

  public ConstraintException(String file, int line, int column, String reason) {
    super((file == null ? "" : file) + (line > 0 ? ":" + line + ":" + column : "") + ": " + reason, file, line, column, reason);
  }
}
