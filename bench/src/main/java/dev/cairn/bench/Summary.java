package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads JMH's JSON result and writes {@code summary.json} and {@code summary.md} (the README's
 * table): for each size the overhead c/b (of means, and of medians, which one slow iteration at
 * 10,000 resources does not move), the full scan over load d/a, and microseconds per resource of
 * d; and the slope of the time per resource of b, c and d from 100 resources to the largest size.
 *
 * <p>Usage: {@code Summary <jmh-result.json> <output dir>}
 */
public final class Summary {
  /** A benchmark's mean with its 99.9% error, and the median of its measured iterations. */
  record Score(double score, double error, double median) {}

  /** What {@link #summarize} makes: the JSON summary and the Markdown table. */
  record Result(ObjectNode json, String markdown) {}

  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private Summary() {}

  public static void main(String[] args) throws IOException {
    Result r = summarize(MAPPER.readTree(Path.of(args[0]).toFile()));
    Path out = Path.of(args[1]);
    Files.createDirectories(out);
    MAPPER.writeValue(out.resolve("summary.json").toFile(), r.json());
    Files.writeString(out.resolve("summary.md"), r.markdown());
    System.out.print(r.markdown());
  }

  static Result summarize(JsonNode results) {
    // stage -> size -> score (ms/op)
    Map<String, Map<Integer, Score>> stages = new TreeMap<>();
    Score manifests = null;
    for (JsonNode r : results) {
      String name = r.path("benchmark").asText();
      String method = name.substring(name.lastIndexOf('.') + 1);
      Score s = score(r.path("primaryMetric"));
      if (name.contains("ManifestBenchmark")) {
        manifests = s;
        continue;
      }
      int size = r.at("/params/resources").asInt();
      stages.computeIfAbsent(method.substring(0, 1), k -> new TreeMap<>()).put(size, s);
    }
    ObjectNode summary = MAPPER.createObjectNode();
    ObjectNode overhead = summary.putObject("overhead");
    ObjectNode overheadMedian = summary.putObject("overheadMedian");
    ObjectNode fullScan = summary.putObject("fullScanOverLoad");
    ObjectNode perResource = summary.putObject("usPerResource");
    StringBuilder md = new StringBuilder();
    md.append("| resources | (a) load+index ms | (b) eval ms | (c) traced eval ms | (d) located scan ms |")
        .append(" c/b | c/b of medians | d/a | d µs/resource |\n")
        .append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : stages.getOrDefault("a", Map.of()).keySet()) {
      Score a = stages.get("a").get(size);
      Score b = stages.get("b").get(size);
      Score c = stages.get("c").get(size);
      Score d = stages.get("d").get(size);
      double cb = c.score() / b.score();
      double cbMedian = c.median() / b.median();
      double da = d.score() / a.score();
      double us = d.score() * 1000 / size;
      String key = Integer.toString(size);
      overhead.put(key, round(cb));
      overheadMedian.put(key, round(cbMedian));
      fullScan.put(key, round(da));
      perResource.put(key, round(us));
      md.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %.2f | %.2f | %.2f | %.1f |%n",
          size, fmt(a), fmt(b), fmt(c), fmt(d), cb, cbMedian, da, us));
    }
    slopes(stages, summary, md);
    if (manifests != null) {
      summary.put("manifest1000DocsMs", round(manifests.score()));
      md.append(String.format(Locale.ROOT, "%nKubernetes manifest, 1,000 documents, located scan: %s ms%n", fmt(manifests)));
    }
    return new Result(summary, md.toString());
  }

  /**
   * How much the time per resource grows from 100 resources to the largest size, for b, c and d
   * (1.0 is perfectly linear), from the medians.
   */
  private static void slopes(Map<String, Map<Integer, Score>> stages, ObjectNode summary, StringBuilder md) {
    Map<Integer, Score> d = stages.get("d");
    if (d == null || !d.containsKey(100) || d.size() < 2) {
      return;
    }
    int largest = Collections.max(d.keySet());
    if (largest <= 100) {
      return;
    }
    ObjectNode slope = summary.putObject("perResourceSlope");
    slope.put("from", 100);
    slope.put("to", largest);
    md.append(String.format(Locale.ROOT, "%nTime per resource from 100 to %d resources (medians):", largest));
    String sep = " ";
    for (String stage : List.of("b", "c", "d")) {
      Map<Integer, Score> s = stages.get(stage);
      if (s == null || !s.containsKey(100) || !s.containsKey(largest)) {
        continue;
      }
      double ratio = (s.get(largest).median() / largest) / (s.get(100).median() / 100);
      slope.put(stage, round(ratio));
      md.append(String.format(Locale.ROOT, "%s(%s) ×%.2f", sep, stage, ratio));
      sep = ", ";
    }
    md.append('\n');
  }

  /** The mean, error and median of JMH's primary metric (its raw data: forks of iterations). */
  static Score score(JsonNode metric) {
    List<Double> all = new ArrayList<>();
    for (JsonNode fork : metric.path("rawData")) {
      for (JsonNode iteration : fork) {
        all.add(iteration.asDouble());
      }
    }
    double mean = metric.path("score").asDouble();
    return new Score(mean, metric.path("scoreError").asDouble(), all.isEmpty() ? mean : median(all));
  }

  static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }

  private static String fmt(Score s) {
    return String.format(Locale.ROOT, "%.3f ± %.3f", s.score(), s.error());
  }
}
