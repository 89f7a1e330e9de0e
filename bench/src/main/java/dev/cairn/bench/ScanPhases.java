package dev.cairn.bench;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.eval.EvalHooks;
import dev.cairn.engine.eval.WitnessRecorder;
import dev.cairn.engine.provenance.AnnotatedInput;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import dev.cairn.tracer.Provenance;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Where the time of {@link WarmScan}'s located scan of one file goes, phase by phase, in one JVM:
 * each round does the scan's phases one after the other, as the scan does them, each timed on its
 * own (a phase reads what the one before it made, as in a scan, so that it finds that data where a
 * scan finds it, in the cache or not), and then the whole scan and its JSON report:
 *
 * <ul>
 *   <li>{@code read}: the text read into documents with their source index ({@link DocumentLoader});
 *   <li>{@code values}: the document converted into the evaluator's values, each node with its
 *       path ({@link AnnotatedInput#fromJson});
 *   <li>{@code evaluate}: the rules evaluated without a listener, keeping witnesses (the first half
 *       of tracing by replay; what {@code opa bench} times);
 *   <li>{@code trace}: {@link Provenance#traceAll}: the same evaluation, then each result's
 *       derivation replayed with the tracer listening, and attributed and ranked;
 *   <li>{@code scan}: the whole {@link Scan} of the text: all the above, then each finding's
 *       message, location and resource, and the inline suppressions;
 *   <li>{@code report}: the scan's report written as JSON (to nowhere).
 * </ul>
 *
 * <p>Prints each phase's 25th percentile and median over the second half of the rounds, and what
 * the scan spends beyond read, values and trace ({@code locate}: findings, locations, resources,
 * suppressions), from the medians. Each phase's allocation is that of the last round (it does not vary).
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar dev.cairn.bench.ScanPhases POLICY_DIR FILE
 * [rounds]} (2,000 rounds by default). {@code -Dcairn.clock=cpu} times the phases by this thread's
 * CPU time instead of wall time (see {@link BuildComparison}).
 */
public final class ScanPhases {
  private static final List<String> PHASES = List.of("read", "values", "evaluate", "trace", "scan", "report");

  private static final boolean CPU_CLOCK = "cpu".equals(System.getProperty("cairn.clock"));
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private ScanPhases() {}

  private static long now() {
    return CPU_CLOCK ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: ScanPhases POLICY_DIR FILE [rounds]");
      System.exit(2);
    }
    Path file = Path.of(args[1]);
    String name = file.getFileName().toString();
    String text = Files.readString(file, StandardCharsets.UTF_8);
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2000;
    RegoCheck check = RegoCheck.builder().policy(Path.of(args[0])).threads(1).build();
    CompiledPolicy policy = check.policy();
    List<String> rules = check.rules();
    Scan scan = Scan.of(check);
    DocumentLoader loader = DocumentLoader.builder().build();
    long[][] nanos = new long[PHASES.size()][rounds];
    long[] allocated = new long[PHASES.size()];
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long self = Thread.currentThread().getId();
    long sink = 0;
    for (int r = 0; r < rounds; r++) {
      long[] bytes = new long[PHASES.size() + 1];
      bytes[0] = threads.getThreadAllocatedBytes(self);
      long t0 = now();
      SourceFile source = loader.load(name, text);
      long t1 = now();
      bytes[1] = threads.getThreadAllocatedBytes(self);
      long t1b = now();
      AnnotatedInput input = AnnotatedInput.fromJson(source.documents().get(0).value());
      long t2 = now();
      bytes[2] = threads.getThreadAllocatedBytes(self);
      long t2b = now();
      EvalOptions witnessed = EvalHooks.witnesses(
          EvalHooks.listener(EvalOptions.builder().input(input.value()), null), WitnessRecorder.everyRule()).build();
      sink += policy.evaluateAll(rules, witnessed).size();
      long t3 = now();
      bytes[3] = threads.getThreadAllocatedBytes(self);
      long t3b = now();
      sink += Provenance.traceAll(policy, rules, input, EvalOptions.DEFAULT).size();
      long t4 = now();
      bytes[4] = threads.getThreadAllocatedBytes(self);
      long t4b = now();
      ScanReport report = scan.run(List.of(ScanInput.text(name, text)));
      long t5 = now();
      bytes[5] = threads.getThreadAllocatedBytes(self);
      long t5b = now();
      try {
        ReportFormat.JSON.write(report, Writer.nullWriter());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      long t6 = now();
      bytes[6] = threads.getThreadAllocatedBytes(self);
      sink += report.findings().size();
      long[] starts = {t0, t1b, t2b, t3b, t4b, t5b};
      long[] ends = {t1, t2, t3, t4, t5, t6};
      for (int p = 0; p < PHASES.size(); p++) {
        nanos[p][r] = ends[p] - starts[p];
        allocated[p] = bytes[p + 1] - bytes[p];
      }
    }
    System.out.printf(Locale.ROOT, "%s, %d rounds (second half counted), %s times in ms%n", name, rounds, CPU_CLOCK ? "CPU" : "wall");
    double[] medians = new double[PHASES.size()];
    for (int p = 0; p < PHASES.size(); p++) {
      long[] kept = Arrays.copyOfRange(nanos[p], rounds / 2, rounds);
      Arrays.sort(kept);
      medians[p] = kept[kept.length / 2] / 1e6;
      System.out.printf(Locale.ROOT, "%-9s p25 %8.3f   median %8.3f   allocated %7.2f MB%n", PHASES.get(p),
          kept[kept.length / 4] / 1e6, medians[p], allocated[p] / 1e6);
    }
    double locate = medians[PHASES.indexOf("scan")] - medians[PHASES.indexOf("read")]
        - medians[PHASES.indexOf("values")] - medians[PHASES.indexOf("trace")];
    System.out.printf(Locale.ROOT, "locate    (scan - read - values - trace) %8.3f%n", locate);
    System.out.printf(Locale.ROOT, "scan + report %8.3f%n", medians[PHASES.indexOf("scan")] + medians[PHASES.indexOf("report")]);
    System.out.printf(Locale.ROOT, "(checksum %d)%n", sink);
  }
}
