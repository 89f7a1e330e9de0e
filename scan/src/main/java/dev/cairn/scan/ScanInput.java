package dev.cairn.scan;

import java.nio.file.Path;

/**
 * A file to scan: a path on disk, or text with a display name (standard input). {@code name} is
 * what reports show, relative to the scan root when possible. {@code problem}, when not null, says
 * why the path cannot be read at all (a broken link, a directory that cannot be listed, a FIFO): the
 * scan reports it as that input's error and goes on with the others.
 */
public record ScanInput(String name, Path path, String text, String problem) {
  public static ScanInput file(String name, Path path) {
    return new ScanInput(name, path, null, null);
  }

  public static ScanInput text(String name, String text) {
    return new ScanInput(name, null, text, null);
  }

  /** A path found while searching for inputs that cannot be read, and why. */
  public static ScanInput unusable(String name, Path path, String problem) {
    return new ScanInput(name, path, null, problem);
  }

  /** Whether this input can be read (it has no {@link #problem}). */
  public boolean usable() {
    return problem == null;
  }
}
