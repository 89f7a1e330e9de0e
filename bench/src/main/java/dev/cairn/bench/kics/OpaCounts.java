package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * How many results OPA gives a query on the same modules, data and inputs as {@link QueryRun}: the
 * oracle for the counts. A count where Cairn and OPA agree but the labels differ is the input's
 * making (KICS's parser does more than the README says), not Cairn's evaluation.
 */
final class OpaCounts {
  /** OPA's result counts on the positive and negative samples; -1 where OPA failed. */
  record Counts(int positive, int negative, String error) {}

  private static final ObjectMapper JSON = new ObjectMapper();
  private final Path opa;

  OpaCounts(Path opa) {
    this.opa = opa;
  }

  Counts count(QueryRun.Setup setup, JsonNode positives, JsonNode negatives) {
    Path dir = null;
    try {
      dir = Files.createTempDirectory("kics-opa");
      List<String> args = new ArrayList<>(List.of(opa.toString(), "eval", "--v0-compatible", "-f", "json"));
      int n = 0;
      for (Map.Entry<String, String> m : setup.modules().entrySet()) {
        Path f = dir.resolve("m" + n++ + ".rego");
        Files.writeString(f, m.getValue());
        args.add("-d");
        args.add(f.toString());
      }
      Path data = dir.resolve("data.json");
      JSON.writeValue(data.toFile(), setup.data());
      args.add("-d");
      args.add(data.toString());
      int positive = run(args, dir, "positive.json", positives);
      int negative = run(args, dir, "negative.json", negatives);
      return new Counts(positive, negative, null);
    } catch (IOException | RuntimeException e) {
      return new Counts(-1, -1, e.getMessage());
    } finally {
      delete(dir);
    }
  }

  private int run(List<String> base, Path dir, String name, JsonNode input) throws IOException {
    Path in = dir.resolve(name);
    JSON.writeValue(in.toFile(), input);
    List<String> args = new ArrayList<>(base);
    args.add("-i");
    args.add(in.toString());
    args.add("count(data.Cx.CxPolicy)");
    Process p = new ProcessBuilder(args).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    try {
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("opa eval took over 60 s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    JsonNode result = JSON.readTree(out);
    JsonNode value = result.path("result").path(0).path("expressions").path(0).path("value");
    if (!value.isNumber()) {
      throw new IllegalStateException("opa: " + new String(out).strip());
    }
    return value.asInt();
  }

  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
