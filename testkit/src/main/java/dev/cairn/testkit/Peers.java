package dev.cairn.testkit;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The peer tools {@code scripts/install-peers} installs (opa, conftest, gator, cfn-lint,
 * regorus), in {@code target/peers/bin} at the repository's root or in {@code $CAIRN_PEERS_BIN}.
 */
public final class Peers {
  private Peers() {}

  /** The tool's executable, or the test skips (fails in CI) when it is not installed. */
  public static Path require(String tool) {
    Path p = find(tool);
    Required.check(p != null, tool + " is not installed: run scripts/install-peers " + tool);
    return p;
  }

  /** The tool's executable if installed, else null. */
  public static Path find(String tool) {
    Path dir = bin();
    Path p = dir == null ? null : dir.resolve(tool);
    return p != null && Files.isExecutable(p) ? p : null;
  }

  /** Where the tools are: {@code $CAIRN_PEERS_BIN}, else {@code target/peers/bin} of the repository. */
  public static Path bin() {
    String configured = System.getenv("CAIRN_PEERS_BIN");
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    Path root = Repository.root();
    return root == null ? null : root.resolve("target/peers/bin");
  }

  /** Whether missing peers and shared files fail tests rather than skip them (CI). */
  public static boolean required() {
    return Required.strict();
  }
}
