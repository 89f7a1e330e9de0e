package dev.cairn.bench.kics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The corpus harness's printed report: the table per platform, then the disagreements by class. */
final class CorpusReport {
  private CorpusReport() {}

  /** Totals of one platform (or of all). */
  record Totals(
      String platform, int queries, int evaluated, int results, int expected, int negativeQueries,
      int countQueries, int pairs, int exact, int acceptable) {
    double exactRate() {
      return expected == 0 ? 1 : (double) exact / expected;
    }

    double acceptableRate() {
      return expected == 0 ? 1 : (double) acceptable / expected;
    }
  }

  static Totals totals(String platform, List<QueryScore> scores) {
    int queries = 0, evaluated = 0, results = 0, expected = 0, negative = 0, agree = 0, pairs = 0, exact = 0, acceptable = 0;
    for (QueryScore s : scores) {
      queries++;
      if (s.outcome().error() == null) {
        evaluated++;
      }
      results += s.outcome().results().size();
      expected += s.outcome().query().expected().size();
      negative += s.outcome().negativeResults() > 0 ? 1 : 0;
      agree += s.countsAgree() ? 1 : 0;
      pairs += s.pairs().size();
      exact += (int) s.count(QueryScore.Verdict.EXACT);
      acceptable += (int) s.acceptable();
    }
    return new Totals(platform, queries, evaluated, results, expected, negative, agree, pairs, exact, acceptable);
  }

  static Map<String, List<QueryScore>> byPlatform(List<QueryScore> scores) {
    Map<String, List<QueryScore>> out = new LinkedHashMap<>();
    for (QueryScore s : scores) {
      out.computeIfAbsent(s.outcome().query().platform(), p -> new ArrayList<>()).add(s);
    }
    return out;
  }

  static String table(List<QueryScore> scores) {
    StringBuilder sb = new StringBuilder();
    sb.append("| platform | queries | evaluated | counts agree | results / labelled | negatives with results | exact | acceptable |\n");
    sb.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Map.Entry<String, List<QueryScore>> en : byPlatform(scores).entrySet()) {
      row(sb, totals(en.getKey(), en.getValue()));
    }
    row(sb, totals("all", scores));
    return sb.toString();
  }

  private static void row(StringBuilder sb, Totals t) {
    sb.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d / %d | %d | %d (%.1f%%) | %d (%.1f%%) |%n",
        t.platform(), t.queries(), t.evaluated(), t.countQueries(), t.results(), t.expected(), t.negativeQueries(),
        t.exact(), 100 * t.exactRate(), t.acceptable(), 100 * t.acceptableRate()));
  }

  /** Every disagreement, grouped by class, each location miss with its ranked paths and reasons. */
  static String disagreements(List<QueryScore> scores) {
    Map<String, List<String>> classes = new LinkedHashMap<>();
    for (String c : List.of("error", "results on negative samples", "labelled finding with no result",
        "result with no labelled finding", "labelled line ranked lower", "labelled line not traced")) {
      classes.put(c, new ArrayList<>());
    }
    for (QueryScore s : scores) {
      String id = s.outcome().query().id();
      if (s.outcome().error() != null) {
        classes.get("error").add(id + ": " + s.outcome().error());
      }
      if (s.outcome().negativeResults() > 0) {
        classes.get("results on negative samples").add(id + ": " + s.outcome().negativeResults());
      }
      for (KicsQuery.Expected e : s.missed()) {
        classes.get("labelled finding with no result").add(id + " " + e.file() + ":" + e.line());
      }
      for (QueryRun.Result r : s.unpaired()) {
        classes.get("result with no labelled finding").add(id + " " + r.file() + ":" + lineOf(r) + "\n" + paths(r, -1));
      }
      for (QueryScore.Pair p : s.pairs()) {
        String c = switch (p.verdict()) {
          case RANKED_LOWER -> "labelled line ranked lower";
          case NOT_TRACED -> "labelled line not traced";
          default -> null;
        };
        if (c != null) {
          classes.get(c).add(id + " " + p.expected().file() + ": labelled " + p.expected().line() + " " + labelled(p)
              + ", Cairn " + lineOf(p.result()) + " (" + p.result().issueType() + ")\n" + paths(p.result(), p.expected().line()));
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, List<String>> en : classes.entrySet()) {
      sb.append("\n## ").append(en.getKey()).append(" (").append(en.getValue().size()).append(")\n");
      for (String line : en.getValue()) {
        sb.append("- ").append(line).append('\n');
      }
    }
    return sb.toString();
  }

  /** What starts on the labelled line in the result's document (its shallowest path), for readers. */
  private static String labelled(QueryScore.Pair p) {
    QueryRun.Placed primary = p.result().primary();
    if (primary == null || primary.source() == null) {
      return "";
    }
    List<List<Object>> at = KicsInput.pathsOnLine(primary.source(), p.expected().line());
    return at.isEmpty() ? "(nothing starts there)" : "[" + String.join("/", at.get(0).stream().map(String::valueOf).toList()) + "]";
  }

  private static int lineOf(QueryRun.Result r) {
    return r.primary() == null ? 0 : r.primary().line();
  }

  private static String paths(QueryRun.Result r, int labelled) {
    StringBuilder sb = new StringBuilder();
    int shown = 0;
    for (QueryRun.Placed p : r.paths()) {
      if (shown++ == 8) {
        sb.append("    ... ").append(r.paths().size() - 8).append(" more\n");
        break;
      }
      sb.append(p.line() == labelled ? "  * " : "    ").append(p.line()).append(' ').append(p.path()).append(": ")
          .append(p.path().why()).append('\n');
    }
    return sb.toString();
  }
}
