package dev.cairn.report;

/** A file that cannot be read as a SARIF 2.1.0 log; the message names it (and line:column when the JSON is broken). */
public final class SarifImportException extends Exception {
  SarifImportException(String message) {
    super(message);
  }
}
