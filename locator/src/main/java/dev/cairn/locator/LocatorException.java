package dev.cairn.locator;

/** A file that cannot be loaded: a syntax error or an exceeded limit, with where it happened. */
public final class LocatorException extends LocatedException {
  private static final long serialVersionUID = 1L;

  public LocatorException(String file, int line, int column, String reason) {
    super(file, line, column, reason);
  }
}
