package dev.cairn.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cairn.testkit.Shared;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Runs OPA's conformance cases (shared/conformance/opa) against the engine, with the expectations
 * live OPA 1.x changed replaced by its answers (src/test/resources/conformance/superseded.json),
 * writes reports to target/conformance/ and enforces the ratchet in src/test/resources/conformance/passing.txt:
 * every case listed there must pass. Cases that newly pass are printed; accept them with
 * {@code mvn -pl engine -am test -Dtest=ConformanceTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dconformance.update=true}.
 */
class ConformanceTest {
  // The engine's own deadline; the hard limit only catches an evaluator that ignores it.
  private static final Duration CASE_TIMEOUT = Duration.ofSeconds(10);
  private static final Duration HARD_LIMIT = Duration.ofSeconds(20);

  @Test
  void opaConformanceCases() throws Exception {
    Path opa = Shared.require("conformance/opa");

    CaseLoader.Loaded loaded = CaseLoader.load(opa);
    Superseded superseded = Superseded.load();
    List<ConformanceCase> cases = loaded.cases().stream().map(superseded::apply).toList();
    assertThat(cases).as("conformance cases under %s", opa).isNotEmpty();
    assertThat(cases.stream().map(ConformanceCase::id).toList())
        .as("cases superseded.json names")
        .containsAll(superseded.ids());

    CaseRunner runner = new CaseRunner(CASE_TIMEOUT);
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
    List<CaseOutcome> outcomes = new ParallelRunner(threads, HARD_LIMIT).runAll(cases, runner::run);
    List<ConformanceResult> results = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      results.add(new ConformanceResult(cases.get(i), outcomes.get(i)));
    }

    ConformanceSummary summary = ConformanceSummary.of(results, loaded.skipped());
    Path moduleDir = moduleDir();
    ReportWriter.write(moduleDir.resolve("target/conformance"), summary, results);
    System.out.printf(
        "OPA conformance: %d/%d passed (%d recorded expectations superseded by OPA 1.x's answers in"
            + " superseded.json; reports in target/conformance)%n%s",
        summary.all.passed, summary.all.total, superseded.ids().size(), ReportWriter.groupTable(summary));

    Ratchet ratchet = new Ratchet(moduleDir.resolve("src/test/resources/conformance/passing.txt"));
    Set<String> passing =
        results.stream().filter(ConformanceResult::passed).map(ConformanceResult::id).collect(toSortedSet());
    if (Boolean.getBoolean("conformance.update")) {
      ratchet.write(passing);
      System.out.println("conformance: passing.txt rewritten with " + passing.size() + " cases");
      return;
    }
    checkRatchet(ratchet.read(), passing, results);
  }

  /** The engine module directory: the test classes live in {@code <module>/target/test-classes}. */
  private static Path moduleDir() {
    try {
      Path classes = Path.of(ConformanceTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return classes.getParent().getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate the test classes directory", e);
    }
  }

  private static void checkRatchet(
      Set<String> listed, Set<String> passing, List<ConformanceResult> results) {
    Set<String> newlyPassing = new TreeSet<>(passing);
    newlyPassing.removeAll(listed);
    if (!newlyPassing.isEmpty()) {
      System.out.println(
          "conformance: "
              + newlyPassing.size()
              + " cases pass but are not in passing.txt (accept with -Dconformance.update=true):");
      newlyPassing.forEach(id -> System.out.println("  + " + id));
    }
    Map<String, ConformanceResult> byId =
        results.stream().collect(Collectors.toMap(ConformanceResult::id, Function.identity()));
    List<String> regressions = new ArrayList<>();
    for (String id : listed) {
      ConformanceResult r = byId.get(id);
      if (r == null) {
        regressions.add(id + "\tno such case");
      } else if (!r.passed()) {
        regressions.add(id + "\t" + r.outcome().firstLine());
      }
    }
    if (!regressions.isEmpty()) {
      fail(
          regressions.size()
              + " conformance cases listed in passing.txt now fail:\n"
              + String.join("\n", regressions));
    }
  }

  private static java.util.stream.Collector<String, ?, TreeSet<String>> toSortedSet() {
    return Collectors.toCollection(TreeSet::new);
  }
}
