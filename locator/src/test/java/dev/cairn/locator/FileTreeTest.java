package dev.cairn.locator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cairn.testkit.Unreadable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Searching directories: every path that cannot be used is an entry saying why (broken and looping
 * links, FIFOs, unreadable directories) and the search goes on; nothing is skipped without a word.
 */
class FileTreeTest {
  private static final Predicate<Path> YAML = p -> p.toString().endsWith(".yaml");

  @TempDir Path dir;

  @Test
  void brokenAndLoopingLinksAreProblemsBesideTheGoodFiles() throws IOException {
    Files.writeString(dir.resolve("good.yaml"), "a: 1\n");
    Files.createSymbolicLink(dir.resolve("dangling.yaml"), Path.of("nowhere.yaml"));
    Files.createSymbolicLink(dir.resolve("loop.yaml"), Path.of("loop.yaml"));
    Files.createSymbolicLink(dir.resolve("other.txt"), Path.of("nowhere.txt")); // not wanted: not reported
    Files.writeString(dir.resolve("target.yaml.txt"), "b: 2\n");
    Files.createSymbolicLink(dir.resolve("linked.yaml"), Path.of("target.yaml.txt"));
    List<FileTree.Entry> entries = FileTree.walk(dir, YAML);
    assertThat(entries).extracting(e -> dir.relativize(e.path()).toString(), FileTree.Entry::problem)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("dangling.yaml", "broken symbolic link to nowhere.yaml"),
            org.assertj.core.groups.Tuple.tuple("good.yaml", null),
            org.assertj.core.groups.Tuple.tuple("linked.yaml", null),
            org.assertj.core.groups.Tuple.tuple("loop.yaml", "symbolic link loop (too many levels of symbolic links)"));
  }

  @Test
  void aLoopOrBrokenLinkNamedDirectlySaysSo() throws IOException {
    Path loop = Files.createSymbolicLink(dir.resolve("loop.yaml"), Path.of("loop.yaml"));
    Path dangling = Files.createSymbolicLink(dir.resolve("d.yaml"), Path.of("gone.yaml"));
    assertThat(FileTree.walk(loop, YAML)).singleElement()
        .extracting(FileTree.Entry::problem).asString().startsWith("symbolic link loop");
    assertThat(FileTree.walk(dangling, YAML)).singleElement()
        .extracting(FileTree.Entry::problem).isEqualTo("broken symbolic link to gone.yaml");
    assertThat(FileTree.walk(dir.resolve("missing.yaml"), YAML)).singleElement()
        .extracting(FileTree.Entry::problem).isEqualTo("no such file or directory");
  }

  @Test
  void aFifoIsAProblemNeverOpened() throws Exception {
    Path fifo = dir.resolve("pipe.yaml");
    assumeTrue(mkfifo(fifo), "SKIPPED: mkfifo is not available here");
    Files.writeString(dir.resolve("good.yaml"), "a: 1\n");
    assertThat(FileTree.walk(dir, YAML)).extracting(FileTree.Entry::problem)
        .containsExactly(null, "not a regular file (a FIFO, socket or device is never read)");
  }

  @Test
  void anUnreadableSubdirectoryIsAProblemAndTheRestIsSearched() throws IOException {
    Files.writeString(dir.resolve("a.yaml"), "a: 1\n");
    Optional<Path> locked = Unreadable.directory(dir, "locked");
    assumeTrue(locked.isPresent(), Unreadable.whyNot());
    Files.writeString(dir.resolve("z.yaml"), "a: 1\n");
    assertThat(FileTree.walk(dir, YAML)).extracting(e -> e.path().getFileName().toString(), FileTree.Entry::problem)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("a.yaml", null),
            org.assertj.core.groups.Tuple.tuple("locked", "cannot list directory: permission denied"),
            org.assertj.core.groups.Tuple.tuple("z.yaml", null));
  }

  @Test
  void anUnreadableFileSaysPermissionDeniedWhenLoaded() {
    Optional<Path> file = Unreadable.file(dir, "secret.yaml");
    assumeTrue(file.isPresent(), Unreadable.whyNot());
    assertThat(FileTree.walk(dir, YAML)).singleElement().extracting(FileTree.Entry::problem).isNull();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> DocumentLoader.builder().build().load(file.get()))
        .isInstanceOfSatisfying(LocatorException.class,
            e -> assertThat(e.getMessage()).endsWith("secret.yaml:1:1: cannot read: permission denied"));
  }

  static boolean mkfifo(Path p) {
    try {
      return new ProcessBuilder("mkfifo", p.toString()).inheritIO().start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
