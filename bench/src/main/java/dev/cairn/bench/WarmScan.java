package dev.cairn.bench;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cairn's warm, in-process located scan of one file, the counterpart of {@code opa bench}: the
 * policy compiled once, then the file's text scanned over and over (read with locations,
 * evaluated, traced, attributed, the JSON report written to nowhere) on one thread, first warming
 * up, not counted (the JIT's): at least {@code warm-up} seconds and until two one-second batches in
 * a row agree with the one before within 10% (at most six times {@code warm-up}), then for
 * {@code measured} seconds.
 * Prints {@code median-ns N} (the median time of one scan), then the scans counted and the
 * findings of one.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.WarmScan POLICY_DIR FILE
 * [warm-up seconds] [measured seconds]} (20 and 5 by default: on two busy cores the JIT takes more
 * than 8 s to compile the scan's hot code, and scans in the meantime take 10 to 40 times longer).
 * {@link PeersEval} runs it as a child process, so that its peak memory is its own.
 */
public final class WarmScan {
  private WarmScan() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: WarmScan POLICY_DIR FILE [warm-up seconds] [measured seconds]");
      System.exit(2);
    }
    Path file = Path.of(args[1]);
    String text = Files.readString(file, StandardCharsets.UTF_8);
    double warmUp = args.length > 2 ? Double.parseDouble(args[2]) : 20;
    double measured = args.length > 3 ? Double.parseDouble(args[3]) : 5;
    Scan scan = Scan.of(RegoCheck.builder().policy(Path.of(args[0])).threads(1).build());
    // Warm-up until steady, not for a fixed time: on a shared machine the JIT's compiler threads
    // get a fraction of a core, and 20 s could end with the scan still interpreted (scans 10x
    // slower than steady). Batches of a second; done when two batches in a row agree within 10%.
    long start = System.nanoTime();
    long minimum = start + (long) (warmUp * 1e9);
    long maximum = start + (long) (warmUp * 6e9);
    int findings = 0;
    double previous = Double.NaN;
    int steadyBatches = 0;
    int batches = 0;
    while (System.nanoTime() < maximum && (System.nanoTime() < minimum || steadyBatches < 2)) {
      List<Long> batch = new ArrayList<>();
      long batchEnd = System.nanoTime() + 1_000_000_000L;
      while (System.nanoTime() < batchEnd || batch.size() < 3) {
        long t = System.nanoTime();
        findings = scan(scan, file.getFileName().toString(), text);
        batch.add(System.nanoTime() - t);
      }
      double median = PeerRow.median(batch.stream().mapToDouble(Long::doubleValue).toArray());
      steadyBatches = steady(previous, median) ? steadyBatches + 1 : 0;
      previous = median;
      batches++;
    }
    System.err.printf(Locale.ROOT, "warm-up %.1f s, %d batches, steady %s%n", (System.nanoTime() - start) / 1e9, batches,
        steadyBatches >= 2 ? "yes" : "NO (stopped at the limit)");
    List<Long> times = new ArrayList<>();
    long end = System.nanoTime() + (long) (measured * 1e9);
    while (System.nanoTime() < end || times.size() < 5) {
      long t = System.nanoTime();
      findings = scan(scan, file.getFileName().toString(), text);
      times.add(System.nanoTime() - t);
    }
    double median = PeerRow.median(times.stream().mapToDouble(Long::doubleValue).toArray());
    System.out.printf(Locale.ROOT, "median-ns %.0f%nscans %d%nfindings %d%n", median, times.size(), findings);
  }

  /** Whether a batch's median time is within 10% of the batch's before it. */
  static boolean steady(double previousMedian, double median) {
    return !Double.isNaN(previousMedian) && Math.abs(median / previousMedian - 1) < 0.10;
  }

  private static int scan(Scan scan, String name, String text) throws IOException {
    ScanReport report = scan.run(List.of(ScanInput.text(name, text)));
    ReportFormat.JSON.write(report, Writer.nullWriter());
    return report.findings().size();
  }

  /** The median nanoseconds of one scan from what {@link #main} printed. */
  static double medianNanos(String output) {
    for (String line : output.split("\n")) {
      if (line.startsWith("median-ns ")) {
        return Double.parseDouble(line.substring("median-ns ".length()).trim());
      }
    }
    throw new IllegalArgumentException("no median-ns line in WarmScan's output: " + output);
  }
}
