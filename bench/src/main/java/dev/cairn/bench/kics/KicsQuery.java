package dev.cairn.bench.kics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * One query of the library as KICS runs it: its platform, its {@code query.rego}, the data file
 * beside it, its samples and the lines its authors labelled.
 *
 * @param platform the folder under {@code assets/queries} ({@code openAPI}, {@code dockerCompose}, ...)
 * @param name the query's folder below the platform's ({@code 3.0/callback_object_incorrect_ref})
 */
record KicsQuery(String platform, String name, Path dir, List<Path> positives, List<Path> negatives, List<Expected> expected) {
  /** A labelled finding: the line KICS reports in a positive sample. */
  record Expected(String file, int line) {}

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The query in {@code dir}, a folder holding {@code query.rego} and {@code test/}. */
  static KicsQuery at(Path queries, Path dir) {
    Path relative = queries.relativize(dir);
    String platform = relative.getName(0).toString();
    String name = relative.subpath(1, relative.getNameCount()).toString().replace('\\', '/');
    Path test = dir.resolve("test");
    List<Path> positives = samples(test, "positive");
    List<Path> negatives = samples(test, "negative");
    return new KicsQuery(platform, name, dir, positives, negatives, expected(test.resolve("positive_expected_result.json")));
  }

  /** The samples of one kind, sorted, Bicep left out (out of scope). */
  private static List<Path> samples(Path test, String prefix) {
    if (!Files.isDirectory(test)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(test)) {
      return files
          .filter(f -> {
            String n = f.getFileName().toString().toLowerCase(Locale.ROOT);
            return n.startsWith(prefix) && (n.endsWith(".yaml") || n.endsWith(".yml") || n.endsWith(".json"))
                && !n.equals("positive_expected_result.json");
          })
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<Expected> expected(Path file) {
    if (!Files.exists(file)) {
      return List.of();
    }
    JsonNode list;
    try {
      list = JSON.readTree(file.toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": " + e.getMessage(), e);
    }
    List<Expected> out = new ArrayList<>();
    for (JsonNode e : list) {
      JsonNode name = e.has("fileName") ? e.get("fileName") : e.get("filename");
      if (name == null || name.asText().toLowerCase(Locale.ROOT).endsWith(".bicep")) {
        continue;
      }
      out.add(new Expected(name.asText(), e.path("line").asInt()));
    }
    return List.copyOf(out);
  }

  /** The platform's library name: its folder's name in lower case ({@code openapi.rego}). */
  String library() {
    return platform.toLowerCase(Locale.ROOT);
  }

  /** {@code platform/name}, as the report prints it. */
  String id() {
    return platform + "/" + name;
  }
}
