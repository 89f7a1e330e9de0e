package dev.cairn.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Row 5 of the peers table: CloudFormation schema checks, {@code cairn lint -f json FILES...}
 * against {@code cfn-lint --format json -- FILES...}, whole processes in rotating rounds ({@link
 * Alternation}), on the {@link RealTemplates} (AWS's 311 sample templates) and on generated
 * templates of 1,000 and 10,000 resources ({@link TemplateGenerator}). Both run with their
 * defaults (region us-east-1) in a scratch directory, cfn-lint with a scratch {@code HOME}, so that
 * no {@code .cfnlintrc} applies. The findings differ by design (cfn-lint has rules Cairn does not,
 * see docs/compatibility/cfn-lint.md): each count is shown.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.PeersLint [--rounds 3]
 * [--sizes 1000,10000] [--cairn ./cairn]}, from the repository. Without cfn-lint it says
 * so and exits 0; without the corpus it runs the generated templates only.
 */
public final class PeersLint {
  private PeersLint() {}

  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(PeerTools.option(args, "--rounds", "3"));
    List<Integer> sizes = List.of(PeerTools.option(args, "--sizes", "1000,10000").split(",")).stream()
        .map(String::trim).filter(s -> !s.isEmpty()).map(Integer::parseInt).toList();
    Path root = PeerTools.root();
    List<String> cairn;
    Path cfnLint;
    try {
      cairn = PeerTools.cairn(root.resolve(PeerTools.option(args, "--cairn", "cairn")));
      cfnLint = PeerTools.peer("cfn-lint");
    } catch (PeerTools.Missing e) {
      System.out.println("PeersLint: SKIPPED: " + e.getMessage());
      return;
    }
    List<Path> corpus;
    try {
      corpus = RealTemplates.files();
    } catch (PeerTools.Missing e) {
      System.err.println("PeersLint: " + e.getMessage() + "; the generated templates only");
      corpus = List.of();
    }
    Path dir = Files.createTempDirectory("cairn-peers-lint");
    try {
      Path home = Files.createDirectories(dir.resolve("home"));
      Files.createDirectories(dir.resolve("cwd"));
      System.out.println(PeerEnvironment.describe(List.of("cfn-lint")));
      System.out.println();
      System.out.println(PeerRow.HEADER);
      if (!corpus.isEmpty()) {
        row(String.format(Locale.ROOT, "%d AWS sample templates", corpus.size()), corpus, cairn, cfnLint, dir, home, rounds);
      }
      for (int size : sizes) {
        Path t = Files.writeString(dir.resolve("template-" + size + ".yaml"), TemplateGenerator.yaml(size, 42));
        row(String.format(Locale.ROOT, "CloudFormation, %,d resources", size), List.of(t), cairn, cfnLint, dir, home, rounds);
      }
    } finally {
      Scratch.delete(dir);
    }
  }

  private static void row(String work, List<Path> files, List<String> cairn, Path cfnLint, Path dir, Path home, int rounds)
      throws Exception {
    List<String> names = files.stream().map(Path::toString).toList();
    List<String> cairnCmd = new ArrayList<>(cairn);
    cairnCmd.addAll(List.of("lint", "-f", "json"));
    cairnCmd.addAll(names);
    List<String> cfnLintCmd = new ArrayList<>(List.of("env", "HOME=" + home, cfnLint.toString(), "--format", "json", "--"));
    cfnLintCmd.addAll(names);
    // cfn-lint's and Cairn's exit codes add up the levels found: 2 errors, 4 warnings, 8 informational
    Set<Integer> found = Set.of(0, 2, 4, 6, 8, 10, 12, 14);
    List<Alternation.Side> sides = List.of(
        new Alternation.Command("cairn", cairnCmd, dir.resolve("cwd"), dir.resolve("cairn.json"), found),
        new Alternation.Command("cfn-lint", cfnLintCmd, dir.resolve("cwd"), dir.resolve("cfn-lint.json"), found));
    System.err.println(work);
    List<List<Measured>> runs = Alternation.run(sides, rounds, System.err);
    int cairnFindings = FindingCounts.cairn(Files.readString(dir.resolve("cairn.json"), StandardCharsets.UTF_8));
    int cfnLintFindings = FindingCounts.cfnLint(Files.readString(dir.resolve("cfn-lint.json"), StandardCharsets.UTF_8));
    PeerRow.of(work, "whole process", List.of("cairn", "cfn-lint"), runs,
        List.of("", String.format(Locale.ROOT, "findings: Cairn %,d, cfn-lint %,d (cfn-lint has more rules)", cairnFindings, cfnLintFindings)))
        .forEach(r -> System.out.println(r.markdown()));
  }
}
