package dev.cairn.cli;

import dev.cairn.locator.LocatorException;
import dev.cairn.locator.TextFile;
import java.nio.file.Path;

/** Reads UTF-8 text files, turning failures into reportable errors naming the file. */
final class TextFiles {
  private TextFiles() {}

  /** UTF-8, or UTF-16 with a byte order mark; invalid text is an error where decoding stopped. */
  static String read(Path file) throws CliException {
    try {
      return TextFile.read(file);
    } catch (LocatorException e) {
      throw new CliException(new CliError(CliError.LOAD_ERROR, e.reason(), file.toString(), e.line(), e.column()));
    }
  }

  static CliException error(Path file, String message) {
    return new CliException(CliError.inFile(CliError.LOAD_ERROR, message, file.toString()));
  }
}
