package dev.cairn.constraints;

import dev.cairn.locator.FileTree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds suite files as {@code gator verify} does: a file given directly, or every {@code .yaml} /
 * {@code .yml} file under a directory that declares {@code kind: Suite} (files that do not mention
 * it are not parsed), in path order, with every path that cannot be read (a directory that cannot
 * be listed, a broken link) and why, for the caller to report.
 */
public final class SuiteFiles {
  private SuiteFiles() {}

  public static List<FileTree.Entry> find(Path path) {
    List<FileTree.Entry> out = new ArrayList<>();
    boolean directory = Files.isDirectory(path);
    for (FileTree.Entry e : FileTree.walk(path, p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))) {
      if (!directory || !e.isFile() || mentionsSuite(e.path())) {
        out.add(e);
      }
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
