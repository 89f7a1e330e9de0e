package dev.cairn.testkit;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * What a test does when something it needs from outside the repository is absent (../shared, a
 * peer tool, node): on a user's clone it skips with the reason; where {@code CAIRN_REQUIRE_PEERS=1}
 * is set (CI, from {@code .ci/run}) it fails, so that evidence cannot silently go missing from a
 * build. Skips about the machine itself (running as root, no mkfifo, not Linux) are not this: they
 * use a plain assumption.
 */
public final class Required {
  /** The environment variable or system property that makes absence fail. */
  public static final String FLAG = "CAIRN_REQUIRE_PEERS";

  private Required() {}

  /** Whether missing things fail the test: the environment variable or system property is {@code 1} or {@code true}. */
  public static boolean strict() {
    return strict(System.getenv(FLAG), System.getProperty(FLAG));
  }

  /** Skips (or, when {@link #strict}, fails) the running test unless {@code present}; {@code what} says what is missing and how to get it. */
  public static void check(boolean present, String what) {
    check(present, what, strict());
  }

  /** The environment variable wins over the system property, as {@code .ci/run} sets the variable. */
  static boolean strict(String environment, String property) {
    String v = environment != null ? environment : property;
    return v != null && (v.equals("1") || v.equalsIgnoreCase("true"));
  }

  static void check(boolean present, String what, boolean strict) {
    if (present) {
      return;
    }
    if (strict) {
      Assertions.fail(what + " (" + FLAG + " is set, so this fails instead of skipping)");
    }
    Assumptions.abort("SKIPPED: " + what);
  }
}
