package dev.cairn.compat.rego;

import dev.cairn.engine.conformance.CaseOutcome;
import dev.cairn.engine.conformance.ParallelRunner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Runs cases through Cairn and a peer on a few threads, each case on both before the next, with a
 * hard limit per case so that one runaway evaluation cannot hang the build.
 */
public final class Differential {
  private final int threads;
  private final Duration hardLimit;

  public Differential(int threads, Duration hardLimit) {
    this.threads = threads;
    this.hardLimit = hardLimit;
  }

  /** Both tools' verdicts on every case, in the cases' order. */
  public List<Comparison> run(List<RegoCase> cases, Function<RegoCase, Verdict> cairn, Function<RegoCase, Verdict> peer) {
    Comparison[] out = new Comparison[cases.size()];
    List<Integer> indexes = new ArrayList<>();
    for (int i = 0; i < cases.size(); i++) {
      indexes.add(i);
    }
    List<CaseOutcome> outcomes =
        new ParallelRunner(threads, hardLimit)
            .runAll(
                indexes,
                i -> {
                  RegoCase c = cases.get(i);
                  out[i] = new Comparison(c, cairn.apply(c), peer.apply(c));
                  return CaseOutcome.PASS;
                });
    List<Comparison> comparisons = new ArrayList<>();
    for (int i = 0; i < out.length; i++) {
      Comparison c = out[i];
      if (c == null) { // past the hard limit, or the harness itself failed
        Verdict stuck = Verdict.Failure.harness(outcomes.get(i).reason());
        c = new Comparison(cases.get(i), stuck, stuck);
      }
      comparisons.add(c);
    }
    return comparisons;
  }
}
