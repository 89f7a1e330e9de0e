package dev.cairn.guard;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files cfn-guard takes from its {@code -r} and {@code -d} paths: a file as given, and from a
 * directory (walked, sorted) the {@code .guard} files, or the data files ({@code .yaml}, {@code .yml},
 * {@code .json}, {@code .jsn}, {@code .template}).
 */
public final class GuardFiles {

  private static final List<String> DATA = List.of(".yaml", ".yml", ".json", ".jsn", ".template");

  private GuardFiles() {}

  public static List<Path> rules(List<Path> paths) {
    return walk(paths, List.of(".guard"));
  }

  public static List<Path> data(List<Path> paths) {
    return walk(paths, DATA);
  }

  private static List<Path> walk(List<Path> paths, List<String> suffixes) {
    List<Path> out = new ArrayList<>();
    for (Path p : paths) {
      if (!Files.isDirectory(p)) {
        out.add(p);
        continue;
      }
      try (Stream<Path> s = Files.walk(p)) {
        s.filter(f -> Files.isRegularFile(f) && suffixes.stream().anyMatch(
            x -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(x))).sorted().forEach(out::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }
}
