package dev.cairn.engine.parser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository root and the shared reference material ({@code ../shared} next to it). */
final class SharedDir {
  private SharedDir() {}

  /** The directory holding the parent pom.xml (the one listing modules). */
  static Path repoRoot() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (isRepoRoot(dir)) {
        return dir;
      }
    }
    return Path.of("").toAbsolutePath();
  }

  /** {@code ../shared}; a worktree may sit deeper than the main checkout, so ancestors count. */
  static Path locate() {
    Path root = repoRoot();
    for (Path up = root.getParent(); up != null; up = up.getParent()) {
      Path shared = up.resolve("shared");
      if (Files.isDirectory(shared)) {
        return shared;
      }
    }
    return root.resolveSibling("shared");
  }

  private static boolean isRepoRoot(Path dir) {
    try {
      Path pom = dir.resolve("pom.xml");
      return Files.isRegularFile(pom) && Files.readString(pom).contains("<modules>");
    } catch (IOException e) {
      return false;
    }
  }
}
