package dev.cairn.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Row 2 of the peers table: many files in one go, the {@link RealTemplates} (AWS's 311 sample
 * templates), each tool with the benchmark's 25 rules ({@link PeerPolicy}), as whole processes in
 * rotating rounds ({@link Alternation}): {@code cairn scan -p POLICY -o json FILES...} and {@code
 * conftest test --no-color -o json -p POLICY FILES...} each in one process; {@code opa eval} reads
 * one input, so OPA's side is what a CI job would run, a shell loop of one {@code opa eval -f json
 * -d POLICY -d findings.rego -i FILE data.bench.findings} a file (CPU time and peak RSS from GNU
 * time cover every process of the loop; peak RSS is the largest one's). The findings are counted
 * and must agree. regorus is left out: its YAML reader rejects the short-form tags ({@code !Ref},
 * {@code !Sub}) of about half the templates, so it would not do the same work.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.PeersManyFiles [--rounds
 * 5] [--cairn ./cairn]}, from the repository. Without the peers or the corpus it says so
 * and exits 0.
 */
public final class PeersManyFiles {
  private PeersManyFiles() {}

  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(PeerTools.option(args, "--rounds", "5"));
    Path root = PeerTools.root();
    List<String> cairn;
    Path opa;
    Path conftest;
    List<Path> files;
    try {
      cairn = PeerTools.cairn(root.resolve(PeerTools.option(args, "--cairn", "cairn")));
      opa = PeerTools.peer("opa");
      conftest = PeerTools.peer("conftest");
      files = RealTemplates.files();
    } catch (PeerTools.Missing e) {
      System.out.println("PeersManyFiles: SKIPPED: " + e.getMessage());
      return;
    }
    try (PeerWorkspace workspace = PeerWorkspace.create("cairn-peers-many")) {
      Path dir = workspace.dir();
      PeerPolicy policy = workspace.policy();
      Path cwd = workspace.cwd();
      List<String> names = files.stream().map(Path::toString).toList();
      List<String> cairnCmd = new ArrayList<>(cairn);
      cairnCmd.addAll(List.of("scan", "-p", policy.dir().toString(), "-o", "json"));
      cairnCmd.addAll(names);
      List<String> conftestCmd = new ArrayList<>(List.of(conftest.toString(), "test", "--no-color", "-o", "json", "-p",
          policy.dir().toString()));
      conftestCmd.addAll(names);
      List<String> opaLoop = new ArrayList<>(List.of("bash", "-c",
          "opa=$0 policy=$1 findings=$2; shift 3; for f; do \"$opa\" eval -f json -d \"$policy\" -d \"$findings\" -i \"$f\" data.bench.findings; done",
          opa.toString(), policy.dir().toString(), policy.findings().toString()));
      opaLoop.addAll(names);
      List<Alternation.Side> sides = List.of(
          new Alternation.Command("cairn", cairnCmd, cwd, dir.resolve("cairn.json"), Set.of(0, 1)),
          new Alternation.Command("opa", opaLoop, cwd, dir.resolve("opa.json"), Set.of(0)),
          new Alternation.Command("conftest", conftestCmd, cwd, dir.resolve("conftest.json"), Set.of(0, 1)));
      String work = String.format(Locale.ROOT, "%d AWS sample templates, %d rules", files.size(), policy.rules().size());
      System.out.println(PeerEnvironment.describe(List.of("opa", "conftest")));
      System.out.println();
      System.out.println(PeerRow.HEADER);
      System.err.println(work);
      List<List<Measured>> runs = Alternation.run(sides, rounds, System.err);
      int expected = FindingCounts.cairn(Files.readString(dir.resolve("cairn.json"), StandardCharsets.UTF_8));
      List<String> notes = List.of("",
          "one opa eval a file; " + PeersEval.agreement(expected, "opa",
              FindingCounts.rego(Files.readString(dir.resolve("opa.json"), StandardCharsets.UTF_8))),
          "one process; " + PeersEval.agreement(expected, "conftest",
              FindingCounts.conftest(Files.readString(dir.resolve("conftest.json"), StandardCharsets.UTF_8))));
      PeerRow.of(work, "whole process", List.of("cairn", "opa eval (loop)", "conftest test"), runs, notes)
          .forEach(r -> System.out.println(r.markdown()));
    }
  }
}
