package dev.cairn.bench;

import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import java.io.IOException;
import java.io.Writer;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cairn's warm, in-process located scan of one file, the counterpart of {@code opa bench}: the
 * policy compiled once, then the file's text scanned over and over (read with locations,
 * evaluated, traced, attributed, the JSON report written to nowhere) on one thread, first warming
 * up, not counted (the JIT's): at least {@code warm-up} seconds and until three one-second batches in
 * a row are steady (at most six times {@code warm-up}), then for {@code measured} seconds. A batch
 * is steady when the JIT's compiler threads were busy for less than 5% of it: on two busy cores the
 * optimising compiler goes on compiling the scan's code for 40 s and more, with pauses, and batches
 * whose times agreed within 10% (this harness's earlier test) did so in the middle of a long
 * compilation, at 4 to 10 times the warm time; on a loaded machine, batches that are warm differ by
 * more than 10% in wall time. The compiler threads' CPU time comes from Linux's {@code
 * /proc/self/task}, which sees a compilation in progress; elsewhere, from the JVM's total
 * compilation time, which counts one only when it ends.
 * Prints {@code median-ns N} (the median time of one scan), then the scans counted, the findings of
 * one, and {@code process-cpu-ns N}: the JVM's CPU time (every thread's, the collector's included)
 * over the measured scans, divided by their number, a figure a shared machine's other work
 * disturbs less than wall time.
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
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    // Warm-up until steady, not for a fixed time: on a shared machine the JIT's compiler threads
    // get a fraction of a core, and 20 s could end with the scan still interpreted (scans 10x
    // slower than steady). Batches of a second; done when three batches in a row are steady.
    long start = System.nanoTime();
    long minimum = start + (long) (warmUp * 1e9);
    long maximum = start + (long) (warmUp * 6e9);
    int findings = 0;
    int steadyBatches = 0;
    int batches = 0;
    while (System.nanoTime() < maximum && (System.nanoTime() < minimum || steadyBatches < 3)) {
      int scans = 0;
      long compiled = jit.getTotalCompilationTime();
      long compilerCpu = compilerThreadsCpuMillis();
      long batchStart = System.nanoTime();
      long batchEnd = batchStart + 1_000_000_000L;
      while (System.nanoTime() < batchEnd || scans < 3) {
        findings = scan(scan, file.getFileName().toString(), text);
        scans++;
      }
      double batchMillis = (System.nanoTime() - batchStart) / 1e6;
      long compilerCpuNow = compilerThreadsCpuMillis();
      double compiling = compilerCpu >= 0 && compilerCpuNow >= 0
          ? Math.max(0, compilerCpuNow - compilerCpu) / batchMillis
          : (jit.getTotalCompilationTime() - compiled) / batchMillis;
      steadyBatches = steady(compiling) ? steadyBatches + 1 : 0;
      batches++;
    }
    System.err.printf(Locale.ROOT, "warm-up %.1f s, %d batches, steady %s%n", (System.nanoTime() - start) / 1e9, batches,
        steadyBatches >= 3 ? "yes" : "NO (stopped at the limit)");
    List<Long> times = new ArrayList<>();
    long cpu = processCpuNanos();
    long end = System.nanoTime() + (long) (measured * 1e9);
    while (System.nanoTime() < end || times.size() < 5) {
      long t = System.nanoTime();
      findings = scan(scan, file.getFileName().toString(), text);
      times.add(System.nanoTime() - t);
    }
    cpu = processCpuNanos() - cpu;
    double median = PeerRow.median(times.stream().mapToDouble(Long::doubleValue).toArray());
    System.out.printf(Locale.ROOT, "median-ns %.0f%nscans %d%nfindings %d%nprocess-cpu-ns %d%n", median, times.size(),
        findings, cpu / times.size());
  }

  /** Whether a batch is steady: the JIT compiling for less than 5% of it ({@code compiling}: compilation time over the batch's). */
  static boolean steady(double compiling) {
    return compiling < 0.05;
  }

  /**
   * The CPU time of the JIT's compiler threads so far (user and system, in milliseconds), from
   * {@code /proc/self/task}; -1 where there is no such directory. The JVM's management beans do
   * not list those threads.
   */
  static long compilerThreadsCpuMillis() {
    Path tasks = Path.of("/proc/self/task");
    if (!Files.isDirectory(tasks)) {
      return -1;
    }
    long ticks = 0;
    try (DirectoryStream<Path> all = Files.newDirectoryStream(tasks)) {
      for (Path task : all) {
        try {
          if (Files.readString(task.resolve("comm")).contains("CompilerThre")) {
            ticks += cpuTicks(Files.readString(task.resolve("stat")));
          }
        } catch (IOException ended) {
          // The thread ended between the listing and the read: its time is no longer counted.
        }
      }
    } catch (IOException | RuntimeException e) {
      return -1;
    }
    return ticks * 10; // Linux's clock tick for /proc is 10 ms (USER_HZ 100)
  }

  /** User and system time, in clock ticks, from a {@code /proc/PID/task/TID/stat} line. */
  static long cpuTicks(String stat) {
    // Fields 14 and 15 (utime, stime); the name in parentheses (field 2) may contain spaces.
    String[] after = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
    return Long.parseLong(after[11]) + Long.parseLong(after[12]);
  }

  /** The JVM's CPU time so far, all threads, in nanoseconds (-1 where the platform does not tell). */
  private static long processCpuNanos() {
    return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
        ? os.getProcessCpuTime()
        : -1;
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
