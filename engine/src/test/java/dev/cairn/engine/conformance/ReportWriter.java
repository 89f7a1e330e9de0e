package dev.cairn.engine.conformance;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Writes summary.json, summary.md and failures.txt. */
final class ReportWriter {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ReportWriter() {}

  static void write(Path dir, ConformanceSummary summary, List<ConformanceResult> results) throws IOException {
    Files.createDirectories(dir);
    MAPPER.writeValue(dir.resolve("summary.json").toFile(), json(summary));
    Files.writeString(dir.resolve("summary.md"), markdown(summary), StandardCharsets.UTF_8);
    Files.write(dir.resolve("failures.txt"), failureLines(results), StandardCharsets.UTF_8);
  }

  static ObjectNode json(ConformanceSummary s) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("total", s.all.total + s.skipped);
    root.put("passed", s.all.passed);
    root.put("failed", s.failed());
    root.put("skipped", s.skipped);
    ObjectNode groups = root.putObject("groups");
    s.groups.forEach((name, t) -> counts(groups.putObject(name), t));
    ObjectNode folders = root.putObject("folders");
    s.folders.forEach((name, t) -> counts(folders.putObject(name), t));
    return root;
  }

  private static void counts(ObjectNode node, Tally t) {
    node.put("passed", t.passed);
    node.put("total", t.total);
  }

  /** The per-group table, as printed by the test and pasted into docs/compatibility/opa-conformance.md. */
  static String groupTable(ConformanceSummary s) {
    StringBuilder sb = new StringBuilder();
    sb.append("| Group | Passed | Total | Rate |\n| --- | ---: | ---: | ---: |\n");
    s.groups.forEach((name, t) -> row(sb, name, t));
    row(sb, "**all**", s.all);
    return sb.toString();
  }

  static String markdown(ConformanceSummary s) {
    StringBuilder sb = new StringBuilder(groupTable(s));
    sb.append("\n<details><summary>Per folder</summary>\n\n");
    sb.append("| Folder | Group | Passed | Total |\n| --- | --- | ---: | ---: |\n");
    for (Map.Entry<String, Tally> e : s.folders.entrySet()) {
      Tally t = e.getValue();
      sb.append("| ").append(e.getKey()).append(" | ").append(FolderGroups.groupOf(e.getKey()));
      sb.append(" | ").append(t.passed).append(" | ").append(t.total).append(" |\n");
    }
    sb.append("\n</details>\n");
    return sb.toString();
  }

  private static void row(StringBuilder sb, String name, Tally t) {
    sb.append("| ").append(name).append(" | ").append(t.passed).append(" | ").append(t.total);
    sb.append(" | ").append(t.percent()).append(" |\n");
  }

  static List<String> failureLines(List<ConformanceResult> results) {
    return results.stream()
        .filter(r -> !r.passed())
        .map(r -> r.id() + "\t" + r.outcome().firstLine())
        .sorted()
        .toList();
  }
}
