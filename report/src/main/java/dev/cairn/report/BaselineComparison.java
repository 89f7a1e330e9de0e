package dev.cairn.report;

import java.util.List;

/**
 * What a baseline said of a scan: the findings it already held ({@code unchanged}), those whose
 * rule, file, resource and path it held with another message ({@code updated}: the offending
 * value changed, so they are reported again), and the accepted findings the scan no longer finds
 * ({@code absent}: fixed). The report's findings are the new and updated ones.
 *
 * @param baseline the baseline file's name
 */
public record BaselineComparison(
    String baseline, List<Finding> unchanged, List<Finding> updated, List<BaselineEntry> absent) {
  public BaselineComparison {
    unchanged = List.copyOf(unchanged);
    updated = List.copyOf(updated);
    absent = List.copyOf(absent);
  }

  /** How many accepted findings were fixed (an entry counts each identical finding). */
  public int absentCount() {
    return absent.stream().mapToInt(BaselineEntry::count).sum();
  }

  /** SARIF's {@code baselineState} of a reported finding: {@code updated} or {@code new}. */
  public String stateOf(Finding reported) {
    return updated.contains(reported) ? "updated" : "new";
  }
}
