package dev.cairn.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Runs several tools' versions of the same work in rounds, each round every tool once, the order
 * rotated from round to round (A B C, B C A, C A B), so that a shared machine's slow spells and any
 * drift hit every tool alike and no tool always runs right after the same other one.
 */
final class Alternation {
  /** One tool's run of the work. */
  interface Side {
    String name();

    Measured run() throws Exception;
  }

  /**
   * A command run as a child process ({@link TimedCommand}), its standard output kept in {@code
   * stdout} (the last round's) and its standard error in a file beside it; an exit code outside
   * {@code exits} stops the benchmark with the end of that error output (the tool did not do the
   * work).
   */
  record Command(String name, List<String> command, Path dir, Path stdout, Set<Integer> exits) implements Side {
    @Override
    public Measured run() throws IOException, InterruptedException {
      Path stderr = stdout.resolveSibling(stdout.getFileName() + ".err");
      Measured m = TimedCommand.run(command, dir, Map.of(), stdout, stderr);
      if (!exits.contains(m.exitCode())) {
        String err = Files.readString(stderr, StandardCharsets.UTF_8);
        throw new IllegalStateException(name + " exited with " + m.exitCode() + " (expected " + exits + "): "
            + String.join(" ", command) + "\n" + err.substring(Math.max(0, err.length() - 2_000)));
      }
      return m;
    }
  }

  private Alternation() {}

  /** The runs of each side, in the sides' order, one per round; prints each run to {@code log}. */
  static List<List<Measured>> run(List<Side> sides, int rounds, PrintStream log) throws Exception {
    List<List<Measured>> runs = new ArrayList<>();
    sides.forEach(s -> runs.add(new ArrayList<>()));
    for (int r = 0; r < rounds; r++) {
      for (int k : order(sides.size(), r)) {
        Measured m = sides.get(k).run();
        runs.get(k).add(m);
        log.printf(Locale.ROOT, "  round %d %-10s %s (cpu %s, peak RSS %,d KiB, exit %d)%n", r, sides.get(k).name(),
            PeerRow.time(m.wallNanos()), m.cpuNanos() < 0 ? "-" : PeerRow.time(m.cpuNanos()), m.peakRssKib(), m.exitCode());
      }
    }
    return runs;
  }

  /** The order of the sides in round {@code round}: rotated by one each round. */
  static int[] order(int sides, int round) {
    int[] order = new int[sides];
    for (int i = 0; i < sides; i++) {
      order[i] = (i + round) % sides;
    }
    return order;
  }
}
