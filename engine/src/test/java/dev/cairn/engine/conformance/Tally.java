package dev.cairn.engine.conformance;

/** Passed and total counts of a group or folder. */
final class Tally {
  int passed;
  int total;

  void add(boolean pass) {
    total++;
    if (pass) {
      passed++;
    }
  }

  String percent() {
    return total == 0 ? "-" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * passed / total);
  }
}
