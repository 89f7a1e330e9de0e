package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** What cairn serve refuses before it listens: each with a clear message and exit code 2. */
class ServeCommandTest {
  @Test
  void aBrokenPolicyNamesItsPosition() {
    CliRun run = CliRun.of("serve", "--addr", "127.0.0.1:0", "-d", CliRun.FIXTURES + "errors/bad.rego");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("bad.rego:").contains("rego_parse_error");
  }

  @Test
  void aMissingBundleIsAnError() {
    CliRun run = CliRun.of("serve", "--addr", "127.0.0.1:0", "--bundle", "no/such/bundle.tar.gz");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("cairn serve: ").contains("no/such/bundle.tar.gz");
  }

  @Test
  void anAddressInUseIsAnError() throws Exception {
    try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      CliRun run = CliRun.of("serve", "--addr", "127.0.0.1:" + taken.getLocalPort());
      assertThat(run.exitCode()).isEqualTo(2);
      assertThat(run.err()).contains("cairn serve: cannot listen on 127.0.0.1:" + taken.getLocalPort());
    }
  }

  @Test
  void badOptionValuesAreUsageErrors() {
    CliRun addr = CliRun.of("serve", "--addr", "localhost:http");
    assertThat(addr.exitCode()).isEqualTo(2);
    assertThat(addr.err()).contains("--addr wants HOST:PORT");
    CliRun scheme = CliRun.of("serve", "--addr", "127.0.0.1:0", "--authentication", "tls");
    assertThat(scheme.exitCode()).isEqualTo(2);
    assertThat(scheme.err()).contains("--authentication wants one of off, token");
    CliRun tokens = CliRun.of("serve", "--addr", "127.0.0.1:0", "--authentication", "token", "--token-file", "no/such");
    assertThat(tokens.exitCode()).isEqualTo(2);
    assertThat(tokens.err()).contains("no/such");
    CliRun timeout = CliRun.of("serve", "--timeout", "soon");
    assertThat(timeout.exitCode()).isEqualTo(2);
  }

  @Test
  void policiesMayParseTextButNotReadTheServersFiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path policy = dir.resolve("files.rego");
    java.nio.file.Files.writeString(policy, "package files\n\nx := parse_config(\"yaml\", \"a: 1\")\n\ny := parse_config_file(\"/etc/hostname\")\n");
    CliRun run = CliRun.of("serve", "--addr", "127.0.0.1:0", "-d", policy.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains(policy + ":5:6: rego_type_error: undefined function parse_config_file").doesNotContain("parse_config(");
  }
}
