package dev.cairn.tracer;

import java.nio.file.Path;

/**
 * A file to scan: a path on disk, or text with a display name (standard input). {@code name} is
 * what reports show, relative to the scan root when possible.
 */
public record ScanInput(String name, Path path, String text) {
  public static ScanInput file(String name, Path path) {
    return new ScanInput(name, path, null);
  }

  public static ScanInput text(String name, String text) {
    return new ScanInput(name, null, text);
  }
}
