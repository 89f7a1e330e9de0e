package dev.cairn.cli.conftest;

import java.io.PrintWriter;

/** conftest's way with errors: {@code Error: ...} on stderr and exit 1. */
final class ConftestErrors {
  static final int EXIT = 1;

  private ConftestErrors() {}

  static int fail(PrintWriter err, String message) {
    err.println("Error: " + message);
    err.flush();
    return EXIT;
  }
}
