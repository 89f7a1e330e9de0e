package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Row 1 of the peers table: policy evaluation over one file, Cairn's located scan against the
 * peers that give no lines, on the same policy ({@link PeerPolicy}: the benchmark's 25 rules) and
 * the same input: generated CloudFormation templates ({@link TemplateGenerator}, 1,000 and 10,000
 * resources, one in four misconfigured) and 1,000 Kubernetes objects ({@link ManifestGenerator}; a
 * multi-document file for Cairn and conftest, the same objects as one list for {@code opa eval} and
 * regorus, which read one input and evaluate {@code data.bench.each_findings}: the rules with
 * each object as the input).
 *
 * <ul>
 *   <li><b>whole process</b>, what a CI job pays, start-up included: {@code cairn scan -p POLICY -o
 *       json FILE} (through the {@code cairn} launcher, as a user runs it), {@code opa eval -f json -d POLICY -d
 *       findings.rego -i FILE data.bench.findings}, {@code conftest test --no-color -o json -p
 *       POLICY FILE} and {@code regorus eval -d ... -i FILE data.bench.findings}, rounds rotating
 *       the order ({@link Alternation}). The findings of each are counted and must agree.
 *   <li><b>warm</b>, the steady state: {@link WarmScan} (Cairn in process: read with locations,
 *       evaluate, trace, attribute, write the JSON report) against {@code opa bench} (evaluation
 *       only, of an input OPA parsed once; the median of its query-evaluation timer). conftest and
 *       regorus's command line have no warm mode.
 * </ul>
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.PeersEval [--rounds 5]
 * [--warm-rounds 3] [--sizes 1000,10000] [--manifests 1000] [--modes whole,warm] [--cairn
 * ./cairn] [--bench-jar bench/target/benchmarks.jar] [--baseline-jar OTHER/benchmarks.jar]}, from
 * the repository. {@code --baseline-jar} adds to each warm round a third side, {@link WarmScan}
 * of another build (say main's, for a change's before and after in the same rounds), whose row
 * gives this build over that one. Prints the rows of the peers table (Markdown) on standard output
 * and each run on standard error. Without the peers (scripts/install-peers) it says so and exits
 * 0; the warm mode alone needs only opa.
 */
public final class PeersEval {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> PEERS = List.of("opa", "conftest", "regorus");

