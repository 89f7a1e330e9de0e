package dev.cairn.engine.conformance;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts per group and folder. Skipped cases are those the harness could not read as a case. */
final class ConformanceSummary {
  final Tally all = new Tally();
  final Map<String, Tally> groups = new LinkedHashMap<>();
  final Map<String, Tally> folders = new TreeMap<>();
  int skipped;

  static ConformanceSummary of(List<ConformanceResult> results, int skipped) {
    ConformanceSummary s = new ConformanceSummary();
    s.skipped = skipped;
    FolderGroups.ALL.forEach(g -> s.groups.put(g, new Tally()));
    for (ConformanceResult r : results) {
      String folder = r.testCase().folder();
      s.all.add(r.passed());
      s.groups.get(FolderGroups.groupOf(folder)).add(r.passed());
      s.folders.computeIfAbsent(folder, f -> new Tally()).add(r.passed());
    }
    return s;
  }

  int failed() {
    return all.total - all.passed;
  }
}
