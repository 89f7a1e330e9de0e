package dev.cairn.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundle's digest names its files' bytes and its settings, and nothing else. */
class PolicyBundleTest {
  @TempDir Path temp;

  @Test
  void theDigestFollowsContentAndSettingsNotWhereTheFilesWere() throws IOException {
    Path one = Files.createDirectories(temp.resolve("a/policy"));
    Path two = Files.createDirectories(temp.resolve("b/policy"));
    Files.writeString(one.resolve("deny.rego"), "package main\n");
    Files.writeString(two.resolve("deny.rego"), "package main\n");

    String digest = PolicyBundle.builder().policy(one).build().digest();

    assertThat(PolicyBundle.builder().policy(two).build().digest()).isEqualTo(digest);
    assertThat(PolicyBundle.builder().policy(one).allNamespaces(true).build().digest()).isNotEqualTo(digest);
    assertThat(PolicyBundle.builder().policy(one).namespace("cfn.*").build().digest()).isNotEqualTo(digest);
    Files.writeString(two.resolve("deny.rego"), "package main\n\n");
    assertThat(PolicyBundle.builder().policy(two).build().digest()).isNotEqualTo(digest);
  }

  @Test
  void aMissingPolicyPathIsNamed() {
    Path missing = temp.resolve("nowhere");
    assertThatThrownBy(() -> PolicyBundle.builder().policy(missing))
        .isInstanceOf(UncheckedIOException.class)
        .hasMessageContaining(missing.toString());
  }
}
