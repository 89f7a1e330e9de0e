package dev.cairn.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;

/**
 * Files and directories this process cannot read, for tests of how unreadable paths are reported.
 * A mode-000 path is readable by root (tests often run as root in containers), so each method
 * checks that reading really fails; for a file it then falls back to a link to a write-only file of
 * {@code /proc/sys}, which the kernel refuses to root too. Empty when neither works here: the test
 * skips that case, saying why.
 */
public final class Unreadable {
  /** Write-only even for root: the kernel checks their mode bits for every user. */
  private static final List<Path> WRITE_ONLY = List.of(
      Path.of("/proc/sys/vm/compact_memory"), Path.of("/proc/sys/vm/drop_caches"));

  private Unreadable() {}

  /** {@code parent/name}, a directory holding one file, that cannot be listed; empty when root can list it. */
  public static Optional<Path> directory(Path parent, String name) {
    try {
      Path dir = Files.createDirectories(parent.resolve(name));
      Files.writeString(dir.resolve("inside.yaml"), "a: 1\n");
      Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("---------"));
      try (var s = Files.newDirectoryStream(dir)) {
        s.iterator().hasNext();
      } catch (AccessDeniedException e) {
        return Optional.of(dir);
      }
      Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code parent/name}, a file that cannot be read, or a link to one; empty when there is none here. */
  public static Optional<Path> file(Path parent, String name) {
    Path file = parent.resolve(name);
    try {
      Files.writeString(file, "a: 1\n");
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
      if (refused(file)) {
        return Optional.of(file);
      }
      Files.delete(file);
      for (Path target : WRITE_ONLY) {
        if (Files.isRegularFile(target) && refused(target)) {
          return Optional.of(Files.createSymbolicLink(file, target));
        }
      }
      return Optional.empty();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Why {@link #directory} or {@link #file} found nothing, for the skip message. */
  public static String whyNot() {
    return "SKIPPED: this process can read mode-000 paths (running as root) and has no other unreadable "
        + "path to use here";
  }

  private static boolean refused(Path p) {
    try {
      Files.readAllBytes(p);
      return false;
    } catch (AccessDeniedException e) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }
}
