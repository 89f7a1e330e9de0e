package dev.cairn.guard;

import dev.cairn.locator.LocatedException;

/** A data file that cannot be read as YAML or JSON, with where the problem is. */
public final class DataException extends LocatedException {
  private static final long serialVersionUID = 1L;

  public DataException(String file, int line, int column, String reason) {
    super(file, line, column, reason);
  }
}
