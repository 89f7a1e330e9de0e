package dev.cairn.locator;

/** Something suspicious that did not stop loading, such as a duplicate key. */
public record Warning(int line, int column, String message) {

  @Override
  public String toString() {
    return line + ":" + column + ": " + message;
  }
}
