package dev.cairn.cli.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The repository the tests run in, and its documentation pages: README.md and docs/**.md. */
final class Repo {
  private Repo() {}

  /** The nearest directory upwards from the working directory that holds README.md, pom.xml and fixtures/. */
  static Path root() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isRegularFile(dir.resolve("pom.xml"))
          && Files.isDirectory(dir.resolve("fixtures"))) {
        return dir;
      }
    }
    throw new IllegalStateException("no repository root (README.md, pom.xml, fixtures/) above " + Path.of("").toAbsolutePath());
  }

  /** Every page, as paths relative to the root with '/' separators: README.md first, then docs/ in order. */
  static List<String> pagePaths() {
    Path root = root();
    List<String> pages = new ArrayList<>();
    pages.add("README.md");
    try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p))
          .map(p -> root.relativize(p).toString().replace('\\', '/'))
          .sorted()
          .forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  static List<Page> pages() {
    return pagePaths().stream().map(Page::read).toList();
  }
}
