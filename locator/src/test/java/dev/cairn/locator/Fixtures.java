package dev.cairn.locator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds fixtures/ in the repository root (the directory holding the parent pom.xml). */
final class Fixtures {

  private Fixtures() {}

  static Path repoRoot() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null) {
      Path pom = dir.resolve("pom.xml");
      if (Files.isRegularFile(pom) && Files.isDirectory(dir.resolve("fixtures"))) {
        return dir;
      }
      dir = dir.getParent();
    }
    throw new IllegalStateException("no repository root (pom.xml with fixtures/) above " + Path.of("").toAbsolutePath());
  }

  static Path locator(String name) {
    return repoRoot().resolve("fixtures/locator").resolve(name);
  }

  static Path seed(String name) {
    return repoRoot().resolve("fixtures/seed").resolve(name);
  }

  static String read(Path path) throws IOException {
    return Files.readString(path, StandardCharsets.UTF_8);
  }
}
