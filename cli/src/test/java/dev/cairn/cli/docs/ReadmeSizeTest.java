package dev.cairn.cli.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The README is what a first-time user reads: what Cairn does, installing it, the Quickstart, the
 * commands, a library example, links. Everything else belongs in a page of docs/; this keeps it
 * from growing back.
 */
class ReadmeSizeTest {
  private static final long MAX_BYTES = 15 * 1024;

  @Test
  void theReadmeStaysShort() throws Exception {
    assertThat(Files.size(Repo.root().resolve("README.md")))
        .as("README.md's size in bytes; move detail into a page of docs/ and link it").isLessThanOrEqualTo(MAX_BYTES);
  }
}
