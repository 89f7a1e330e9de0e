package dev.cairn.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Row 3 of the peers table: the decision server, {@code cairn serve} against {@code opa run
 * --server} under {@link ServeLoad}'s load (the same admission policy, the same pod, the same
 * closed-loop clients over loopback, the server pinned to the first {@code --cores} cores and given
 * as many processors: {@code -XX:ActiveProcessorCount} for the JVM, {@code GOMAXPROCS} for OPA),
 * without and with a {@link PolicyStorm} of {@code PUT /v1/policies}. The first {@code --warmup}
 * seconds after a server starts (the JVM compiling on the same cores) are reported apart from the
 * measured {@code --seconds} that follow. Each round starts a fresh server of each kind, in
 * rotating order; every answer is checked. Prints, for each server and
 * storm, the medians over the rounds of decisions per second, p50 and p99 latency and peak RSS, and
 * Cairn/OPA of each (above 1 for decisions per second, below 1 for the others: Cairn better).
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.PeersServe [--rounds 3]
 * [--cores 1] [--warmup 10] [--seconds 10] [--clients 8] [--requests 500000]
 * [--jar cli/target/cairn.jar]}, from the repository. Without OPA it says so and exits 0.
 */
public final class PeersServe {
  private PeersServe() {}

  public static void main(String[] args) throws Exception {
    int rounds = Integer.parseInt(PeerTools.option(args, "--rounds", "3"));
    int cores = Integer.parseInt(PeerTools.option(args, "--cores", "1"));
    int seconds = Integer.parseInt(PeerTools.option(args, "--seconds", "10"));
    int warmup = Integer.parseInt(PeerTools.option(args, "--warmup", "10"));
    int clients = Integer.parseInt(PeerTools.option(args, "--clients", "8"));
    long budget = Long.parseLong(PeerTools.option(args, "--requests", "500000"));
    Path root = PeerTools.root();
    Path jar = root.resolve(PeerTools.option(args, "--jar", "cli/target/cairn.jar"));
    Path opa;
    try {
      if (!Files.isRegularFile(jar)) {
        throw new PeerTools.Missing(jar + " not found: build it with mvn -B -q -DskipTests -pl cli -am package");
      }
      opa = PeerTools.peer("opa");
    } catch (PeerTools.Missing e) {
      System.out.println("PeersServe: SKIPPED: " + e.getMessage());
      return;
    }
    Path dir = Files.createTempDirectory("cairn-peers-serve");
    try {
      Path policy = Files.writeString(dir.resolve("admission.rego"), ServeLoad.POLICY);
      List<List<ServeLoad.Outcome>> outcomes = new ArrayList<>(); // [storm * 2 + server]
      for (int i = 0; i < 4; i++) {
        outcomes.add(new ArrayList<>());
      }
      int port = 18_600;
      for (int r = 0; r < rounds; r++) {
        for (int storm = 0; storm < 2; storm++) {
          for (int server : Alternation.order(2, r)) {
            Path log = dir.resolve("server-" + r + "-" + storm + "-" + server + ".log");
            try (ServedProcess s = server == 0
                ? ServedProcess.start(jar, cores, port++, List.of("-d", dir.toString()), log)
                : ServedProcess.startOpa(opa, cores, port++, List.of(policy.toString()), log)) {
              ServeLoad.Outcome o = ServeLoad.measure(s, storm == 1, clients, budget, warmup, seconds);
              outcomes.get(storm * 2 + server).add(o);
              LoadClients.Result res = o.result();
              System.err.printf(Locale.ROOT, "  round %d %-5s storm %-3s first %d s %,.0f decisions/s, then %,.0f decisions/s, p50 %.2f ms, p99 %.2f ms, peak RSS %,d KiB, errors %d%n",
                  r, server == 0 ? "cairn" : "opa", storm == 1 ? "yes" : "no", warmup, o.warmup().perSecond(), res.perSecond(), res.p50Micros() / 1000.0,
                  res.p99Micros() / 1000.0, o.peakRssKib(), res.errors());
              if (res.errors() > 0) {
                System.err.println("  first error: " + res.firstError());
              }
            }
          }
        }
      }
      System.out.println(PeerEnvironment.describe(List.of("opa")));
      System.out.println();
      System.out.println(markdown(outcomes, cores, clients, warmup));
    } finally {
      Scratch.delete(dir);
    }
  }

  /** The table: a line per storm and server, then Cairn/OPA of each. */
  static String markdown(List<List<ServeLoad.Outcome>> outcomes, int cores, int clients, int warmup) {
    StringBuilder b = new StringBuilder();
    b.append(String.format(Locale.ROOT, "Server on %d core(s), %d clients, %d rounds; the first %d s after start apart%n%n",
        cores, clients, outcomes.get(0).size(), warmup));
    b.append(String.format(Locale.ROOT, "| storm | server | first %d s: decisions/s | then: decisions/s | p50 ms | p99 ms | peak RSS | errors |%n", warmup));
    b.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int storm = 0; storm < 2; storm++) {
      for (int server = 0; server < 2; server++) {
        List<ServeLoad.Outcome> o = outcomes.get(storm * 2 + server);
        b.append(String.format(Locale.ROOT, "| %s | %s | %,.0f | %,.0f | %.2f | %.2f | %.0f MiB | %d |%n",
            storm == 1 ? "PUT /v1/policies" : "none", server == 0 ? "cairn serve" : "opa run --server",
            median(o, x -> x.warmup().perSecond()), median(o, x -> x.result().perSecond()), median(o, x -> x.result().p50Micros()) / 1000,
            median(o, x -> x.result().p99Micros()) / 1000, median(o, x -> x.peakRssKib()) / 1024,
            o.stream().mapToLong(x -> x.result().errors()).sum()));
      }
      List<ServeLoad.Outcome> c = outcomes.get(storm * 2);
      List<ServeLoad.Outcome> p = outcomes.get(storm * 2 + 1);
      b.append(String.format(Locale.ROOT, "| %s | **Cairn/OPA** | **%.2f** | **%.2f** | **%.2f** | **%.2f** | **%.2f** | |%n",
          storm == 1 ? "PUT /v1/policies" : "none",
          median(c, x -> x.warmup().perSecond()) / median(p, x -> x.warmup().perSecond()),
          median(c, x -> x.result().perSecond()) / median(p, x -> x.result().perSecond()),
          median(c, x -> x.result().p50Micros()) / median(p, x -> x.result().p50Micros()),
          median(c, x -> x.result().p99Micros()) / median(p, x -> x.result().p99Micros()),
          median(c, x -> x.peakRssKib()) / median(p, x -> x.peakRssKib())));
    }
    return b.toString();
  }

  private static double median(List<ServeLoad.Outcome> outcomes, ToDoubleFunction<ServeLoad.Outcome> f) {
    return PeerRow.median(outcomes.stream().mapToDouble(f).toArray());
  }
}
