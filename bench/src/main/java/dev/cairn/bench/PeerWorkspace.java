package dev.cairn.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Rego row's scratch directory, deleted on close: the benchmark's 25 rules as every tool reads
 * them ({@link PeerPolicy}), and an empty working directory for the tools, since conftest reads a
 * conftest.json or .toml it finds in its working directory.
 */
record PeerWorkspace(Path dir, PeerPolicy policy, Path cwd) implements AutoCloseable {
  static PeerWorkspace create(String prefix) throws IOException {
    Path dir = Files.createTempDirectory(prefix);
    return new PeerWorkspace(dir, PeerPolicy.write(Fixtures.dir("policy/v1"), dir), Files.createDirectories(dir.resolve("cwd")));
  }

  @Override
  public void close() throws IOException {
    Scratch.delete(dir);
  }
}
