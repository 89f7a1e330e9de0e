package dev.cairn.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's {@code fixtures/}, found from the working directory (a module's, under Maven). */
public final class Fixtures {
  private Fixtures() {}

  /** The repository's root: the nearest directory upwards that holds {@code fixtures/}. */
  public static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isDirectory(dir.resolve("fixtures"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IllegalStateException("repository root with fixtures/ not found from " + Path.of("").toAbsolutePath());
    }
    return dir;
  }

  /** {@code fixtures/<relative>}. */
  public static Path path(String relative) {
    return root().resolve("fixtures").resolve(relative);
  }
}
