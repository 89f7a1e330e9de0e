package dev.cairn.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Required;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What scripts/release built in this build (distribution/target/release), and the Quickstart scan
 * every artifact must run as the docs show it. Paths come from failsafe's system properties.
 */
final class Release {
  static final String VERSION = System.getProperty("cairn.version");
  static final Path DIR = Path.of(System.getProperty("cairn.release"));
  /** Where tests install things: distribution/target/scratch, emptied per test class. */
  static final Path SCRATCH = Path.of(System.getProperty("cairn.scratch"));
  /** The repository's root: the Quickstart runs from there. */
  static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  static final String PLATFORM = "linux-x64";
  static final String TARBALL_NAME = "cairn-" + VERSION + "-" + PLATFORM;

  /** The README's Quickstart: cairn scan over the bundled fixtures, and one of its findings. */
  static final List<String> QUICKSTART =
      List.of("scan", "--all-namespaces", "-p", "fixtures/policy/v1", "-p", "fixtures/seed", "fixtures/seed", "fixtures/examples");
  static final String QUICKSTART_FINDING = "fixtures/seed/template.yaml:17:7: error data.policy.deny: PrivateSubnet";
  static final String QUICKSTART_SUMMARY = "14 failures, 4 warnings, 0 errors in 4 files (5 documents)";

  private static Path extracted;

  private Release() {}

  static Path tarball() {
    return existing(DIR.resolve(TARBALL_NAME + ".tar.gz"));
  }

  static Path file(String name) {
    return existing(DIR.resolve(name));
  }

  /** The artifact, which scripts/release leaves out only when its tool is missing. */
  static Path optional(String name, String tool) {
    Path p = DIR.resolve(name);
    Required.check(Files.isRegularFile(p), name + " was not built: " + tool + " is not installed");
    return p;
  }

  /** A fresh directory under target/scratch. */
  static Path scratch(String name) throws IOException {
    Path dir = SCRATCH.resolve(name);
    delete(dir);
    return Files.createDirectories(dir);
  }

  /**
   * The tarball unpacked with tar, once per test run, away from where it was built (so that the
   * class-data archive is shown to work after a move): the directory holding bin/cairn.
   */
  static synchronized Path unpacked() throws IOException, InterruptedException {
    if (extracted == null) {
      Path dir = scratch("unpacked");
      Command.run(dir, "tar", "-xzf", tarball().toString()).expect(0);
      extracted = dir.resolve(TARBALL_NAME);
    }
    return extracted;
  }

  /** Runs the Quickstart scan with {@code cairn} (a launcher) from the repository's root. */
  static Command quickstart(Map<String, String> env, String... cairn) throws IOException, InterruptedException {
    List<String> command = new java.util.ArrayList<>(List.of(cairn));
    command.addAll(QUICKSTART);
    return Command.run(ROOT, env, command);
  }

  /** Checks the Quickstart's result as the README shows it: exit 1, the finding, the summary. */
  static void assertQuickstart(Command run) {
    run.expect(1);
    assertThat(run.out()).contains(QUICKSTART_FINDING).contains(QUICKSTART_SUMMARY);
    assertThat(run.err()).doesNotContain("Exception").doesNotContain("internal error");
  }

  /** Whether {@code tool} is an executable on the PATH. */
  static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
        return true;
      }
    }
    return false;
  }

  private static Path existing(Path p) {
    assertThat(p).as("built by scripts/release (distribution/pom.xml, package phase)").isRegularFile();
    return p;
  }

  static void delete(Path dir) throws IOException {
    if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
        p.toFile().setWritable(true);
        Files.delete(p);
      }
    }
  }
}
