package dev.cairn.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads UTF-8 text files, turning failures into reportable errors naming the file. */
final class TextFiles {
  private TextFiles() {}

  static String read(Path file) throws CliException {
    try {
      return Files.readString(file);
    } catch (NoSuchFileException e) {
      throw error(file, "no such file or directory");
    } catch (AccessDeniedException e) {
      throw error(file, "permission denied");
    } catch (CharacterCodingException e) {
      throw error(file, "not valid UTF-8 text");
    } catch (IOException e) {
      throw error(file, "cannot read: " + e.getMessage());
    }
  }

  static CliException error(Path file, String message) {
    return new CliException(CliError.inFile(CliError.LOAD_ERROR, message, file.toString()));
  }
}
