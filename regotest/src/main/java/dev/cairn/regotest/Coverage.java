package dev.cairn.regotest;

import dev.cairn.engine.ast.Body;
import dev.cairn.engine.ast.Expr;
import dev.cairn.engine.ast.Location;
import dev.cairn.engine.ast.Module;
import dev.cairn.engine.ast.Rule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Collects what the tests evaluated and turns it into a {@link CoverageReport}. A line is covered
 * when an expression on it was evaluated or a rule head on it produced a value. Some evaluations
 * leave no event of their own (a reference to a rule that turns out undefined), so they are
 * inferred: a rule that produced a value evaluated its whole body; a rule entered evaluated its
 * first expression, and each next one after an expression that succeeded; an expression evaluated
 * means the ones before it in its body were evaluated too.
 */
final class Coverage {
  private final ModuleLines m;
  private final Map<String, Set<Integer>> hits = new HashMap<>();
  private final Set<Location> succeeded = new HashSet<>();

  Coverage(List<Module> modules) {
    this.m = new ModuleLines(modules);
  }

  void add(HitListener l) {
    l.lines().forEach((file, lines) -> hits.computeIfAbsent(file, f -> new HashSet<>()).addAll(lines.keySet()));
    succeeded.addAll(l.succeededRules());
    for (Location at : l.enteredRules()) {
      Rule r = m.rules.get(at);
      if (r != null && r.body() != null) {
        evaluatedInOrder(r.body().exprs(), l.lines().getOrDefault(at.file(), Map.of()));
      }
    }
  }

  /** Marks a body's expressions up to the first that failed (or left no event telling). */
  private void evaluatedInOrder(List<Expr> exprs, Map<Integer, Boolean> failedByLine) {
    for (Expr e : exprs) {
      mark(hits, e.location());
      Boolean failed = failedByLine.get(e.location().line());
      if (failed == null || failed) {
        return;
      }
    }
  }

  CoverageReport report() {
    Map<String, Set<Integer>> covered = new HashMap<>();
    hits.forEach((f, rows) -> covered.computeIfAbsent(f, x -> new HashSet<>()).addAll(rows));
    for (Location at : succeeded) {
      Rule r = m.rules.get(at);
      if (r != null) {
        mark(covered, r.head().location());
        if (r.body() != null) {
          r.body().exprs().forEach(e -> mark(covered, e.location()));
        }
      }
    }
    for (Body b : m.bodies) {
      List<Expr> exprs = b.exprs();
      for (int i = exprs.size() - 1; i > 0; i--) {
        if (isHit(covered, exprs.get(i).location())) {
          exprs.subList(0, i).forEach(e -> mark(covered, e.location()));
          break;
        }
      }
    }
    TreeMap<String, CoverageReport.FileCoverage> files = new TreeMap<>();
    int coveredTotal = 0;
    int notCoveredTotal = 0;
    for (var e : m.coverable.entrySet()) {
      SortedSet<Integer> yes = new TreeSet<>();
      SortedSet<Integer> no = new TreeSet<>();
      Set<Integer> rows = covered.getOrDefault(e.getKey(), Set.of());
      for (int row : e.getValue()) {
        (rows.contains(row) ? yes : no).add(row);
      }
      files.put(
          e.getKey(),
          new CoverageReport.FileCoverage(
              ranges(yes), ranges(no), yes.size(), no.size(), CoverageReport.percent(yes.size(), no.size())));
      coveredTotal += yes.size();
      notCoveredTotal += no.size();
    }
    return new CoverageReport(files, coveredTotal, notCoveredTotal, CoverageReport.percent(coveredTotal, notCoveredTotal));
  }

  private static boolean isHit(Map<String, Set<Integer>> covered, Location at) {
    return at != null && covered.getOrDefault(at.file(), Set.of()).contains(at.line());
  }

  private static void mark(Map<String, Set<Integer>> covered, Location at) {
    if (at != null && at.line() > 0 && at.file() != null) {
      covered.computeIfAbsent(at.file(), f -> new HashSet<>()).add(at.line());
    }
  }

  /** Sorted lines as runs of consecutive lines. */
  static List<CoverageReport.Range> ranges(SortedSet<Integer> rows) {
    List<CoverageReport.Range> out = new ArrayList<>();
    int start = -1;
    int end = -1;
    for (int row : rows) {
      if (start < 0) {
        start = row;
      } else if (row != end + 1) {
        out.add(new CoverageReport.Range(start, end));
        start = row;
      }
      end = row;
    }
    if (start >= 0) {
      out.add(new CoverageReport.Range(start, end));
    }
    return out;
  }
}
