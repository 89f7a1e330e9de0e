package dev.cairn.report;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds {@code ../shared} beside the repository, skipping the test when a clone has none. */
final class SharedFiles {
  private SharedFiles() {}

  static Path require(String relative) {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.exists(dir.resolve(".ci"))) {
      dir = dir.getParent();
    }
    Path shared = dir == null ? null : dir.resolveSibling("shared");
    assumeTrue(
        shared != null && Files.exists(shared.resolve(relative)),
        "../shared/" + relative + " is absent (a user's clone has no shared/): skipping");
    return shared.resolve(relative);
  }
}
