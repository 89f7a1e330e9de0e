package dev.cairn.engine.conformance;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the project's module directory, repository root and the read-only {@code shared} folder.
 *
 * <p>The shared folder is {@code ../shared} next to the repository root. A git worktree checked out
 * further down (e.g. {@code wt/<name>}) does not have that sibling, so the search continues with
 * the root's ancestors; {@code -Dcairn.shared=PATH} overrides it all.
 */
final class SharedDir {
  private SharedDir() {}

  /** The engine module directory: the test classes live in {@code <module>/target/test-classes}. */
  static Path moduleDir() {
    try {
      Path classes =
          Path.of(SharedDir.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return classes.getParent().getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the test classes directory", e);
    }
  }

  /** The directory holding the parent pom.xml: the highest ancestor in an unbroken pom.xml chain. */
  static Path repoRoot(Path moduleDir) {
    Path root = moduleDir.toAbsolutePath().normalize();
    while (root.getParent() != null && Files.isRegularFile(root.getParent().resolve("pom.xml"))) {
      root = root.getParent();
    }
    return root;
  }

  /** {@code shared/<relative>} if it exists. */
  static Optional<Path> find(String relative) {
    String override = System.getProperty("cairn.shared");
    if (override != null && !override.isBlank()) {
      Path p = Path.of(override).resolve(relative);
      return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
    }
    for (Path dir = repoRoot(moduleDir()).getParent(); dir != null; dir = dir.getParent()) {
      Path p = dir.resolve("shared").resolve(relative);
      if (Files.isDirectory(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }
}
