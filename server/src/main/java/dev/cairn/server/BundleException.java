package dev.cairn.server;

/** A bundle cannot be read or activated; the message names the file and, when known, the entry. */
public final class BundleException extends RuntimeException {
  public BundleException(String message) {
    super(message);
  }
}
