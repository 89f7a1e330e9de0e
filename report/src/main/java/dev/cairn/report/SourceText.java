package dev.cairn.report;

/** The lines of a scanned file, for showing the source of a finding. */
@FunctionalInterface
public interface SourceText {
  SourceText NONE = (file, line) -> null;

  /** Line {@code line} (1-based) of {@code file} without its line break, or null. */
  String line(String file, int line);
}
