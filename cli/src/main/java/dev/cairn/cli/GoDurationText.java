package dev.cairn.cli;

import java.math.BigDecimal;
import java.time.Duration;

/** A duration as Go's {@code time.Duration.String} prints it: {@code 1.5ms}, {@code 812µs}, {@code 2.1s}. */
final class GoDurationText {
  private GoDurationText() {}

  static String of(Duration d) {
    long ns = d.toNanos();
    if (ns < 1_000) {
      return ns + "ns";
    }
    if (ns < 1_000_000) {
      return decimal(ns, 3) + "µs";
    }
    if (ns < 1_000_000_000) {
      return decimal(ns, 6) + "ms";
    }
    return decimal(ns, 9) + "s";
  }

  private static String decimal(long ns, int scale) {
    return BigDecimal.valueOf(ns, scale).stripTrailingZeros().toPlainString();
  }
}
