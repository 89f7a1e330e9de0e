package dev.cairn.spark;

/**
 * A policy of the bundle that cannot be used (it does not parse or compile, a template or
 * constraint is invalid, a Guard rules file does not parse, a data file is malformed). The message
 * names the file as it was given on the driver, with its line and column; the audit fails with it
 * before any file is scanned.
 */
public final class PolicyCompileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  PolicyCompileException(String message, Throwable cause) {
    super(message, cause);
  }
}
