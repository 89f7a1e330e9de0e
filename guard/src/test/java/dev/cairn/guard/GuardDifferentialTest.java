package dev.cairn.guard;

import dev.cairn.guard.diff.GuardDiff;
import dev.cairn.guard.diff.LineComparison;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * cfn-guard 3.1.1 is the oracle: every Control Tower rule against the templates of its family in
 * fixtures/guard/corpus (plus the shared ones), each named rule's status from both tools. Writes every
 * comparison to target/guard-differential.txt.
 */
class GuardDifferentialTest {

  private static final Path CORPUS = Path.of("../fixtures/guard/corpus");

  @Test
  void everyControlTowerRuleHasTheStatusCfnGuardGives() throws IOException, InterruptedException {
    Oracle.assumeInstalled();
    GuardDiff diff = new GuardDiff(Oracle.BINARY);
    List<GuardDiff.Comparison> all = new ArrayList<>();
    try (Stream<Path> families = Files.list(Oracle.RULES)) {
      for (Path family : families.sorted().collect(Collectors.toList())) {
        List<Path> rules = files(family, ".guard");
        List<Path> data = new ArrayList<>(files(CORPUS.resolve(family.getFileName()), ""));
        data.addAll(files(CORPUS.resolve("shared"), ""));
        if (!data.isEmpty()) {
          all.addAll(diff.compare(rules, data));
        }
      }
    }
    Map<String, Long> byStatus = new TreeMap<>();
    StringBuilder report = new StringBuilder();
    for (GuardDiff.Comparison c : all) {
      byStatus.merge(c.cfnGuard(), 1L, Long::sum);
      if (!c.identical()) {
        report.append(c.rules().getFileName()).append(' ').append(c.data().getFileName()).append(' ')
            .append(c.rule()).append(" cfn-guard=").append(c.cfnGuard()).append(" cairn=").append(c.cairn()).append('\n');
      }
    }
    long identical = all.stream().filter(GuardDiff.Comparison::identical).count();
    List<GuardDiff.Comparison> failed = all.stream().filter(c -> c.identical() && c.cfnGuard().equals("FAIL")).toList();
    long samePaths = failed.stream().filter(GuardDiff.Comparison::samePaths).count();
    String summary = String.format("%d of %d (rules file, template, rule) statuses identical (%.2f%%); cfn-guard: %s%n"
            + "%d of %d failures reported at the same property paths (%.2f%%)%n",
        identical, all.size(), 100.0 * identical / all.size(), byStatus, samePaths, failed.size(),
        100.0 * samePaths / Math.max(1, failed.size()));
    for (GuardDiff.Comparison c : failed) {
      if (!c.samePaths()) {
        report.append("paths ").append(c.rules().getFileName()).append(' ').append(c.data().getFileName()).append(' ')
            .append(c.rule()).append(" cfn-guard=").append(c.cfnGuardPaths()).append(" cairn=").append(c.cairnPaths())
            .append('\n');
      }
    }
    List<LineComparison> lines = failed.stream().flatMap(c -> c.lines().stream()).toList();
    Map<LineComparison.Agreement, Long> byAgreement = new TreeMap<>();
    lines.forEach(l -> byAgreement.merge(l.agreement(), 1L, Long::sum));
    summary += String.format("%d located failing checks (rules file, template, rule, path): %s%n", lines.size(), byAgreement);
    for (GuardDiff.Comparison c : failed) {
      for (LineComparison l : c.lines()) {
        if (l.agreement() != LineComparison.Agreement.SAME_LINE) {
          report.append("line ").append(l.agreement()).append(' ').append(c.rules().getFileName()).append(' ')
              .append(c.data().getFileName()).append(' ').append(c.rule()).append(' ').append(l.path())
              .append(" cfn-guard=").append(l.cfnGuardLine()).append(':').append(l.cfnGuardColumn())
              .append(" cairn=").append(l.cairnLine()).append(':').append(l.cairnColumn()).append('\n');
        }
      }
    }
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/guard-differential.txt"), summary + report);
    System.out.print(summary);
    assertThat(all).hasSizeGreaterThan(1000);
    assertThat(all).filteredOn(c -> !c.identical()).isEmpty();
    // every failing check both tools report at the same path is located by both, on one line or in one pair
    assertThat(lines).hasSizeGreaterThan(1000);
    assertThat(lines).filteredOn(l -> l.agreement() == LineComparison.Agreement.UNEXPLAINED).isEmpty();
  }

  @Test
  void theLanguageConstructsHaveTheStatusCfnGuardGives() throws IOException, InterruptedException {
    Oracle.assumeInstalled();
    Path dir = Path.of("../fixtures/guard/language");
    List<Path> data = new ArrayList<>(files(dir, ".yaml"));
    data.addAll(files(dir, ".json"));
    List<GuardDiff.Comparison> all = new GuardDiff(Oracle.BINARY).compare(files(dir, ".guard"), data);
    assertThat(all).hasSizeGreaterThanOrEqualTo(50);
    assertThat(all.stream().map(GuardDiff.Comparison::cfnGuard).distinct()).contains("PASS", "FAIL", "SKIP");
    assertThat(all).filteredOn(c -> !c.identical()).isEmpty();
    List<LineComparison> lines = all.stream().flatMap(c -> c.lines().stream()).toList();
    assertThat(lines).extracting(LineComparison::agreement)
        .contains(LineComparison.Agreement.SAME_LINE, LineComparison.Agreement.VALUE_BELOW_KEY)
        .doesNotContain(LineComparison.Agreement.UNEXPLAINED);
  }

  private static List<Path> files(Path dir, String suffix) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(suffix) && Files.isRegularFile(p)).sorted().collect(Collectors.toList());
    }
  }
}
