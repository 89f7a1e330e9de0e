package dev.cairn.cfnlint.differential;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * cfn-lint's and Cairn's findings on the same templates, paired by template, rule and line in both
 * directions (as multisets: two findings of one rule on one line need two on the other side), over
 * the rules both implement; the rest of cfn-lint's findings are counted by rule, never compared.
 */
final class PairedFindings {
  /** One rule's tally. */
  static final class Tally {
    int cfnLint;
    int cairn;
    int matched;

    int cfnLintOnly() {
      return cfnLint - matched;
    }

    int cairnOnly() {
      return cairn - matched;
    }
  }

  final Map<String, Tally> byRule = new TreeMap<>();
  /** cfn-lint's findings under rules Cairn does not implement (or that are outside E1, E3 and W), by rule. */
  final Map<String, Integer> notCompared = new TreeMap<>();
  final List<Reported> cfnLintOnly = new ArrayList<>();
  final List<Reported> cairnOnly = new ArrayList<>();

  PairedFindings(List<Reported> cfnLint, List<Reported> cairn, Predicate<String> compared) {
    Map<Occurrence, List<Reported>> unmatched = new HashMap<>();
    for (Reported r : cairn) {
      if (compared.test(r.at().rule())) {
        tally(r).cairn++;
        unmatched.computeIfAbsent(r.at(), k -> new ArrayList<>()).add(r);
      }
    }
    for (Reported r : cfnLint) {
      if (!compared.test(r.at().rule())) {
        notCompared.merge(r.at().rule(), 1, Integer::sum);
        continue;
      }
      Tally t = tally(r);
      t.cfnLint++;
      List<Reported> same = unmatched.get(r.at());
      if (same != null && !same.isEmpty()) {
        same.remove(same.size() - 1);
        t.matched++;
      } else {
        cfnLintOnly.add(r);
      }
    }
    unmatched.values().forEach(cairnOnly::addAll);
    cfnLintOnly.sort((a, b) -> a.at().compareTo(b.at()));
    cairnOnly.sort((a, b) -> a.at().compareTo(b.at()));
  }

  private Tally tally(Reported r) {
    return byRule.computeIfAbsent(r.at().rule(), k -> new Tally());
  }

  int cfnLintTotal() {
    return byRule.values().stream().mapToInt(t -> t.cfnLint).sum();
  }

  int cairnTotal() {
    return byRule.values().stream().mapToInt(t -> t.cairn).sum();
  }

  int matched() {
    return byRule.values().stream().mapToInt(t -> t.matched).sum();
  }

  /** Share of cfn-lint's compared findings that Cairn reports at the same line (1 when there are none). */
  double recall() {
    return cfnLintTotal() == 0 ? 1 : (double) matched() / cfnLintTotal();
  }

  /** Share of Cairn's compared findings that cfn-lint does not report (0 when there are none). */
  double extra() {
    return cairnTotal() == 0 ? 0 : (double) (cairnTotal() - matched()) / cairnTotal();
  }

  /** The figures, a table by rule, and every disagreement grouped by rule. */
  String report(String title, Set<String> notChecked) {
    StringBuilder b = new StringBuilder();
    b.append("== ").append(title).append('\n');
    int other = notCompared.values().stream().mapToInt(Integer::intValue).sum();
    b.append(String.format("cfn-lint findings: %d, of which %d under the rules compared%n", cfnLintTotal() + other, cfnLintTotal()));
    b.append(String.format("cfn-lint findings compared: %d; matched by Cairn at the same line: %d (%.2f%%)%n",
        cfnLintTotal(), matched(), 100 * recall()));
    b.append(String.format("Cairn findings compared: %d; with no cfn-lint counterpart: %d (%.2f%%)%n",
        cairnTotal(), cairnTotal() - matched(), 100 * extra()));
    if (!notChecked.isEmpty()) {
      b.append("templates Cairn reports as not checked (left out): ").append(notChecked).append('\n');
    }
    b.append(String.format("%-7s %8s %8s %8s %13s %10s%n", "rule", "cfn-lint", "Cairn", "matched", "cfn-lint only",
        "Cairn only"));
    byRule.forEach((rule, t) -> b.append(String.format("%-7s %8d %8d %8d %13d %10d%n", rule, t.cfnLint, t.cairn,
        t.matched, t.cfnLintOnly(), t.cairnOnly())));
    b.append("cfn-lint findings not compared (rules Cairn does not implement, or not E1/E3/W): ")
        .append(notCompared).append('\n');
    disagreements(b, "only cfn-lint", cfnLintOnly);
    disagreements(b, "only Cairn", cairnOnly);
    return b.toString();
  }

  private static void disagreements(StringBuilder b, String side, List<Reported> list) {
    Map<String, List<Reported>> grouped = new TreeMap<>();
    list.forEach(r -> grouped.computeIfAbsent(r.at().rule(), k -> new ArrayList<>()).add(r));
    grouped.forEach((rule, rs) -> {
      b.append("-- ").append(rule).append(", ").append(side).append(" (").append(rs.size()).append(")\n");
      for (Reported r : rs) {
        String m = r.message().replace('\n', ' ');
        b.append("   ").append(r.at().file()).append(':').append(r.at().line()).append("  ")
            .append(m.length() > 160 ? m.substring(0, Math.max(m.lastIndexOf(' ', 157), 100)) + " ..." : m).append('\n');
      }
    });
  }
}
