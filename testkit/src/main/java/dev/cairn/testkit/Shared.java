package dev.cairn.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The read-only reference folder {@code ../shared} beside the repository (or beside one of its
 * ancestors, for a worktree further down); {@code -Dcairn.shared=PATH} overrides the search.
 */
public final class Shared {
  private Shared() {}

  /** {@code shared/<relative>}, or the test skips (fails in CI) when it is absent. */
  public static Path require(String relative) {
    Path p = find(relative);
    Required.check(p != null, "../shared/" + relative + " is absent (a user's clone has no shared/)");
    return p;
  }

  /** {@code shared/<relative>} if it exists, else null. */
  public static Path find(String relative) {
    String override = System.getProperty("cairn.shared");
    if (override != null && !override.isBlank()) {
      Path p = Path.of(override).resolve(relative);
      return Files.exists(p) ? p : null;
    }
    Path root = Repository.root();
    for (Path dir = root == null ? Path.of("").toAbsolutePath() : root.getParent(); dir != null; dir = dir.getParent()) {
      Path p = dir.resolve("shared").resolve(relative);
      if (Files.exists(p)) {
        return p;
      }
    }
    return null;
  }
}
