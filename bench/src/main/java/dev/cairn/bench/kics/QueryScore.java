package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.locator.Document;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One query's results paired one to one with its labelled findings, file by file, by a maximum
 * matching that prefers exact pairs, then acceptable ones (the library README's scoring rule):
 *
 * <ul>
 *   <li>exact: the primary location starts on the labelled line;
 *   <li>acceptable: exact, or the result reports a wrong value ({@code issueType} {@code
 *       IncorrectValue}) and its primary location lies strictly inside the object or array whose
 *       key starts on the labelled line, that block being neither the document root nor a
 *       CloudFormation-style resource entry ({@code Resources/<id>}).
 * </ul>
 */
record QueryScore(QueryRun.Outcome outcome, List<Pair> pairs, List<QueryRun.Result> unpaired, List<KicsQuery.Expected> missed) {
  /** How a pair's primary location relates to the labelled line. */
  enum Verdict {
    EXACT,
    ACCEPTABLE,
    /** The labelled line is among the result's other ranked paths: ranking put another first. */
    RANKED_LOWER,
    /** No ranked path of the result is on the labelled line: the evidence is missing. */
    NOT_TRACED;

    boolean acceptable() {
      return this == EXACT || this == ACCEPTABLE;
    }
  }

  record Pair(QueryRun.Result result, KicsQuery.Expected expected, Verdict verdict) {}

  static QueryScore of(QueryRun.Outcome o) {
    Map<String, List<QueryRun.Result>> results = new LinkedHashMap<>();
    List<QueryRun.Result> unpaired = new ArrayList<>();
    for (QueryRun.Result r : o.results()) {
      if (r.file() == null) {
        unpaired.add(r);
      } else {
        results.computeIfAbsent(r.file(), f -> new ArrayList<>()).add(r);
      }
    }
    Map<String, List<KicsQuery.Expected>> expected = new LinkedHashMap<>();
    for (KicsQuery.Expected e : o.query().expected()) {
      expected.computeIfAbsent(e.file(), f -> new ArrayList<>()).add(e);
    }
    List<Pair> pairs = new ArrayList<>();
    List<KicsQuery.Expected> missed = new ArrayList<>();
    for (Map.Entry<String, List<KicsQuery.Expected>> en : expected.entrySet()) {
      List<QueryRun.Result> rs = results.getOrDefault(en.getKey(), List.of());
      List<KicsQuery.Expected> es = en.getValue();
      Verdict[][] v = new Verdict[rs.size()][es.size()];
      long[][] weight = new long[rs.size()][es.size()];
      for (int i = 0; i < rs.size(); i++) {
        for (int j = 0; j < es.size(); j++) {
          v[i][j] = verdict(rs.get(i), es.get(j));
          weight[i][j] = switch (v[i][j]) {
            case EXACT -> 4;
            case ACCEPTABLE -> 3;
            case RANKED_LOWER -> 2;
            case NOT_TRACED -> 1;
          };
        }
      }
      int[] match = Assignment.maximise(weight);
      boolean[] used = new boolean[es.size()];
      for (int i = 0; i < rs.size(); i++) {
        if (match[i] >= 0) {
          used[match[i]] = true;
          pairs.add(new Pair(rs.get(i), es.get(match[i]), v[i][match[i]]));
        } else {
          unpaired.add(rs.get(i));
        }
      }
      for (int j = 0; j < es.size(); j++) {
        if (!used[j]) {
          missed.add(es.get(j));
        }
      }
      results.remove(en.getKey());
    }
    results.values().forEach(unpaired::addAll);
    return new QueryScore(o, pairs, unpaired, missed);
  }

  long count(Verdict v) {
    return pairs.stream().filter(p -> p.verdict() == v).count();
  }

  long acceptable() {
    return pairs.stream().filter(p -> p.verdict().acceptable()).count();
  }

  /** Whether the query's results agree in number with the labels and its negatives gave none. */
  boolean countsAgree() {
    return outcome.error() == null && unpaired.isEmpty() && missed.isEmpty() && outcome.negativeResults() == 0;
  }

  private static Verdict verdict(QueryRun.Result r, KicsQuery.Expected e) {
    QueryRun.Placed primary = r.primary();
    if (primary != null && e.file().equals(primary.file()) && primary.line() == e.line()) {
      return Verdict.EXACT;
    }
    if (primary != null && "IncorrectValue".equals(r.issueType()) && e.file().equals(primary.file())
        && insideBlockOnLine(primary, e.line())) {
      return Verdict.ACCEPTABLE;
    }
    for (QueryRun.Placed p : r.paths()) {
      if (e.file().equals(p.file()) && p.line() == e.line()) {
        return Verdict.RANKED_LOWER;
      }
    }
    return Verdict.NOT_TRACED;
  }

  /**
   * Whether the primary location lies strictly inside an object or array whose key starts on
   * {@code line} in the primary's document, other than the root and resource entries.
   */
  private static boolean insideBlockOnLine(QueryRun.Placed primary, int line) {
    KicsInput.Source source = primary.source();
    if (source == null) {
      return false;
    }
    List<Object> at = primary.location().found();
    Document d = source.document();
    JsonNode node = d.value();
    List<Object> prefix = new ArrayList<>();
    for (int depth = 0; depth < at.size() - 1; depth++) {
      Object key = at.get(depth);
      node = key instanceof Integer i ? node.get(i) : node.get((String) key);
      prefix.add(key);
      if (node == null) {
        return false;
      }
      boolean resourceEntry = prefix.size() == 2 && ("Resources".equals(prefix.get(0)) || "resources".equals(prefix.get(0)));
      if ((node.isObject() || node.isArray()) && !resourceEntry && key instanceof String
          && d.sourceIndex().locate(prefix).region().startLine() == line) {
        return true;
      }
    }
    return false;
  }
}
