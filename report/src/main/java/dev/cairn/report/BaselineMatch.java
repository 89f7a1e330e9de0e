package dev.cairn.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches a scan's findings against a baseline as multisets, so two identical findings in two files
 * (or twice in one) each need their own entry. Three passes, each over what the earlier ones left:
 * the same file path; the same file base name (the directory was renamed or moved); the same rule,
 * base name, document, resource and path with another message (updated). Lines never take part, so
 * inserted lines and reordered resources match.
 */
final class BaselineMatch {
  private BaselineMatch() {}

  /** The key of a pass: the fields compared, as a list. */
  private interface Key {
    List<Object> of(BaselineEntry e);
  }

  private static final Key EXACT =
      e -> List.of(e.ruleId(), e.file(), e.document(), e.resource(), e.path(), e.message(), e.value());
  private static final Key MOVED =
      e -> List.of(e.ruleId(), e.baseName(), e.document(), e.resource(), e.path(), e.message(), e.value());
  private static final Key UPDATED =
      e -> List.of(e.ruleId(), e.baseName(), e.document(), e.resource(), e.path());

  static BaselineComparison of(Baseline baseline, List<Finding> findings, SourceText sources) {
    List<BaselineEntry> left = new ArrayList<>(baseline.entries());
    List<Finding> unmatched = new ArrayList<>(findings);
    List<Finding> unchanged = new ArrayList<>();
    // a baseline written without the source has no values: compare without them
    Map<Finding, BaselineEntry> keys = new java.util.IdentityHashMap<>();
    for (Finding f : findings) {
      BaselineEntry e = BaselineEntry.of(f, sources);
      keys.put(f, e);
    }
    unmatched = pass(EXACT, left, unmatched, unchanged, keys);
    unmatched = pass(MOVED, left, unmatched, unchanged, keys);
    List<Finding> updated = new ArrayList<>();
    pass(UPDATED, left, unmatched, updated, keys);
    List<BaselineEntry> absent = left.stream().filter(e -> e.count() > 0).toList();
    return new BaselineComparison(baseline.source(), unchanged, updated, absent);
  }

  /**
   * Matches {@code findings} against the counts left in {@code entries} (which it lowers), adds
   * the matched findings to {@code matched} and returns the rest.
   */
  private static List<Finding> pass(
      Key key, List<BaselineEntry> entries, List<Finding> findings, List<Finding> matched, Map<Finding, BaselineEntry> keys) {
    Map<List<Object>, java.util.ArrayDeque<Integer>> byKey = new HashMap<>();
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i).count() > 0) {
        byKey.computeIfAbsent(key.of(entries.get(i)), k -> new java.util.ArrayDeque<>()).add(i);
      }
    }
    List<Finding> rest = new ArrayList<>();
    for (Finding f : findings) {
      BaselineEntry fe = keys.get(f);
      java.util.ArrayDeque<Integer> candidates = byKey.get(key.of(fe));
      if (candidates == null && !fe.value().isEmpty()) {
        candidates = byKey.get(key.of(fe.withoutValue()));
      }
      Integer hit = null;
      if (candidates != null) {
        while (!candidates.isEmpty() && entries.get(candidates.peekFirst()).count() == 0) {
          candidates.removeFirst();
        }
        hit = candidates.peekFirst();
      }
      if (hit == null) {
        rest.add(f);
      } else {
        BaselineEntry e = entries.get(hit);
        entries.set(hit, e.withCount(e.count() - 1));
        matched.add(f);
      }
    }
    return rest;
  }
}
