package dev.cairn.engine.conformance;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Reads every case under {@code opa/<folder>/*.json}, in a stable order (folder, file, position). */
public final class CaseLoader {
  // Exact decimals: case data may hold numbers a double cannot represent.
  private static final ObjectMapper MAPPER =
      JsonMapper.builder(
              JsonFactory.builder()
                  .streamReadConstraints(
                      StreamReadConstraints.builder()
                          .maxNumberLength(100_000)
                          .maxStringLength(Integer.MAX_VALUE)
                          .build())
                  .build())
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
          .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
          .build();

  private CaseLoader() {}

  /** The mapper the case files are read with: numbers as exact decimals, no length limits. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /** The runnable cases, and how many entries lacked a note, query or modules to run. */
  public record Loaded(List<ConformanceCase> cases, int skipped) {}

  public static Loaded load(Path opaDir) throws IOException {
    List<ConformanceCase> cases = new ArrayList<>();
    int skipped = 0;
    Map<String, Integer> seen = new HashMap<>();
    for (Path folder : sorted(opaDir, Files::isDirectory)) {
      for (Path file : sorted(folder, p -> p.getFileName().toString().endsWith(".json"))) {
        JsonNode root = MAPPER.readTree(file.toFile());
        for (JsonNode c : root.path("cases")) {
          if (!c.hasNonNull("note") || !c.hasNonNull("query") || !c.path("modules").isArray()) {
            skipped++;
            continue;
          }
          String note = c.path("note").asText();
          int n = seen.merge(note, 1, Integer::sum);
          String id = n == 1 ? note : note + " #" + n;
          cases.add(toCase(id, folder.getFileName().toString(), c));
        }
      }
    }
    return new Loaded(cases, skipped);
  }

  private static ConformanceCase toCase(String id, String folder, JsonNode c) {
    List<String> modules = new ArrayList<>();
    c.path("modules").forEach(m -> modules.add(m.asText()));
    List<JsonNode> wantResult = null;
    if (c.hasNonNull("want_result")) {
      wantResult = new ArrayList<>();
      c.get("want_result").forEach(wantResult::add);
    }
    return new ConformanceCase(
        id,
        folder,
        c.path("note").asText(),
        List.copyOf(modules),
        c.path("query").asText(),
        present(c, "data"),
        present(c, "input"),
        c.hasNonNull("input_term") ? c.get("input_term").asText() : null,
        wantResult,
        c.path("sort_bindings").asBoolean(false),
        c.hasNonNull("want_error_code") ? c.get("want_error_code").asText() : null,
        c.hasNonNull("want_error") ? c.get("want_error").asText() : null,
        c.path("strict_error").asBoolean(false));
  }

  // OPA's runner reads these into pointers: JSON null means "absent".
  private static JsonNode present(JsonNode c, String field) {
    return c.hasNonNull(field) ? c.get(field) : null;
  }

  private static List<Path> sorted(Path dir, java.util.function.Predicate<Path> keep)
      throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(keep).sorted().toList();
    }
  }
}
