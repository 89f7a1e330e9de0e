package dev.cairn.compat.opa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.CairnEvaluator;
import dev.cairn.compat.rego.Comparison;
import dev.cairn.compat.rego.Differential;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Shrinker;
import dev.cairn.compat.rego.Verdict;
import dev.cairn.compat.rego.gen.RandomCases;
import dev.cairn.compat.regorus.Regorus;
import dev.cairn.testkit.Peers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Random well-formed modules and inputs (dev.cairn.compat.rego.gen), evaluated by Cairn and live
 * OPA: both must give the same value of {@code data.gen}, or fail with the same error code,
 * except where docs/compatibility/opa.md lists the case. The corpus is fixed by its seed
 * ({@code -Dcairn.compat.seed}, default 1) and its size by {@code -Dcairn.compat.cases} (default
 * 3000; nightly runs take more).
 */
class GeneratedAgainstOpaTest {
  static final int DEFAULT_CASES = 3000;
  static final int DEFAULT_SIZE = 5;
  static final long SEED = Long.getLong("cairn.compat.seed", 1L);
  static final int CASES = Integer.getInteger("cairn.compat.cases", DEFAULT_CASES);
  static final int SIZE = Integer.getInteger("cairn.compat.size", DEFAULT_SIZE);

  @Test
  void cairnAgreesWithLiveOpaOnTheGeneratedCorpus() throws Exception {
    Path binary = Peers.require("opa");
    List<RegoCase> cases = new ArrayList<>();
    for (int i = 0; i < CASES; i++) {
      cases.add(RandomCases.generate(SEED, i, SIZE));
    }
    Regorus regorus = regorus();
    try (Opa opa = new Opa(binary, OpaSuites.WORK, OpaSuites.CASE_TIMEOUT)) {
      String version = opa.version();
      CairnEvaluator cairn = new CairnEvaluator(OpaSuites.CASE_TIMEOUT);
      List<Comparison> comparisons =
          new Differential(OpaSuites.threads(), OpaSuites.HARD_LIMIT).run(cases, cairn::evaluate, opa::evaluate);
      if (Boolean.getBoolean("cairn.compat.dump")) {
        dump(comparisons, OpaSuites.REPORTS.resolve("generated"));
      }
      System.out.println("generated corpus (seed " + SEED + ", " + CASES + " cases): OPA's verdicts " + kinds(comparisons));
      secondOpinions(comparisons, regorus);
      Shrinker shrinker = new Shrinker(cairn::evaluate, opa::evaluate);
      // the page's counts are for the default corpus; a nightly run of another size checks the rest
      boolean defaultCorpus = SEED == 1L && CASES == DEFAULT_CASES && SIZE == DEFAULT_SIZE;
      OpaSuites.judge("generated", "OPA " + version, comparisons, defaultCorpus, undocumented -> {
        try {
          shrink(undocumented, shrinker, regorus);
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      });
    }
  }

  /** regorus, the second opinion, if installed (required where CAIRN_REQUIRE_PEERS is set). */
  private static Regorus regorus() {
    Path binary = Peers.find("regorus");
    if (binary == null) {
      assertThat(Peers.required()).as("regorus is not installed: run scripts/install-peers regorus").isFalse();
      return null;
    }
    return new Regorus(binary, OpaSuites.WORK, OpaSuites.CASE_TIMEOUT);
  }

  /**
   * Asks regorus about every case on which Cairn and OPA disagree, writes the three verdicts to
   * target/compat/generated-regorus.md and prints whom regorus sides with.
   */
  private static void secondOpinions(List<Comparison> comparisons, Regorus regorus) throws java.io.IOException {
    if (regorus == null) {
      return;
    }
    Map<String, Integer> sides = new TreeMap<>();
    StringBuilder report = new StringBuilder("# regorus on the cases where Cairn and OPA disagree\n\n");
    for (Comparison c : comparisons.stream().filter(c -> !c.agrees()).toList()) {
      Verdict second = regorus.evaluate(c.testCase());
      String side = second.sameOutcome(c.peer()) ? "OPA" : second.sameOutcome(c.cairn()) ? "Cairn" : "neither";
      sides.merge(side, 1, Integer::sum);
      report.append("- ").append(c.line("OPA").replace("\n", "\n  ")).append("\n      regorus: ").append(second.describe())
          .append(" (sides with ").append(side).append(")\n");
    }
    java.nio.file.Files.createDirectories(OpaSuites.REPORTS);
    java.nio.file.Files.writeString(OpaSuites.REPORTS.resolve("generated-regorus.md"), report.toString());
    System.out.println("generated corpus: where Cairn and OPA disagree, regorus sides with " + sides);
  }

  /**
   * Writes each undocumented disagreement (the first 50: shrinking costs many evaluations) shrunk
   * to target/compat/shrunk/, with regorus's verdict on the small case beside OPA's and Cairn's,
   * and counts whom regorus sides with.
   */
  private static void shrink(List<Comparison> undocumented, Shrinker shrinker, Regorus regorus) throws java.io.IOException {
    if (undocumented.isEmpty()) {
      return;
    }
    Path dir = OpaSuites.REPORTS.resolve("shrunk");
    java.nio.file.Files.createDirectories(dir);
    Map<String, Integer> sides = new TreeMap<>();
    for (Comparison c : undocumented.stream().limit(50).toList()) {
      Comparison small = shrinker.shrink(c);
      String text = small.line("OPA");
      if (regorus != null) {
        Verdict second = regorus.evaluate(small.testCase());
        text += "\n    regorus: " + second.describe();
        String side = second.sameOutcome(small.peer()) ? "OPA" : second.sameOutcome(small.cairn()) ? "Cairn" : "neither";
        sides.merge(side, 1, Integer::sum);
      }
      java.nio.file.Files.writeString(dir.resolve(c.id() + ".txt"), text + "\n" + small.testCase().describe());
    }
    if (regorus != null) {
      System.out.println("generated corpus: on the shrunk undocumented disagreements regorus sides with " + sides
          + " (cases in " + dir + ")");
    }
  }

  /** Every case with both verdicts, one file each, for -Dcairn.compat.dump=true. */
  private static void dump(List<Comparison> comparisons, Path dir) throws java.io.IOException {
    java.nio.file.Files.createDirectories(dir);
    for (Comparison c : comparisons) {
      java.nio.file.Files.writeString(dir.resolve(c.id() + ".txt"), c.line("OPA") + "\n" + c.testCase().describe());
    }
  }

  /** How many cases OPA answered with a value, with nothing, or with each error code. */
  private static Map<String, Integer> kinds(List<Comparison> comparisons) {
    Map<String, Integer> out = new TreeMap<>();
    for (Comparison c : comparisons) {
      String k = c.peer() instanceof Verdict.Failure f ? String.join("+", f.codes()) : "value";
      out.merge(k, 1, Integer::sum);
    }
    return out;
  }
}
