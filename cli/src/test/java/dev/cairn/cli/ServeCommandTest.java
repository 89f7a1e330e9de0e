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
  void limitsThatCannotWorkAreUsageErrors() {
    String[][] cases = {
      {"--max-request-bytes", "-1", "--max-request-bytes must be a positive number of bytes, got -1"},
      {"--max-request-bytes", "0", "--max-request-bytes must be a positive number of bytes, got 0"},
      {"--threads", "-3", "--threads must be at least 1, got -3"},
      {"--threads", "0", "--threads must be at least 1, got 0"},
      {"--memory-budget", "0", "--memory-budget must be a positive number of bytes, got 0"},
      {"--request-timeout", "0", "--request-timeout must be longer than 0"},
    };
    for (String[] c : cases) {
      CliRun run = CliRun.of("serve", "--addr", "127.0.0.1:0", c[0], c[1]);
      assertThat(run.exitCode()).as(c[0] + " " + c[1]).isEqualTo(2);
      assertThat(run.err()).as(c[0] + " " + c[1]).contains(c[2]).doesNotContain("listening");
    }
  }

  /** SIGTERM stops it gracefully, with exit 0 and one clear line. */
  @Test
  void sigtermStopsCleanlyWithExitZero() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeFalse(
        System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).startsWith("windows"),
        "SKIPPED: SIGTERM is a POSIX signal, which Windows does not send");
    Process serve = new ProcessBuilder(
        java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), "dev.cairn.cli.Main", "serve", "--addr", "127.0.0.1:0")
        .redirectErrorStream(true).start();
    try {
      java.io.BufferedReader lines = new java.io.BufferedReader(
          new java.io.InputStreamReader(serve.getInputStream(), java.nio.charset.StandardCharsets.UTF_8));
      String first = lines.readLine();
      assertThat(first).startsWith("cairn serve: listening on http://127.0.0.1:");
      java.net.URI uri = java.net.URI.create(first.substring("cairn serve: listening on ".length()));
      java.net.http.HttpResponse<String> health = java.net.http.HttpClient.newHttpClient().send(
          java.net.http.HttpRequest.newBuilder(uri.resolve("/health")).build(),
          java.net.http.HttpResponse.BodyHandlers.ofString());
      assertThat(health.statusCode()).isEqualTo(200);
      serve.toHandle().destroy(); // SIGTERM; Process.destroy would also close our end of its output
      StringBuilder rest = new StringBuilder();
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        rest.append(line).append('\n');
      }
      assertThat(serve.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
      assertThat(serve.exitValue()).as(rest.toString()).isZero();
      assertThat(rest.toString()).isEqualTo("cairn serve: stopped\n");
    } finally {
      serve.destroyForcibly();
    }
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
