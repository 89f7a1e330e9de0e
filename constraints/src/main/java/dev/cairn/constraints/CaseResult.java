package dev.cairn.constraints;

/**
 * The outcome of one case of a gator suite: {@code suite} is the suite file, {@code test} and
 * {@code name} the test's and case's names, {@code detail} why it failed (empty when it passed).
 */
public record CaseResult(String suite, String test, String name, Status status, String detail) {
  /** PASS and FAIL as gator reports them; ERROR when an input could not be used (exit 2). */
  public enum Status { PASS, FAIL, ERROR, SKIP }

  @Override
  public String toString() {
    String label = switch (status) {
      case PASS -> "ok  ";
      case FAIL -> "FAIL";
      case ERROR -> "ERR ";
      case SKIP -> "skip";
    };
    return label + " " + suite + " " + test + "/" + name + (detail.isEmpty() ? "" : ": " + detail);
  }
}
