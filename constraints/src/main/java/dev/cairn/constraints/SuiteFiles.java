package dev.cairn.constraints;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds suite files as {@code gator verify} does: a file given directly, or every {@code .yaml} /
 * {@code .yml} file under a directory that declares {@code kind: Suite} (files that do not mention
 * it are not parsed), in path order.
 */
public final class SuiteFiles {
  private SuiteFiles() {}

  public static List<Path> find(Path path) {
    if (!Files.isDirectory(path)) {
      return List.of(path);
    }
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(path)) {
      s.filter(Files::isRegularFile)
          .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
          .sorted()
          .forEach(p -> {
            if (mentionsSuite(p)) {
              out.add(p);
            }
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static boolean mentionsSuite(Path p) {
    try {
      String text = Files.readString(p);
      return text.contains("Suite") && text.contains(SuiteRunner.API_VERSION);
    } catch (IOException | UncheckedIOException e) {
      return true; // let the runner report why it cannot be read
    }
  }
}
