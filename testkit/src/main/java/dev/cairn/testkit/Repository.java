package dev.cairn.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's root, found from the working directory (Maven runs a module's tests in it). */
final class Repository {
  private Repository() {}

  /** The nearest directory upwards that holds {@code scripts/install-peers}; null if none. */
  static Path root() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("scripts/install-peers"))) {
        return dir;
      }
    }
    return null;
  }
}
