package dev.cairn.regotest;

import java.util.List;
import java.util.SortedMap;

/**
 * Line coverage in OPA's shape: per file the covered and not covered line ranges, their line
 * counts and a percentage; overall counts and percentage (rounded to two decimals).
 */
public record CoverageReport(SortedMap<String, FileCoverage> files, int coveredLines, int notCoveredLines, double coverage) {
  /** Lines {@code start..end}, both included. */
  public record Range(int start, int end) {
    int lines() {
      return end - start + 1;
    }
  }

  /** One file's coverage. */
  public record FileCoverage(List<Range> covered, List<Range> notCovered, int coveredLines, int notCoveredLines, double coverage) {
    public FileCoverage {
      covered = List.copyOf(covered);
      notCovered = List.copyOf(notCovered);
    }
  }

  static double percent(int covered, int notCovered) {
    int total = covered + notCovered;
    return total == 0 ? 0 : Math.round(10000.0 * covered / total) / 100.0;
  }
}
