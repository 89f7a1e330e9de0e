package dev.cairn.compat.conftest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.KnownDifferences;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** How the conftest and gator suites judge their comparisons against a page's known differences. */
public final class PeerSuites {
  static final Path REPORTS = Path.of("target", "compat");

  private PeerSuites() {}

  /**
   * Fails unless every differing case is one {@code page} lists for {@code suite} and each row
   * still matches its count; writes {@code target/compat/<peer>-<suite>.md} either way.
   */
  public static <T extends KnownDifferences.Differing> void judge(
      Path page, String suite, String peer, int cases, List<T> differing, java.util.function.Function<T, String> describe)
      throws IOException {
    KnownDifferences.Check<T> check = KnownDifferences.read(page, suite).check(differing, true);
    int documented = check.documented().values().stream().mapToInt(List::size).sum();
    String summary = String.format("%s against %s: %d cases, %d agree, %d documented differences, %d undocumented, %d stale rows",
        suite, peer, cases, cases - differing.size(), documented, check.undocumented().size(), check.stale().size());
    StringBuilder sb = new StringBuilder("# ").append(summary).append("\n\n## Undocumented differences\n\n");
    check.undocumented().forEach(c -> sb.append("```\n").append(describe.apply(c)).append("```\n\n"));
    sb.append("## Stale rows\n\n");
    check.stale().forEach(s -> sb.append("- ").append(s).append('\n'));
    sb.append("\n## Documented differences\n\n");
    for (Map.Entry<KnownDifferences.Entry, List<T>> e : check.documented().entrySet()) {
      sb.append("### ").append(e.getKey().label()).append(" (").append(e.getValue().size()).append(")\n\n");
      e.getValue().forEach(c -> sb.append("```\n").append(describe.apply(c)).append("```\n"));
      sb.append('\n');
    }
    Files.createDirectories(REPORTS);
    Path report = REPORTS.resolve(peer + "-" + suite + ".md");
    Files.writeString(report, sb.toString(), StandardCharsets.UTF_8);
    System.out.println(summary + " (details in " + report + ")");
    assertThat(check.undocumented())
        .as("differences from %s not listed in %s:%n%s", peer, page,
            check.undocumented().stream().limit(20).map(describe).collect(Collectors.joining("\n")))
        .isEmpty();
    assertThat(check.stale()).as("rows of %s that no longer match", page).isEmpty();
  }
}
