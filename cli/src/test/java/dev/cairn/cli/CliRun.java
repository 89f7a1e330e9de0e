package dev.cairn.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs {@code cairn} in-process and captures what it prints. Paths are relative to cli/. */
record CliRun(int exitCode, String out, String err) {
  static final String FIXTURES = "src/test/resources/fixtures/";
  static final String SEED = "../fixtures/seed/";

  static CliRun of(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cmd = Main.commandLine();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    int code = cmd.execute(args);
    return new CliRun(code, out.toString(), err.toString());
  }
}
