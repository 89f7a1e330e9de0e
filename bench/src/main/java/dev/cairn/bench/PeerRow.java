package dev.cairn.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One row of the peers table: Cairn's and one peer's runs of the same work, round by round (the
 * i-th run of each from the same round, so that a slow spell of a shared machine hits both), and
 * the ratios Cairn/peer of their medians: below 1, Cairn is faster or smaller. The spread is the
 * range of the rounds' own ratios (each round's Cairn run over the same round's peer run).
 */
record PeerRow(String work, String mode, String peer, List<Measured> cairn, List<Measured> peers, String note) {
  static final String HEADER = """
      | work | mode | peer | Cairn | peer | Cairn/peer wall (rounds' range) | Cairn/peer CPU | Cairn peak RSS | peer peak RSS | Cairn/peer RSS | note |
      | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |""";

  PeerRow {
    if (cairn.isEmpty() || cairn.size() != peers.size()) {
      throw new IllegalArgumentException("rounds: " + cairn.size() + " of Cairn, " + peers.size() + " of " + peer);
    }
    cairn = List.copyOf(cairn);
    peers = List.copyOf(peers);
  }

  double cairnWall() {
    return median(cairn, Measured::wallNanos);
  }

  double peerWall() {
    return median(peers, Measured::wallNanos);
  }

  double wallRatio() {
    return cairnWall() / peerWall();
  }

  /** The lowest and highest of the rounds' Cairn/peer wall ratios. */
  double[] wallRatioRange() {
    double[] r = new double[cairn.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = (double) cairn.get(i).wallNanos() / peers.get(i).wallNanos();
    }
    Arrays.sort(r);
    return new double[] {r[0], r[r.length - 1]};
  }

  /** Cairn/peer of the median CPU times; NaN when either side's CPU time is not known. */
  double cpuRatio() {
    if (cairn.stream().anyMatch(m -> m.cpuNanos() < 0) || peers.stream().anyMatch(m -> m.cpuNanos() < 0)) {
      return Double.NaN;
    }
    return median(cairn, Measured::cpuNanos) / median(peers, Measured::cpuNanos);
  }

  double cairnRssKib() {
    return median(cairn, Measured::peakRssKib);
  }

  double peerRssKib() {
    return median(peers, Measured::peakRssKib);
  }

  private static double median(List<Measured> runs, java.util.function.ToLongFunction<Measured> figure) {
    return median(runs.stream().mapToDouble(figure::applyAsLong).toArray());
  }

  double rssRatio() {
    return cairnRssKib() / peerRssKib();
  }

  /** The row in the table's Markdown. */
  String markdown() {
    double[] range = wallRatioRange();
    double cpu = cpuRatio();
    return String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | **%.2f** (%.2f-%.2f) | %s | %.0f MiB | %.0f MiB | %.2f | %s |",
        work, mode, peer, time(cairnWall()), time(peerWall()), wallRatio(), range[0], range[1],
        Double.isNaN(cpu) ? "-" : String.format(Locale.ROOT, "%.2f", cpu),
        cairnRssKib() / 1024, peerRssKib() / 1024, rssRatio(), note);
  }

  /** A time in nanoseconds as milliseconds below 10 s, else seconds. */
  static String time(double nanos) {
    if (nanos >= 10e9) {
      return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
    if (nanos >= 1e9) {
      return String.format(Locale.ROOT, "%.2f s", nanos / 1e9);
    }
    return String.format(Locale.ROOT, nanos >= 100e6 ? "%.0f ms" : "%.1f ms", nanos / 1e6);
  }

  /** The median of some values (the mean of the middle two of an even count). */
  static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    int n = v.length;
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** Rows for every peer of a set of rounds where side 0 is Cairn. */
  static List<PeerRow> of(String work, String mode, List<String> sides, List<List<Measured>> runs, List<String> notes) {
    List<PeerRow> rows = new ArrayList<>();
    for (int s = 1; s < sides.size(); s++) {
      rows.add(new PeerRow(work, mode, sides.get(s), runs.get(0), runs.get(s), notes.get(s)));
    }
    return rows;
  }
}
