package dev.cairn.conftest.output;

/** conftest's output switches: colours, exceptions shown, JUnit test names, the skipped count. */
public record OutputOptions(boolean noColor, boolean suppressExceptions, boolean junitHideMessage, boolean showSkipped) {
  /** conftest's defaults with colour off, as {@code cairn scan} writes its shapes. */
  public static final OutputOptions PLAIN = new OutputOptions(true, false, false, false);
}
