package dev.cairn.conftest;

import dev.cairn.report.Finding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Cairn's findings on the corpus measured against the hand labels: each finding is paired with a
 * label of the same file and rule id about the same resource, preferring a pair on the same line;
 * the score is the share of labels whose finding's primary line is the labelled line.
 *
 * <p>The resource is recognised by the finding's resource or, since a CloudFormation finding's
 * resource follows its primary location (which may stray into another resource), by the message
 * naming the labelled resource.
 */
record CorpusScore(List<Pair> pairs, List<CorpusLabel> missed, List<Finding> unexpected) {
  /** A label and the finding found for it. */
  record Pair(CorpusLabel label, Finding finding) {
    boolean exact() {
      return finding.location() != null && finding.location().line() == label.line();
    }

    int actualLine() {
      return finding.location() == null ? 0 : finding.location().line();
    }
  }

  static CorpusScore of(List<CorpusLabel> labels, List<Finding> findings) {
    Map<String, List<CorpusLabel>> labelGroups = group(labels, l -> l.file() + "|" + l.rule());
    Map<String, List<Finding>> findingGroups = group(findings, f -> f.file() + "|" + f.ruleId());
    List<Pair> pairs = new ArrayList<>();
    List<CorpusLabel> missed = new ArrayList<>();
    List<Finding> unexpected = new ArrayList<>();
    Set<String> keys = new HashSet<>(labelGroups.keySet());
    keys.addAll(findingGroups.keySet());
    for (String key : keys) {
      List<CorpusLabel> ls = labelGroups.getOrDefault(key, List.of());
      List<Finding> fs = findingGroups.getOrDefault(key, List.of());
      match(ls, fs, pairs, missed, unexpected);
    }
    pairs.sort(Comparator.comparing((Pair p) -> p.label().file()).thenComparingInt(p -> p.label().line()));
    missed.sort(Comparator.comparing(CorpusLabel::file).thenComparingInt(CorpusLabel::line));
    return new CorpusScore(pairs, missed, unexpected);
  }

  /** Pairs one file's labels and findings of one rule, best-scoring pairs first. */
  private static void match(
      List<CorpusLabel> labels, List<Finding> findings, List<Pair> pairs, List<CorpusLabel> missed, List<Finding> unexpected) {
    record Candidate(int label, int finding, int score) {}
    List<Candidate> candidates = new ArrayList<>();
    for (int i = 0; i < labels.size(); i++) {
      for (int j = 0; j < findings.size(); j++) {
        CorpusLabel l = labels.get(i);
        Finding f = findings.get(j);
        boolean sameResource = f.resource() != null && f.resource().id().equals(l.resource());
        boolean named = Pattern.compile("\\b" + Pattern.quote(l.resourceName()) + "\\b").matcher(f.message()).find();
        if (sameResource || named) {
          boolean sameLine = f.location() != null && f.location().line() == l.line();
          candidates.add(new Candidate(i, j, (named ? 4 : 0) + (sameResource ? 2 : 0) + (sameLine ? 1 : 0)));
        }
      }
    }
    candidates.sort(Comparator.comparingInt(Candidate::score).reversed());
    boolean[] labelUsed = new boolean[labels.size()];
    boolean[] findingUsed = new boolean[findings.size()];
    for (Candidate c : candidates) {
      if (!labelUsed[c.label()] && !findingUsed[c.finding()]) {
        labelUsed[c.label()] = true;
        findingUsed[c.finding()] = true;
        pairs.add(new Pair(labels.get(c.label()), findings.get(c.finding())));
      }
    }
    for (int i = 0; i < labels.size(); i++) {
      if (!labelUsed[i]) {
        missed.add(labels.get(i));
      }
    }
    for (int j = 0; j < findings.size(); j++) {
      if (!findingUsed[j]) {
        unexpected.add(findings.get(j));
      }
    }
  }

  private static <T> Map<String, List<T>> group(List<T> items, Function<T, String> key) {
    Map<String, List<T>> out = new LinkedHashMap<>();
    for (T t : items) {
      out.computeIfAbsent(key.apply(t), k -> new ArrayList<>()).add(t);
    }
    return out;
  }

  int labels() {
    return pairs.size() + missed.size();
  }

  long exact() {
    return pairs.stream().filter(Pair::exact).count();
  }

  /** Exact primary lines over all labels (a missed label counts as wrong). */
  double rate() {
    return labels() == 0 ? 0 : (double) exact() / labels();
  }

  /** The score, then every wrong line, missed label and unexpected finding, one a line. */
  String report(PrimaryRoles roles) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(java.util.Locale.ROOT,
        "Corpus score: %d of %d labelled findings at the labelled line (%.1f%%); %d missed, %d unexpected%n",
        exact(), labels(), 100 * rate(), missed.size(), unexpected.size()));
    for (Pair p : pairs) {
      if (!p.exact()) {
        CorpusLabel l = p.label();
        Finding f = p.finding();
        String path = f.location() == null ? "-" : String.join("/", f.location().path().stream().map(String::valueOf).toList());
        String missing = f.location() == null || f.location().missing().isEmpty() ? "" : " missing " + f.location().missing();
        sb.append(String.format("%s:%d vs %d %s %s (%s%s, %s) expected %s%s%n",
            l.file(), l.line(), p.actualLine(), l.rule(), l.resource(), path, missing, roles.of(f),
            l.at().isEmpty() ? "-" : l.at(), l.missing().isEmpty() ? "" : " missing " + l.missing()));
      }
    }
    for (CorpusLabel l : missed) {
      sb.append(String.format("MISSED %s:%d %s %s (%s)%n", l.file(), l.line(), l.rule(), l.resource(), l.source()));
    }
    for (Finding f : unexpected) {
      sb.append(String.format("UNEXPECTED %s:%d %s %s: %s%n",
          f.file(), f.location() == null ? 0 : f.location().line(), f.ruleId(), f.resource() == null ? "-" : f.resource().id(), f.message()));
    }
    return sb.toString();
  }
}
