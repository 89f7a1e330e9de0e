package dev.cairn.compat.opa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.CairnEvaluator;
import dev.cairn.compat.rego.Comparison;
import dev.cairn.compat.rego.Differential;
import dev.cairn.compat.rego.KnownDifferences;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.SuiteReport;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** What the suites against OPA share: limits, where they work, and how they judge. */
final class OpaSuites {
  // Both tools' own deadline; the hard limit only catches a harness that ignores it.
  static final Duration CASE_TIMEOUT = Duration.ofSeconds(10);
  static final Duration HARD_LIMIT = Duration.ofSeconds(60);
  static final Path WORK = Path.of("target", "opa");
  static final Path REPORTS = Path.of("target", "compat");
  /** The page whose table lists every known difference (surefire runs in the module's folder). */
  static final Path PAGE = Path.of("..", "docs", "compatibility", "opa.md");

  private OpaSuites() {}

  /** What OPA calls itself ({@code Version: 1.22.3}) and both verdicts on every case. */
  record Run(String version, List<Comparison> comparisons) {}

  /** Every case through Cairn and a pool of OPA servers. */
  static Run run(Path binary, List<RegoCase> cases) throws IOException, InterruptedException {
    try (Opa opa = new Opa(binary, WORK, CASE_TIMEOUT)) {
      List<Comparison> comparisons =
          new Differential(threads(), HARD_LIMIT).run(cases, new CairnEvaluator(CASE_TIMEOUT)::evaluate, opa::evaluate);
      if (opa.evalProcesses() > 0) {
        System.out.println(opa.evalProcesses() + " cases needed an opa eval process of their own");
      }
      return new Run("OPA " + opa.version(), comparisons);
    }
  }

  static int threads() {
    return Math.max(1, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Fails unless every difference is one the page lists and, when {@code exactCounts}, every row
   * still matches its count; writes the suite's report either way.
   */
  static void judge(String suite, String peer, List<Comparison> comparisons, boolean exactCounts) throws IOException {
    judge(suite, peer, comparisons, exactCounts, undocumented -> {});
  }

  /** As above, first handing the undocumented differences to {@code before} (to shrink them). */
  static void judge(
      String suite, String peer, List<Comparison> comparisons, boolean exactCounts, Consumer<List<Comparison>> before)
      throws IOException {
    List<Comparison> differing = comparisons.stream().filter(c -> !c.agrees()).toList();
    KnownDifferences.Check<Comparison> check = KnownDifferences.read(PAGE, suite).check(differing, exactCounts);
    String summary = SuiteReport.write(suite, peer, comparisons, check, REPORTS);
    System.out.println(summary + " (details in " + REPORTS.resolve(suite + ".md") + ")");
    before.accept(check.undocumented());
    assertThat(check.undocumented())
        .as("differences from %s not listed in %s:%n%s", peer, PAGE,
            check.undocumented().stream().limit(30).map(c -> c.line(peer)).collect(Collectors.joining("\n")))
        .isEmpty();
    assertThat(check.stale()).as("rows of %s that no longer match", PAGE).isEmpty();
  }
}
