package dev.cairn.cli;

import dev.cairn.lsp.LanguageServerSession;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code cairn lsp}: the language server on standard input and output. Standard output carries
 * LSP messages alone, so anything else the process would print goes to standard error.
 */
@Command(
    name = "lsp",
    description = "Run the language server (LSP over standard input and output) for editors: every finding of"
        + " the workspace's policies as a diagnostic at its line and column, as you type.",
    mixinStandardHelpOptions = true,
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:the client sent exit or closed the connection"})
final class LspCommand implements Callable<Integer> {
  @Option(names = "--stdio", description = "Talk LSP over standard input and output (the only transport; accepted"
      + " because editors pass it).")
  boolean stdio;

  @Override
  public Integer call() throws InterruptedException {
    InputStream in = System.in;
    OutputStream out = new FileOutputStream(FileDescriptor.out);
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    try (LanguageServerSession session = LanguageServerSession.start(in, out)) {
      session.awaitEnd();
    }
    return ExitCodes.OK;
  }
}
