package dev.cairn.locator;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Says in words why a file could not be read ({@code permission denied}, {@code broken symbolic
 * link to x.yaml}), where Java's exceptions would print their class name and the path again.
 */
public final class IoReasons {
  private IoReasons() {}

  /** Why {@code path} could not be read, opened or listed. */
  public static String of(Path path, IOException e) {
    if (e instanceof NoSuchFileException && path != null && Files.isSymbolicLink(path)) {
      return "broken symbolic link to " + linkTarget(path);
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof NotDirectoryException) {
      return "not a directory";
    }
    if (e instanceof FileSystemLoopException) {
      return "symbolic link loop";
    }
    if (e instanceof CharacterCodingException) {
      return "not valid UTF-8 text";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      String reason = fs.getReason();
      if (reason.toLowerCase(Locale.ROOT).contains("too many levels of symbolic links")) {
        return "symbolic link loop (too many levels of symbolic links)";
      }
      return reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1);
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }

  private static String linkTarget(Path link) {
    try {
      return Files.readSymbolicLink(link).toString();
    } catch (IOException | UnsupportedOperationException e) {
      return "a missing file";
    }
  }
}
