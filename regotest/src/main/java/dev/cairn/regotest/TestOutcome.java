package dev.cairn.regotest;

/** How a test ended, with {@code opa test}'s word for it. */
public enum TestOutcome {
  PASS("PASS"),
  FAIL("FAIL"),
  ERROR("ERROR"),
  SKIP("SKIPPED");

  private final String word;

  TestOutcome(String word) {
    this.word = word;
  }

  /** {@code PASS}, {@code FAIL}, {@code ERROR} or {@code SKIPPED}, as opa test prints them. */
  public String word() {
    return word;
  }
}
