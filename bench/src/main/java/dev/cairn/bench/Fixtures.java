package dev.cairn.bench;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's {@code fixtures/} from wherever the benchmark runs. */
final class Fixtures {
  private Fixtures() {}

  static Path dir(String relative) {
    String configured = System.getProperty("cairn.fixtures");
    Path root = configured != null ? Path.of(configured) : null;
    Path dir = Path.of("").toAbsolutePath();
    while (root == null && dir != null) {
      if (Files.isDirectory(dir.resolve("fixtures/policy"))) {
        root = dir.resolve("fixtures");
      }
      dir = dir.getParent();
    }
    if (root == null) {
      throw new IllegalStateException("fixtures/ not found: run from the repository or set -Dcairn.fixtures");
    }
    return root.resolve(relative);
  }
}
