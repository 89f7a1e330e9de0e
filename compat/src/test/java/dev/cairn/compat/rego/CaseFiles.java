package dev.cairn.compat.rego;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A case written out as files for a peer's command line, in a scratch folder of its own that is
 * deleted afterwards: each module, the data as {@code data.json}, the input as {@code input.json}.
 *
 * @param modules the module files, in the case's order
 * @param data {@code data.json}, or null when the case has no data
 * @param input {@code input.json}, or null when the case has no input
 */
public record CaseFiles(Path dir, List<Path> modules, Path data, Path input) {
  /** {@code --data} for each module and the data, {@code --input} for the input, as opa and regorus take them. */
  public List<String> arguments() {
    List<String> args = new ArrayList<>();
    modules.forEach(m -> args.addAll(List.of("--data", m.toString())));
    if (data != null) {
      args.addAll(List.of("--data", data.toString()));
    }
    if (input != null) {
      args.addAll(List.of("--input", input.toString()));
    }
    return args;
  }

  /** What a peer does with the files. */
  @FunctionalInterface
  public interface Use<T> {
    T apply(CaseFiles files) throws IOException, InterruptedException;
  }

  /** Writes the case (with {@code input} as its input) under {@code parent}, uses it, deletes it. */
  public static <T> T with(Path parent, RegoCase c, JsonNode input, Use<T> use) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory(Files.createDirectories(parent), "case-");
    try {
      List<Path> modules = new ArrayList<>();
      for (RegoCase.Module m : c.modules()) {
        Path file = dir.resolve(m.file());
        Files.writeString(file, m.source(), StandardCharsets.UTF_8);
        modules.add(file);
      }
      Path data = c.data() == null ? null : write(dir.resolve("data.json"), c.data());
      Path in = input == null ? null : write(dir.resolve("input.json"), input);
      return use.apply(new CaseFiles(dir, modules, data, in));
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(f);
        }
      }
    }
  }

  private static Path write(Path file, JsonNode doc) throws IOException {
    Files.writeString(file, ExactJson.write(doc), StandardCharsets.UTF_8);
    return file;
  }
}
