package dev.cairn.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's {@code fixtures/} from wherever the benchmark runs. */
final class Fixtures {
  private Fixtures() {}

  /** No fixtures where the benchmark looked: a usage error, which each command reports as such. */
  static final class NotFound extends RuntimeException {
    NotFound(String message) {
      super(message);
    }
  }

  static Path dir(String relative) {
    String configured = System.getProperty("cairn.fixtures");
    Path root = configured != null ? Path.of(configured) : null;
    if (root != null && !Files.isDirectory(root.resolve("policy"))) {
      throw new NotFound("-Dcairn.fixtures=" + configured + " holds no policy/ directory: give the repository's fixtures/");
    }
    Path dir = Path.of("").toAbsolutePath();
    while (root == null && dir != null) {
      if (Files.isDirectory(dir.resolve("fixtures/policy"))) {
        root = dir.resolve("fixtures");
      }
      dir = dir.getParent();
    }
    if (root == null) {
      throw new NotFound("fixtures/ not found: run from the repository or set -Dcairn.fixtures");
    }
    return root.resolve(relative);
  }
}
