package dev.cairn.guard;

import dev.cairn.locator.FileTree;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The files cfn-guard takes from its {@code -r} and {@code -d} paths: a file as given, and from a
 * directory (walked, sorted) the {@code .guard} files, or the data files ({@code .yaml}, {@code .yml},
 * {@code .json}, {@code .jsn}, {@code .template}). Paths that cannot be read (a directory that cannot
 * be listed, a broken link) are never skipped without a word.
 */
public final class GuardFiles {

  private static final List<String> DATA = List.of(".yaml", ".yml", ".json", ".jsn", ".template");

  private GuardFiles() {}

  /** @throws GuardSyntaxException for the first rules path that cannot be read, saying why */
  public static List<Path> rules(List<Path> paths) {
    List<Path> out = new ArrayList<>();
    for (FileTree.Entry e : walk(paths, List.of(".guard"))) {
      if (!e.isFile()) {
        throw new GuardSyntaxException(e.path().toString(), 1, 1, e.problem());
      }
      out.add(e.path());
    }
    return out;
  }

  /** The data files that can be read (see {@link #dataEntries} for the others). */
  public static List<Path> data(List<Path> paths) {
    return dataEntries(paths).stream().filter(FileTree.Entry::isFile).map(FileTree.Entry::path).toList();
  }

  /** The data files, and every data path that cannot be read with why. */
  public static List<FileTree.Entry> dataEntries(List<Path> paths) {
    return walk(paths, DATA);
  }

  private static List<FileTree.Entry> walk(List<Path> paths, List<String> suffixes) {
    List<FileTree.Entry> out = new ArrayList<>();
    for (Path p : paths) {
      out.addAll(FileTree.walk(p, f -> suffixes.stream().anyMatch(
          x -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(x))));
    }
    return out;
  }
}
