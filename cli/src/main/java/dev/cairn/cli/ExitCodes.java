package dev.cairn.cli;

/** Process exit codes shared by all commands. */
final class ExitCodes {
  static final int OK = 0;
  /** The policy decided against the caller (--fail, --fail-defined, violations). */
  static final int FAIL = 1;
  /** Usage errors, unreadable input, policy errors, evaluation errors, internal errors. */
  static final int ERROR = 2;

  private ExitCodes() {}
}
