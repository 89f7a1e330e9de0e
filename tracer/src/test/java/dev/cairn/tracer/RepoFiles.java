package dev.cairn.tracer;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository root, found from the module directory the tests run in. */
final class RepoFiles {
  private RepoFiles() {}

  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isDirectory(dir.resolve("fixtures"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IllegalStateException("repository root with fixtures/ not found");
    }
    return dir;
  }

  static Path fixture(String relative) {
    return root().resolve("fixtures").resolve(relative);
  }
}
