package dev.cairn.engine.conformance;

/** Whether a case passed and, if not, why. */
public record Outcome(boolean passed, String reason) {
  public static final Outcome PASS = new Outcome(true, "");

  public static Outcome fail(String reason) {
    return new Outcome(false, reason);
  }

  /** The first line of the reason, for one-line reports. */
  public String firstLine() {
    int nl = reason.indexOf('\n');
    return nl < 0 ? reason : reason.substring(0, nl);
  }
}
