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
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads JMH's JSON result and {@link OverheadSplit}'s JSON files, and writes {@code summary.json}
 * and {@code summary.md} (the table of docs/performance/benchmarks.md): for each size JMH's absolute times of stages a to
 * d and microseconds per resource of d, beside the ratios that matter, taken from the interleaved
 * runs (medians of rounds alternating in one JVM, which a shared machine's slow spells hit alike,
 * where JMH's separate JVMs swing by a third between runs): the tracing overhead c/b, the floor
 * under tracing by replay rederive/b ({@link RederiveFloor}) and the cost of knowing where, the
 * located scan over an unlocated one, d/e; and the slope of the time per
 * resource of b, c and d from 100 resources to the largest size.
 *
 * <p>Usage: {@code Summary <jmh-result.json> <output dir> [OverheadSplit json files...]}
 */
public final class Summary {
  /** A benchmark's mean with its 99.9% error, and the median of its measured iterations. */
  record Score(double score, double error, double median) {}

  /** What {@link #summarize} makes: the JSON summary and the Markdown table. */
  record Result(ObjectNode json, String markdown) {}

  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  /** The benchmark template's share of broken resources, one in four ({@link TemplateGenerator}). */
  private static final int DEFAULT_ONE_IN = 4;

  private Summary() {}

  public static void main(String[] args) throws IOException {
    List<JsonNode> splits = new ArrayList<>();
    for (int i = 2; i < args.length; i++) {
      splits.add(MAPPER.readTree(Path.of(args[i]).toFile()));
    }
    Result r = summarize(MAPPER.readTree(Path.of(args[0]).toFile()), splits);
    Path out = Path.of(args[1]);
    Files.createDirectories(out);
    MAPPER.writeValue(out.resolve("summary.json").toFile(), r.json());
    Files.writeString(out.resolve("summary.md"), r.markdown());
    System.out.print(r.markdown());
  }

  static Result summarize(JsonNode results, List<JsonNode> splits) {
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
    // size -> "stage/base" -> ratio of medians, each within one interleaved run
    Map<Integer, Map<String, Double>> interleaved = new TreeMap<>();
    ObjectNode summary = MAPPER.createObjectNode();
    ObjectNode fallbacks = MAPPER.createObjectNode();
    // size -> one in N -> "stage/base" -> ratio, from runs with another share of broken resources
    Map<Integer, Map<Integer, Map<String, Double>>> byShare = new TreeMap<>();
    for (JsonNode split : splits) {
      int size = split.path("resources").asInt();
      int oneIn = split.path("misconfiguredOneIn").asInt(DEFAULT_ONE_IN);
      Map<String, Double> m = oneIn == DEFAULT_ONE_IN
          ? interleaved.computeIfAbsent(size, k -> new TreeMap<>())
          : byShare.computeIfAbsent(size, k -> new TreeMap<>()).computeIfAbsent(oneIn, k -> new TreeMap<>());
      m.putAll(ratiosToFirstStage(split.path("stages")));
      if (oneIn == DEFAULT_ONE_IN && split.has("replayFallbacks")) {
        fallbacks.put(split.path("resources").asText(), split.path("replayFallbacks").asLong());
      }
    }
    ObjectNode overhead = summary.putObject("overhead");
    ObjectNode whole = summary.putObject("wholeEvaluationOverhead");
    ObjectNode floor = summary.putObject("rederiveFloor");
    ObjectNode located = summary.putObject("locatedOverUnlocated");
    ObjectNode absolute = summary.putObject("jmhMs");
    ObjectNode perResource = summary.putObject("usPerResource");
    StringBuilder md = new StringBuilder();
    md.append("| resources | (a) load+index ms | (b) eval ms | (c) traced eval ms | (d) located scan ms |")
        .append(" d µs/resource | c/b interleaved | whole/b interleaved | rederive/b interleaved | d/e interleaved |\n")
        .append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : stages.getOrDefault("a", Map.of()).keySet()) {
      String key = Integer.toString(size);
      ObjectNode ms = absolute.putObject(key);
      for (String stage : List.of("a", "b", "c", "d")) {
        ms.put(stage, round(stages.get(stage).get(size).score()));
      }
      Score d = stages.get("d").get(size);
      double us = d.score() * 1000 / size;
      perResource.put(key, round(us));
      Map<String, Double> i = interleaved.getOrDefault(size, Map.of());
      String cb = ratio(i, "c/b", overhead, key);
      String wb = ratio(i, "whole/b", whole, key);
      String rb = ratio(i, "rederive/b", floor, key);
      String de = ratio(i, "d/e", located, key);
      md.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %.1f | %s | %s | %s | %s |%n",
          size, fmt(stages.get("a").get(size)), fmt(stages.get("b").get(size)), fmt(stages.get("c").get(size)),
          fmt(d), us, cb, wb, rb, de));
    }
    if (!fallbacks.isEmpty()) {
      summary.set("replayFallbacks", fallbacks);
      md.append(String.format(Locale.ROOT, "%nRules the replay traced whole instead, by resources: %s%n", fallbacks));
    }
    shares(byShare, summary, md);
    slopes(stages, summary, md);
    if (manifests != null) {
      summary.put("manifest1000DocsMs", round(manifests.score()));
      md.append(String.format(Locale.ROOT, "%nKubernetes manifest, 1,000 documents, located scan: %s ms%n", fmt(manifests)));
    }
    return new Result(summary, md.toString());
  }

  /**
   * Tracing's cost by how many resources break a rule (runs with {@code -Dcairn.misconfigured}):
   * it is paid per result, so the default template's one in four is its costliest case.
   */
  private static void shares(
      Map<Integer, Map<Integer, Map<String, Double>>> byShare, ObjectNode summary, StringBuilder md) {
    if (byShare.isEmpty()) {
      return;
    }
    ObjectNode out = summary.putObject("overheadByMisconfigured");
    md.append("\n| resources | misconfigured | c/b interleaved | whole/b interleaved |\n|---:|---:|---:|---:|\n");
    byShare.forEach((size, shares) -> {
      ObjectNode bySize = out.putObject(Integer.toString(size));
      shares.forEach((oneIn, medians) -> {
        ObjectNode row = bySize.putObject(Integer.toString(oneIn));
        String cb = ratio(medians, "c/b", row, "c");
        String wb = ratio(medians, "whole/b", row, "whole");
        md.append(String.format(Locale.ROOT, "| %d | one in %d | %s | %s |%n", size, oneIn, cb, wb));
      });
    });
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

  /**
   * Each stage's median over the run's first stage's, keyed {@code "stage/first"}: a ratio is only
   * meaningful within one interleaved run, so two runs that both time {@code b} keep their own.
   */
  private static Map<String, Double> ratiosToFirstStage(JsonNode stages) {
    Map<String, Double> out = new TreeMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = stages.fields();
    if (!it.hasNext()) {
      return out;
    }
    Map.Entry<String, JsonNode> first = it.next();
    double base = first.getValue().path("median").asDouble();
    while (it.hasNext() && base > 0) {
      Map.Entry<String, JsonNode> e = it.next();
      out.put(e.getKey() + "/" + first.getKey(), e.getValue().path("median").asDouble() / base);
    }
    return out;
  }

  /** An interleaved ratio ({@code "c/b"}), into {@code out} and as text ("-" when not measured). */
  private static String ratio(Map<String, Double> ratios, String name, ObjectNode out, String key) {
    Double r = ratios.get(name);
    if (r == null) {
      return "-";
    }
    out.put(key, round(r));
    return String.format(Locale.ROOT, "%.2f", r);
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
