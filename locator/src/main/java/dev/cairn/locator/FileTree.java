package dev.cairn.locator;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The files below a path, and every path that could not be searched or is not a file, each with why:
 * a directory that cannot be listed, a broken or looping symbolic link, a FIFO or device. Callers
 * report those as errors of their own and go on with the files, so nothing is skipped without a
 * word and one unreadable entry never stops the search. Symbolic links to files are followed, links
 * to directories are not (as {@code find} and conftest's walk do).
 */
public final class FileTree {

  /** A file found, or ({@code problem} not null) a path that could not be used and why. */
  public record Entry(Path path, String problem) {
    public boolean isFile() {
      return problem == null;
    }
  }

  private FileTree() {}

  /**
   * The files below {@code root} whose path {@code wanted} accepts, and the problems met on the way,
   * sorted by path. {@code root} itself when it is a file (whatever its name: a file named directly
   * is taken as given); one problem entry when it cannot be used.
   */
  public static List<Entry> walk(Path root, Predicate<Path> wanted) {
    BasicFileAttributes attributes;
    try {
      attributes = Files.readAttributes(root, BasicFileAttributes.class);
    } catch (IOException e) {
      return List.of(new Entry(root, IoReasons.of(root, e)));
    }
    if (attributes.isRegularFile()) {
      return List.of(new Entry(root, null));
    }
    if (!attributes.isDirectory()) {
      return List.of(new Entry(root, notRegular()));
    }
    List<Entry> out = new ArrayList<>();
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
          if (attrs.isDirectory() || !wanted.test(file)) {
            return FileVisitResult.CONTINUE;
          }
          if (attrs.isRegularFile()) {
            out.add(new Entry(file, null));
          } else if (attrs.isSymbolicLink()) {
            linked(file, out);
          } else {
            out.add(new Entry(file, notRegular()));
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          // a directory that cannot be opened, or a file whose attributes cannot be read
          boolean directory = Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS);
          if (directory || wanted.test(file)) {
            out.add(new Entry(file, (directory ? "cannot list directory: " : "") + IoReasons.of(file, e)));
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) {
          if (e != null) {
            out.add(new Entry(dir, "cannot list directory: " + IoReasons.of(dir, e)));
          }
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      out.add(new Entry(root, "cannot list directory: " + IoReasons.of(root, e)));
    }
    out.sort(Comparator.comparing(Entry::path));
    return out;
  }

  /** A symbolic link found in a directory: its target if that is a file; a broken link is a problem. */
  private static void linked(Path link, List<Entry> out) {
    BasicFileAttributes target;
    try {
      target = Files.readAttributes(link, BasicFileAttributes.class);
    } catch (IOException e) {
      out.add(new Entry(link, IoReasons.of(link, e)));
      return;
    }
    if (target.isRegularFile()) {
      out.add(new Entry(link, null));
    } else if (!target.isDirectory()) {
      out.add(new Entry(link, notRegular()));
    }
  }

  private static String notRegular() {
    return "not a regular file (a FIFO, socket or device is never read)";
  }
}
