package dev.cairn.locator.formats;

/** The backslash escapes the text formats share. */
final class Escapes {

  private Escapes() {}

  /** The control character {@code \n}, {@code \r}, {@code \t} or {@code \f} stands for, or 0. */
  static char control(char e) {
    switch (e) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'f':
        return '\f';
      default:
        return 0;
    }
  }
}
