package dev.cairn.engine.conformance;

/** Whether a case passed and, if not, why. */
public record CaseOutcome(boolean passed, String reason) {
  public static final CaseOutcome PASS = new CaseOutcome(true, "");

  public static CaseOutcome fail(String reason) {
    return new CaseOutcome(false, reason);
  }

  /** The first line of the reason, for one-line reports. */
  public String firstLine() {
    int nl = reason.indexOf('\n');
    return nl < 0 ? reason : reason.substring(0, nl);
  }
}
