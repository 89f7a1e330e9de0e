package dev.cairn.bench;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.report.SourceText;
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
 * evaluated, traced, attributed, the JSON report written to nowhere) on one thread, first for
 * {@code warm-up} seconds that are not counted (the JIT's), then for {@code measured} seconds.
 * Prints {@code median-ns N} (the median time of one scan), then the scans counted and the
 * findings of one.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.WarmScan POLICY_DIR FILE
 * [warm-up seconds] [measured seconds]} (20 and 5 by default: on two busy cores the JIT takes more
 * than 8 s to compile the scan's hot code, and scans in the meantime take 15 to 40 times longer).
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
    long end = System.nanoTime() + (long) (warmUp * 1e9);
    int findings = 0;
    while (System.nanoTime() < end) {
      findings = scan(scan, file.getFileName().toString(), text);
    }
    List<Long> times = new ArrayList<>();
    end = System.nanoTime() + (long) (measured * 1e9);
    while (System.nanoTime() < end || times.size() < 5) {
      long start = System.nanoTime();
      findings = scan(scan, file.getFileName().toString(), text);
      times.add(System.nanoTime() - start);
    }
    double median = PeerRow.median(times.stream().mapToDouble(Long::doubleValue).toArray());
    System.out.printf(Locale.ROOT, "median-ns %.0f%nscans %d%nfindings %d%n", median, times.size(), findings);
  }

  private static int scan(Scan scan, String name, String text) throws IOException {
    ScanReport report = scan.run(List.of(ScanInput.text(name, text)));
    ReportFormat.JSON.write(report, SourceText.NONE, false, Writer.nullWriter());
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
