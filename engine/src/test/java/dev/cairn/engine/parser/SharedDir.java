package dev.cairn.engine.parser;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the shared reference material: {@code ../shared} next to the repository root. */
final class SharedDir {
  private SharedDir() {}

  static Path locate() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !isRepoRoot(dir)) {
      dir = dir.getParent();
    }
    if (dir == null) {
      return Path.of("../shared");
    }
    // A worktree may sit one level deeper than the main checkout.
    for (Path up = dir.getParent(); up != null; up = up.getParent()) {
      Path shared = up.resolve("shared");
      if (Files.isDirectory(shared)) {
        return shared;
      }
    }
    return dir.resolveSibling("shared");
  }

  private static boolean isRepoRoot(Path dir) {
    try {
      return Files.isRegularFile(dir.resolve("pom.xml"))
          && Files.readString(dir.resolve("pom.xml")).contains("<modules>");
    } catch (java.io.IOException e) {
      return false;
    }
  }
}
