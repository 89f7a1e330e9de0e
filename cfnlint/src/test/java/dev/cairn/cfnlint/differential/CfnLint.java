package dev.cairn.cfnlint.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The live cfn-lint, run once over many templates with {@code --format json}: its findings, and
 * the version it reports. Its home is a fresh directory, so a user's {@code ~/.cfnlintrc} cannot
 * change what it checks; the working directory's {@code .cfnlintrc} applies, as on the command line.
 */
final class CfnLint {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path executable;

  CfnLint(Path executable) {
    this.executable = executable;
  }

  String version() throws IOException, InterruptedException {
    return run(Path.of("."), List.of("--version")).trim();
  }

  /**
   * Lints {@code files} (relative to {@code dir}, reported under those names) with {@code options}
   * before them.
   */
  List<Reported> lint(Path dir, List<String> options, List<String> files) throws IOException, InterruptedException {
    List<String> args = new ArrayList<>(options);
    args.add("--format");
    args.add("json");
    args.add("--");
    args.addAll(files);
    String out = run(dir, args);
    JsonNode results = JSON.readTree(out);
    if (results == null || !results.isArray()) {
      throw new IllegalStateException("cfn-lint printed no JSON list: " + out.substring(0, Math.min(out.length(), 2_000)));
    }
    List<Reported> found = new ArrayList<>();
    for (JsonNode r : results) {
      Occurrence at = new Occurrence(normalize(r.path("Filename").asText()), r.path("Rule").path("Id").asText(),
          r.path("Location").path("Start").path("LineNumber").asInt());
      found.add(new Reported(at, r.path("Message").asText()));
    }
    return found;
  }

  /** cfn-lint prints a file as given, but without a leading {@code ./}. */
  static String normalize(String file) {
    return file.startsWith("./") ? file.substring(2) : file;
  }

  private String run(Path dir, List<String> args) throws IOException, InterruptedException {
    Path home = Files.createTempDirectory("cfn-lint-home");
    Path stdout = home.resolve("stdout.json");
    Path stderr = home.resolve("stderr.txt");
    List<String> command = new ArrayList<>();
    command.add(executable.toString());
    command.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
        .redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
    pb.environment().put("HOME", home.toString());
    int code = pb.start().waitFor();
    String out = Files.readString(stdout, StandardCharsets.UTF_8);
    String err = Files.readString(stderr, StandardCharsets.UTF_8);
    try (var files = Files.walk(home)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
    // cfn-lint's exit code is a bitmask of the levels it found (2, 4, 8); 1 and 32 are its own failures
    if ((code & 1) != 0 || (code & 32) != 0) {
      throw new IllegalStateException("cfn-lint " + String.join(" ", args.subList(0, Math.min(args.size(), 6)))
          + " ... failed with exit code " + code + ": " + err);
    }
    return out;
  }
}