  private PeersEval() {}

  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(PeerTools.option(args, "--rounds", "5"));
    int warmRounds = Integer.parseInt(PeerTools.option(args, "--warm-rounds", "3"));
    List<Integer> sizes = List.of(PeerTools.option(args, "--sizes", "1000,10000").split(",")).stream()
        .map(String::trim).filter(s -> !s.isEmpty()).map(Integer::parseInt).toList();
    int manifests = Integer.parseInt(PeerTools.option(args, "--manifests", "1000"));
    Set<String> modes = Set.of(PeerTools.option(args, "--modes", "whole,warm").split(","));
    Path root = PeerTools.root();
    List<String> cairn;
    Path opa;
    Path conftest;
    Path regorus;
    Path benchJar = root.resolve(PeerTools.option(args, "--bench-jar", "bench/target/benchmarks.jar"));
    String baseline = PeerTools.option(args, "--baseline-jar", null);
    Path baselineJar = baseline == null ? null : root.resolve(baseline);
    try {
      opa = PeerTools.peer("opa");
      if (modes.contains("whole")) {
        cairn = PeerTools.cairn(root.resolve(PeerTools.option(args, "--cairn", "cairn")));
        conftest = PeerTools.peer("conftest");
        regorus = PeerTools.peer("regorus");
      } else {
        cairn = null;
        conftest = null;
        regorus = null;
      }
    } catch (PeerTools.Missing e) {
      System.out.println("PeersEval: SKIPPED: " + e.getMessage());
      return;
    }
    try (PeerWorkspace workspace = PeerWorkspace.create("cairn-peers-eval")) {
      Path dir = workspace.dir();
      PeerPolicy policy = workspace.policy();
      Path cwd = workspace.cwd();
      List<Work> works = new ArrayList<>();
      for (int size : sizes) {
        Path t = Files.writeString(dir.resolve("template-" + size + ".yaml"), TemplateGenerator.yaml(size, 42));
        works.add(new Work(String.format(Locale.ROOT, "CloudFormation, %,d resources, %d rules", size, policy.rules().size()),
            t, t, "data.bench.findings"));
      }
      if (manifests > 0) {
        Path multi = Files.writeString(dir.resolve("manifests.yaml"), ManifestGenerator.yaml(manifests, 7));
        Path list = Files.writeString(dir.resolve("manifests-list.yaml"), ManifestGenerator.listYaml(manifests, 7));
        works.add(new Work(String.format(Locale.ROOT, "Kubernetes, %,d objects, %d rules", manifests, policy.rules().size()),
            multi, list, "data.bench.each_findings"));
      }
      System.out.println(PeerEnvironment.describe(PEERS));
      System.out.println();
      System.out.println(PeerRow.HEADER);
      for (Work w : works) {
        System.err.println(w.title);
        if (modes.contains("whole")) {
          whole(w, policy, cairn, opa, conftest, regorus, dir, cwd, rounds).forEach(r -> System.out.println(r.markdown()));
        }
        if (modes.contains("warm")) {
          warm(w, policy, benchJar, baselineJar, opa, dir, cwd, warmRounds).forEach(r -> System.out.println(r.markdown()));
        }
      }
    }
  }

  /** One row's input: the file Cairn and conftest read, the one opa and regorus read, and their query. */
  private record Work(String title, Path file, Path singleInput, String query) {}

  private static List<PeerRow> whole(Work w, PeerPolicy policy, List<String> cairn, Path opa, Path conftest, Path regorus,
      Path dir, Path cwd, int rounds) throws Exception {
    String stem = w.file.getFileName().toString();
    List<String> cairnCmd = new ArrayList<>(cairn);
    cairnCmd.addAll(List.of("scan", "-p", policy.dir().toString(), "-o", "json", w.file.toString()));
    List<String> regorusCmd = new ArrayList<>(List.of(regorus.toString(), "eval"));
    regorusCmd.addAll(policy.dataFlags());
    regorusCmd.addAll(List.of("-i", w.singleInput.toString(), w.query));
    List<Alternation.Side> sides = List.of(
        new Alternation.Command("cairn", cairnCmd, cwd, dir.resolve(stem + ".cairn.json"), Set.of(0, 1)),
        new Alternation.Command("opa", List.of(opa.toString(), "eval", "-f", "json", "-d", policy.dir().toString(),
            "-d", policy.findings().toString(), "-i", w.singleInput.toString(), w.query), cwd, dir.resolve(stem + ".opa.json"), Set.of(0)),
        new Alternation.Command("conftest", List.of(conftest.toString(), "test", "--no-color", "-o", "json", "-p",
            policy.dir().toString(), w.file.toString()), cwd, dir.resolve(stem + ".conftest.json"), Set.of(0, 1)),
        new Alternation.Command("regorus", regorusCmd, cwd, dir.resolve(stem + ".regorus.json"), Set.of(0)));
    List<List<Measured>> runs = Alternation.run(sides, rounds, System.err);
    int expected = FindingCounts.cairn(read(dir.resolve(stem + ".cairn.json")));
    List<String> notes = List.of("",
        agreement(expected, "opa", FindingCounts.rego(read(dir.resolve(stem + ".opa.json")))),
        agreement(expected, "conftest", FindingCounts.conftest(read(dir.resolve(stem + ".conftest.json")))),
        agreement(expected, "regorus", FindingCounts.rego(read(dir.resolve(stem + ".regorus.json")))));
    return PeerRow.of(w.title, "whole process", List.of("cairn", "opa eval", "conftest test", "regorus eval"), runs, notes);
  }

  private static List<PeerRow> warm(Work w, PeerPolicy policy, Path benchJar, Path baselineJar, Path opa, Path dir, Path cwd,
      int rounds) throws Exception {
    String stem = w.file.getFileName().toString();
    List<Alternation.Side> sides = new ArrayList<>(List.of(
        warmScan("cairn warm", benchJar, policy, w, cwd, dir.resolve(stem + ".warm.txt")),
        new PerOperation(new Alternation.Command("opa bench", List.of(opa.toString(), "bench", "--format", "json",
            "-d", policy.dir().toString(), "-d", policy.findings().toString(), "-i", w.singleInput.toString(), w.query),
            cwd, dir.resolve(stem + ".bench.json"), Set.of(0)), PeersEval::opaBenchMedianNanos)));
    List<String> names = new ArrayList<>(List.of("cairn", "opa bench"));
    List<String> notes = new ArrayList<>(List.of("", "Cairn: read, evaluate, locate, report; OPA: evaluate a parsed input"));
    if (baselineJar != null) {
      sides.add(warmScan("cairn warm, baseline", baselineJar, policy, w, cwd, dir.resolve(stem + ".baseline.txt")));
      names.add("cairn, baseline build");
      notes.add("the same scan by the build in " + baselineJar);
    }
    List<List<Measured>> runs = Alternation.run(sides, rounds, System.err);
    return PeerRow.of(w.title, "warm, per evaluation", names, runs, notes);
  }

  /** {@link WarmScan} of the work's file, by the build whose benchmarks jar is {@code jar}. */
  private static PerOperation warmScan(String name, Path jar, PeerPolicy policy, Work w, Path cwd, Path out)
      throws PeerTools.Missing {
    if (!Files.isRegularFile(jar)) {
      throw new PeerTools.Missing(jar + " not found: mvn -B -q -DskipTests -pl bench -am package");
    }
    List<String> command = List.of(PeerTools.java(), "-XX:+UseParallelGC", "-Xss4m", "-cp", jar.toString(),
        WarmScan.class.getName(), policy.dir().toString(), w.file.toString());
    return new PerOperation(new Alternation.Command(name, command, cwd, out, Set.of(0)), WarmScan::medianNanos);
  }

  /**
   * A warm run: the process's peak memory, and the time of one operation, which {@code perOp}
   * reads from the process's output, in place of its wall time (CPU time: not known).
   */
  record PerOperation(Alternation.Command command, ToDoubleFunction<String> perOp) implements Alternation.Side {
    @Override
    public String name() {
      return command.name();
    }

    @Override
    public Measured run() throws Exception {
      Measured m = command.run();
      // What the process said of itself (WarmScan: how long it warmed up, whether it got steady).
      String said = Files.readString(command.stdout().resolveSibling(command.stdout().getFileName() + ".err"), StandardCharsets.UTF_8);
      if (!said.isBlank()) {
        System.err.println("    " + command.name() + ": " + said.strip().replace('\n', ' '));
      }
      double nanos = perOp.applyAsDouble(Files.readString(command.stdout(), StandardCharsets.UTF_8));
      return new Measured(Math.round(nanos), -1, m.peakRssKib(), m.exitCode());
    }
  }

  /** The median of the query-evaluation timer in {@code opa bench --format json}'s output, in nanoseconds. */
  static double opaBenchMedianNanos(String output) {
    try {
      JsonNode median = JSON.readTree(output).path("Extra").path("histogram_timer_rego_query_eval_ns_median");
      if (!median.isNumber()) {
        throw new IllegalArgumentException("no query evaluation median in opa bench's output: " + output);
      }
      return median.asDouble();
    } catch (IOException e) {
      throw new IllegalArgumentException("opa bench printed no JSON: " + output, e);
    }
  }

  /** The note of a peer's row: how many findings both gave, or that they differ. */
  static String agreement(int cairn, String peer, int found) {
    return cairn == found ? String.format(Locale.ROOT, "%,d findings each", found)
        : String.format(Locale.ROOT, "FINDINGS DIFFER: Cairn %,d, %s %,d", cairn, peer, found);
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }
}
