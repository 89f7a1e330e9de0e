package dev.cairn.locator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a text file that is not an input document (a policy, a rules file, a test file) as inputs
 * are read: within a size limit, UTF-8 unless a UTF-16 byte order mark says otherwise, the mark
 * removed. Invalid UTF-8 (a binary file) is a {@link LocatorException} at the line and column where
 * decoding stopped; a file that cannot be read at all (a directory, no permission) one with line 0
 * saying why.
 */
public final class TextFile {
  private TextFile() {}

  /** The text of {@code path} within {@link Limits#DEFAULT}'s size limit. */
  public static String read(Path path) {
    return read(path, Limits.DEFAULT.maxFileChars());
  }

  /** The text of {@code path}, which may hold at most {@code maxBytes} bytes. */
  public static String read(Path path, long maxBytes) {
    String name = path.toString();
    try {
      BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
      if (attributes.isDirectory()) {
        throw new LocatorException(name, 0, 0, "is a directory");
      }
      if (!attributes.isRegularFile()) {
        throw new LocatorException(name, 0, 0, "not a regular file");
      }
      if (attributes.size() > maxBytes) {
        throw new LocatorException(name, 0, 0, "file of " + attributes.size()
            + " bytes is larger than the limit of " + maxBytes);
      }
      return SourceDecoder.decode(name, Files.readAllBytes(path));
    } catch (IOException e) {
      throw new LocatorException(name, 0, 0, IoReasons.of(path, e));
    }
  }

  /** Bytes read elsewhere (standard input, an archive), decoded as {@link #read(Path)} decodes them. */
  public static String decode(String name, byte[] bytes) {
    return SourceDecoder.decode(name, bytes);
  }
}
