package dev.cairn.conftest.output;

import java.util.List;

/** The counts over all results, and conftest's summary line for them. */
public record Totals(int tests, int passed, int warnings, int failures, int exceptions, int skipped) {
  public static Totals of(List<CheckResult> results) {
    int passed = 0;
    int warnings = 0;
    int failures = 0;
    int exceptions = 0;
    int skipped = 0;
    for (CheckResult r : results) {
      passed += r.successes();
      warnings += r.warnings().size();
      failures += r.failures().size();
      exceptions += r.exceptions().size();
      skipped += r.skipped().size();
    }
    return new Totals(passed + warnings + failures + exceptions + skipped, passed, warnings, failures, exceptions, skipped);
  }

  /** {@code 5 tests, 4 passed, 1 warning, 0 failures, 0 exceptions}, conftest's exact words. */
  String line() {
    return tests + " test" + plural(tests) + ", " + passed + " passed, " + warnings + " warning" + plural(warnings)
        + ", " + failures + " failure" + plural(failures) + ", " + exceptions + " exception" + plural(exceptions);
  }

  private static String plural(int n) {
    return n == 1 ? "" : "s";
  }
}
