package dev.cairn.testkit;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * What a test does when something it needs from outside the repository is absent: on a user's
 * clone it skips with the reason; where {@code CAIRN_REQUIRE_PEERS=1} is set (CI, from {@code
 * .ci/run}) it fails, so that evidence cannot silently go missing from a build.
 */
final class Required {
  static final String FLAG = "CAIRN_REQUIRE_PEERS";

  private Required() {}

  /** Whether missing things fail the test: the environment variable or system property is {@code 1} or {@code true}. */
  static boolean strict() {
    String v = System.getenv(FLAG);
    if (v == null) {
      v = System.getProperty(FLAG);
    }
    return v != null && (v.equals("1") || v.equalsIgnoreCase("true"));
  }

  /** Skips (or, when strict, fails) the running test unless {@code present}. */
  static void check(boolean present, String what) {
    if (present) {
      return;
    }
    if (strict()) {
      Assertions.fail(what + " (" + FLAG + " is set, so this fails instead of skipping)");
    }
    Assumptions.abort(what + ": skipping");
  }
}
