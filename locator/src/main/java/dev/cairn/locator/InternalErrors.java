package dev.cairn.locator;

/**
 * How a failure nobody foresaw (a bug) is named in one line of a report, where it becomes the error
 * of the one file or rule it happened in instead of stopping the whole run with a stack trace.
 */
public final class InternalErrors {
  private InternalErrors() {}

  /** {@code internal error: SimpleName: message}, on one line. */
  public static String describe(Throwable t) {
    String message = t.getMessage();
    String text = message == null ? t.getClass().getName() : t.getClass().getSimpleName() + ": " + message;
    return "internal error: " + text.replace('\n', ' ');
  }
}
