package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code cairn lsp} is a subcommand; the server itself is tested in the lsp module and by integrations/vscode. */
class LspCommandTest {
  @Test
  void lspIsACommandOfCairn() {
    CliRun run = CliRun.of("lsp", "--help");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("Usage: cairn lsp").contains("--stdio");
  }
}
