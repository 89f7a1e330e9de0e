package dev.cairn.compat.rego;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A differential suite's figures (cases, agreements, documented and undocumented differences) and
 * every differing case in full, written to {@code target/compat/<suite>.md} and summed up on the
 * console.
 */
public final class SuiteReport {
  private SuiteReport() {}

  /** How often the peer failed with each message, variable names and numbers blurred, most frequent first. */
  private static Map<String, Integer> errorsByMessage(List<Comparison> comparisons) {
    Map<String, Integer> counts = new java.util.HashMap<>();
    for (Comparison c : comparisons) {
      if (c.peer() instanceof Verdict.Failure f) {
        String m = f.codes() + " " + String.valueOf(f.message()).replaceAll("[0-9]+", "N").replace('\n', ' ');
        counts.merge(m.length() > 160 ? m.substring(0, 160) : m, 1, Integer::sum);
      }
    }
    Map<String, Integer> sorted = new java.util.LinkedHashMap<>();
    counts.entrySet().stream()
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> sorted.put(e.getKey(), e.getValue()));
    return sorted;
  }

  /** Writes the report and returns the one-paragraph summary it starts with. */
  public static String write(
      String suite, String peer, List<Comparison> comparisons, KnownDifferences.Check<Comparison> check, Path dir) throws IOException {
    long agreeing = comparisons.stream().filter(Comparison::agrees).count();
    int documented = check.documented().values().stream().mapToInt(List::size).sum();
    String summary =
        String.format(
            "%s against %s: %d cases, %d agree, %d documented differences, %d undocumented, %d stale rows",
            suite, peer, comparisons.size(), agreeing, documented, check.undocumented().size(), check.stale().size());
    StringBuilder sb = new StringBuilder("# ").append(summary).append("\n\n");
    if (!check.undocumented().isEmpty()) {
      sb.append("## Undocumented differences\n\n");
      for (Comparison c : check.undocumented()) {
        sb.append("```\n").append(c.line(peer)).append("\n").append(c.testCase().describe()).append("```\n\n");
      }
    }
    if (!check.stale().isEmpty()) {
      sb.append("## Stale rows\n\n");
      check.stale().forEach(s -> sb.append("- ").append(s).append('\n'));
      sb.append('\n');
    }
    sb.append("## The peer's errors, by message\n\n");
    errorsByMessage(comparisons).forEach((m, n) -> sb.append("- ").append(n).append(" × ").append(m).append('\n'));
    sb.append('\n');
    sb.append("## Documented differences\n\n");
    for (Map.Entry<KnownDifferences.Entry, List<Comparison>> e : check.documented().entrySet()) {
      sb.append("### ").append(e.getKey().label()).append(" (").append(e.getValue().size()).append(")\n\n");
      sb.append(e.getKey().reason()).append("\n\n");
      for (Comparison c : e.getValue()) {
        sb.append("- ").append(c.line(peer).replace("\n", "\n  ")).append('\n');
      }
      sb.append('\n');
    }
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(suite + ".md"), sb.toString(), StandardCharsets.UTF_8);
    return summary;
  }
}
