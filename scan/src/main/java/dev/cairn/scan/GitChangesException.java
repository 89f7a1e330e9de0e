package dev.cairn.scan;

/** A change that cannot be read: no repository, no such revision, an unreadable repository. */
public final class GitChangesException extends Exception {
  GitChangesException(String message) {
    super(message);
  }
}
