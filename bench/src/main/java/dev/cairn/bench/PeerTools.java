package dev.cairn.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Where the benchmark finds the tools: the peers that {@code scripts/install-peers} installs under
 * {@code target/peers/bin} (or {@code $CAIRN_PEERS_BIN}), and Cairn's launcher ({@code ./cairn}).
 */
final class PeerTools {
  /** A tool the benchmark needs that is not installed: the command says so and skips. */
  static final class Missing extends Exception {
    Missing(String message) {
      super(message);
    }
  }

  private PeerTools() {}

  /** The repository's root: where {@code fixtures/} is. */
  static Path root() {
    return Fixtures.dir("").getParent();
  }

  /** The installed peer's executable. */
  static Path peer(String tool) throws Missing {
    String configured = System.getenv("CAIRN_PEERS_BIN");
    Path bin = configured != null && !configured.isBlank() ? Path.of(configured) : root().resolve("target/peers/bin");
    Path p = bin.resolve(tool);
    if (!Files.isExecutable(p)) {
      throw new Missing(tool + " is not installed in " + bin + ": run scripts/install-peers " + tool);
    }
    return p;
  }

  /** The peer's version as {@code scripts/install-peers} recorded it beside the binaries, or "?". */
  static String version(String tool) {
    String configured = System.getenv("CAIRN_PEERS_BIN");
    Path bin = configured != null && !configured.isBlank() ? Path.of(configured) : root().resolve("target/peers/bin");
    try {
      return Files.readString(bin.resolveSibling(tool + ".version"), StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      return "?";
    }
  }

  /**
   * Cairn's command line up to its arguments: the {@code cairn} launcher, so that the benchmark
   * pays what a user pays (its JVM options, class-data archive and compiler tiers, and
   * {@code $CAIRN_JAVA_OPTS}).
   */
  static List<String> cairn(Path launcher) throws Missing {
    if (!Files.isExecutable(launcher)) {
      throw new Missing(launcher + " is not an executable launcher");
    }
    if (!Files.isRegularFile(launcher.resolveSibling("cli/target/cairn.jar"))) {
      throw new Missing("cli/target/cairn.jar not found: build it with mvn -B -q -DskipTests -pl cli -am package");
    }
    return List.of(launcher.toString());
  }

  /** This JVM's java executable. */
  static String java() {
    return ProcessHandle.current().info().command().orElse("java");
  }

  /** The command-line option's value, or the fallback. */
  static String option(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }

  /** A short command's standard output and error, for versions; empty when it cannot run. */
  static String output(List<String> command) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor(60, TimeUnit.SECONDS);
      return out.strip();
    } catch (IOException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}
