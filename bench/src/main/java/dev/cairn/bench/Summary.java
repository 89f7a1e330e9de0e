package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads JMH's JSON result and writes {@code summary.json} (overhead c/b, full scan over load d/a,
 * microseconds per resource of d, for each size) and {@code summary.md} (the README's table).
 *
 * <p>Usage: {@code Summary <jmh-result.json> <output dir>}
 */
public final class Summary {
  private record Score(double score, double error) {}

  private Summary() {}

  public static void main(String[] args) throws IOException {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    JsonNode results = mapper.readTree(Path.of(args[0]).toFile());
    Path out = Path.of(args[1]);
    // stage -> size -> score (ms/op)
    Map<String, Map<Integer, Score>> stages = new TreeMap<>();
    Score manifests = null;
    for (JsonNode r : results) {
      String name = r.path("benchmark").asText();
      String method = name.substring(name.lastIndexOf('.') + 1);
      Score s = new Score(r.at("/primaryMetric/score").asDouble(), r.at("/primaryMetric/scoreError").asDouble());
      if (name.contains("ManifestBenchmark")) {
        manifests = s;
        continue;
      }
      int size = r.at("/params/resources").asInt();
      stages.computeIfAbsent(method.substring(0, 1), k -> new TreeMap<>()).put(size, s);
    }
    ObjectNode summary = mapper.createObjectNode();
    ObjectNode overhead = summary.putObject("overhead");
    ObjectNode fullScan = summary.putObject("fullScanOverLoad");
    ObjectNode perResource = summary.putObject("usPerResource");
    StringBuilder md = new StringBuilder();
    md.append("| resources | (a) load+index ms | (b) eval ms | (c) traced eval ms | (d) located scan ms |")
        .append(" c/b | d/a | d µs/resource |\n|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (int size : stages.getOrDefault("a", Map.of()).keySet()) {
      Score a = stages.get("a").get(size);
      Score b = stages.get("b").get(size);
      Score c = stages.get("c").get(size);
      Score d = stages.get("d").get(size);
      double cb = c.score() / b.score();
      double da = d.score() / a.score();
      double us = d.score() * 1000 / size;
      overhead.put(Integer.toString(size), round(cb));
      fullScan.put(Integer.toString(size), round(da));
      perResource.put(Integer.toString(size), round(us));
      md.append(String.format(Locale.ROOT, "| %d | %s | %s | %s | %s | %.2f | %.2f | %.1f |%n",
          size, fmt(a), fmt(b), fmt(c), fmt(d), cb, da, us));
    }
    if (manifests != null) {
      summary.put("manifest1000DocsMs", round(manifests.score()));
      md.append(String.format(Locale.ROOT, "%nKubernetes manifest, 1,000 documents, located scan: %s ms%n", fmt(manifests)));
    }
    Files.createDirectories(out);
    mapper.writeValue(out.resolve("summary.json").toFile(), summary);
    Files.writeString(out.resolve("summary.md"), md.toString());
    System.out.print(md);
  }

  private static double round(double v) {
    return Math.round(v * 1000) / 1000.0;
  }

  private static String fmt(Score s) {
    return String.format(Locale.ROOT, "%.3f ± %.3f", s.score(), s.error());
  }
}
