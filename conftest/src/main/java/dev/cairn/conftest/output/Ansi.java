package dev.cairn.conftest.output;

/** The ANSI colours conftest's text output uses (it colours unless --no-color, terminal or not). */
public enum Ansi {
  RED(31),
  GREEN(32),
  YELLOW(33),
  BLUE(34),
  CYAN(36),
  WHITE(37);

  private final int code;

  Ansi(int code) {
    this.code = code;
  }

  public String paint(String text, boolean noColor) {
    return noColor ? text : "\u001b[" + code + "m" + text + "\u001b[0m";
  }
}
