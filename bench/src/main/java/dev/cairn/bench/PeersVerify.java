package dev.cairn.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Row 4 of the peers table: Gatekeeper constraint suites, {@code cairn verify .} against {@code
 * gator verify ./...} in {@code ../shared/gatekeeper-library/library} (every {@code suite.yaml}
 * below it), whole processes in rotating rounds ({@link Alternation}). Both must pass the same
 * number of cases: Cairn's from its summary line, gator's from one {@code gator verify -v} run
 * before the rounds (its nested {@code --- PASS} lines).
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.PeersVerify [--rounds 5]
 * [--cairn ./cairn]}, from the repository. Without gator or the library it says so and
 * exits 0.
 */
public final class PeersVerify {
  private static final Pattern CAIRN_SUMMARY = Pattern.compile("(?m)^(\\d+) passed, (\\d+) failed");
  private static final Pattern GATOR_CASE = Pattern.compile("(?m)^\\s+--- (PASS|FAIL): ");

  private PeersVerify() {}

  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(PeerTools.option(args, "--rounds", "5"));
    Path root = PeerTools.root();
    List<String> cairn;
    Path gator;
    Path library = root.resolveSibling("shared/gatekeeper-library/library");
    try {
      cairn = PeerTools.cairn(root.resolve(PeerTools.option(args, "--cairn", "cairn")));
      gator = PeerTools.peer("gator");
      if (!Files.isDirectory(library)) {
        throw new PeerTools.Missing(library + " not found: the shared reference material is not beside the repository");
      }
    } catch (PeerTools.Missing e) {
      System.out.println("PeersVerify: SKIPPED: " + e.getMessage());
      return;
    }
    Path dir = Files.createTempDirectory("cairn-peers-verify");
    try {
      Path verbose = dir.resolve("gator-verbose.txt");
      TimedCommand.run(List.of(gator.toString(), "verify", "-v", "./..."), library, java.util.Map.of(), verbose, verbose.resolveSibling("e"));
      int gatorCases = gatorCases(Files.readString(verbose, StandardCharsets.UTF_8));
      List<String> cairnCmd = new ArrayList<>(cairn);
      cairnCmd.addAll(List.of("verify", "."));
      List<Alternation.Side> sides = List.of(
          new Alternation.Command("cairn", cairnCmd, library, dir.resolve("cairn.txt"), Set.of(0)),
          new Alternation.Command("gator", List.of(gator.toString(), "verify", "./..."), library, dir.resolve("gator.txt"), Set.of(0)));
      System.out.println(PeerEnvironment.describe(List.of("gator")));
      System.out.println();
      System.out.println(PeerRow.HEADER);
      List<List<Measured>> runs = Alternation.run(sides, rounds, System.err);
      int cairnCases = cairnCases(Files.readString(dir.resolve("cairn.txt"), StandardCharsets.UTF_8));
      String note = cairnCases == gatorCases ? String.format(Locale.ROOT, "%d cases each", cairnCases)
          : String.format(Locale.ROOT, "CASES DIFFER: Cairn %d, gator %d", cairnCases, gatorCases);
      long suites;
      try (var walk = Files.walk(library)) {
        suites = walk.filter(p -> p.getFileName().toString().equals("suite.yaml")).count();
      }
      PeerRow.of(String.format(Locale.ROOT, "Gatekeeper library, %d suites", suites), "whole process",
          List.of("cairn", "gator verify"), runs, List.of("", note)).forEach(r -> System.out.println(r.markdown()));
    } finally {
      Scratch.delete(dir);
    }
  }

  /** The cases {@code cairn verify} ran, from its summary line. */
  static int cairnCases(String output) {
    Matcher m = CAIRN_SUMMARY.matcher(output);
    if (!m.find()) {
      throw new IllegalArgumentException("no 'N passed, M failed' line in cairn verify's output");
    }
    return Integer.parseInt(m.group(1)) + Integer.parseInt(m.group(2));
  }

  /** The cases {@code gator verify -v} ran: its indented PASS and FAIL lines. */
  static int gatorCases(String output) {
    Matcher m = GATOR_CASE.matcher(output);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
