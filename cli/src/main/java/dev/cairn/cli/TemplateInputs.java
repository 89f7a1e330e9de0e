package dev.cairn.cli;

import dev.cairn.scan.ScanInput;
import dev.cairn.scan.ScanInputs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The templates {@code cairn lint} is given: files, directories (their YAML and JSON files) and glob
 * patterns ({@code templates/**}{@code /*.yaml}, expanded here for shells that do not).
 */
final class TemplateInputs {
  private TemplateInputs() {}

  static List<ScanInput> expand(List<String> args) throws CliException {
    List<ScanInput> inputs = new ArrayList<>();
    for (String arg : args) {
      if (!isGlob(arg)) {
        List<ScanInput> found = ScanInputs.under(List.of(Path.of(arg)));
        if (found.size() == 1 && !found.get(0).usable() && !Files.exists(Path.of(arg), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          throw TextFiles.error(Path.of(arg), "no such file or directory");
        }
        inputs.addAll(found);
        continue;
      }
      List<ScanInput> matched = glob(arg);
      if (matched.isEmpty()) {
        throw TextFiles.error(Path.of(arg), "no file matches this pattern");
      }
      inputs.addAll(matched);
    }
    return inputs;
  }

  private static boolean isGlob(String arg) {
    return arg.contains("*") || arg.contains("?") || arg.contains("[") || arg.contains("{");
  }

  /** Walks from the pattern's literal leading directories, matching the rest. */
  private static List<ScanInput> glob(String pattern) throws CliException {
    String normal = pattern.replace('\\', '/');
    int firstMeta = indexOfMeta(normal);
    int slash = normal.lastIndexOf('/', firstMeta);
    Path base = slash < 0 ? Path.of(".") : Path.of(normal.substring(0, slash + 1));
    PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + normal);
    if (!Files.isDirectory(base)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(base)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> matcher.matches(slash < 0 ? base.relativize(p) : p))
          .sorted()
          .map(p -> ScanInput.file((slash < 0 ? base.relativize(p) : p).toString(), p))
          .toList();
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.error(base, "cannot list: " + e.getMessage());
    }
  }

  private static int indexOfMeta(String s) {
    for (int i = 0; i < s.length(); i++) {
      if ("*?[{".indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return s.length();
  }
}
