package dev.cairn.bench;

import dev.cairn.lsp.LanguageServerSession;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * How long an editor waits for {@code cairn lsp}: the time from a {@code didChange} to the {@code
 * publishDiagnostics} for it, for generated CloudFormation templates of several sizes checked with
 * the 25 fixture rules (fixtures/policy/v1), warm (after a number of changes), with no debounce,
 * the server a {@code cairn lsp} process talking over its standard input and output as with an
 * editor. Wall time depends on what else the machine runs, so the same changes are then sent to a
 * server in this JVM and the CPU time of the server's own threads ({@code cairn-lsp-*}: reading the
 * message, parsing, evaluating, tracing, writing the diagnostics) is measured per change with
 * {@link ThreadMXBean}, which other processes do not inflate; it leaves out the JVM's garbage
 * collector and compiler threads. Last, the heap in use (after a full collection) of an in-process
 * server, with its client, holding 50 open templates of 100 resources. Prints a Markdown table and
 * the load average before and after.
 *
 * <p>Usage: {@code LspLatency [--jar cli/target/cairn.jar] [--sizes 100,1000,10000] [--warmup 30]
 * [--changes 20]}; {@code bench/lsp-latency} builds and runs it.
 */
public final class LspLatency {
  private LspLatency() {}

  public static void main(String[] args) throws Exception {
    List<Integer> sizes = List.of(100, 1000, 10000);
    int warmup = 30;
    int changes = 20;
    Path jar = Path.of("cli/target/cairn.jar");
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--sizes" -> sizes = Arrays.stream(args[i + 1].split(",")).map(Integer::parseInt).toList();
        case "--warmup" -> warmup = Integer.parseInt(args[i + 1]);
        case "--changes" -> changes = Integer.parseInt(args[i + 1]);
        case "--jar" -> jar = Path.of(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Path root = Files.createTempDirectory("cairn-lsp-latency");
    Path policy = Fixtures.dir("policy/v1");
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    double loadBefore = os.getSystemLoadAverage();
    Map<Integer, long[]> wall = new LinkedHashMap<>();
    Map<Integer, Integer> findings = new LinkedHashMap<>();
    Map<Integer, Long> processCpu = new LinkedHashMap<>();
    try (Editor editor = Editor.overStdio(jar, root, policy)) {
      for (int size : sizes) {
        String uri = root.resolve("template-" + size + ".yaml").toUri().toString();
        String text = TemplateGenerator.yaml(size, 42);
        findings.put(size, editor.open(uri, text));
        long[][] measured = editor.changes(uri, text, warmup, changes, editor::processCpuNanos);
        wall.put(size, measured[0]);
        processCpu.put(size, Arrays.stream(measured[1]).sum() / changes);
      }
    }
    Map<Integer, long[]> cpu = new LinkedHashMap<>();
    try (Editor editor = Editor.inProcess(root, policy)) {
      for (int size : sizes) {
        String uri = root.resolve("in-process-" + size + ".yaml").toUri().toString();
        String text = TemplateGenerator.yaml(size, 42);
        editor.open(uri, text);
        cpu.put(size, editor.changes(uri, text, warmup, changes, LspLatency::serverThreadsCpuNanos)[1]);
      }
    }
    System.out.println("| resources | findings | median ms | p90 ms | max ms | server threads CPU median ms | p90 ms | server process CPU mean ms |");
    System.out.println("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (int size : sizes) {
      long[] w = wall.get(size);
      long[] c = cpu.get(size);
      System.out.printf(Locale.ROOT, "| %,d | %,d | %,d | %,d | %,d | %.1f | %.1f | %.0f |%n", size, findings.get(size),
          millis(median(w)), millis(p90(w)), millis(w[w.length - 1]), median(c) / 1e6, p90(c) / 1e6,
          processCpu.get(size) / 1e6);
    }
    try (Editor editor = Editor.inProcess(root, policy)) {
      long before = heapAfterGc();
      for (int i = 0; i < 50; i++) {
        editor.open(root.resolve("open-" + i + ".yaml").toUri().toString(), TemplateGenerator.yaml(100, i));
      }
      long after = heapAfterGc();
      System.out.printf(Locale.ROOT, "%nHeap in use with 50 open templates of 100 resources: %,d MB (%,d MB before opening them)%n",
          after >> 20, before >> 20);
    }
    System.out.printf(Locale.ROOT, "Load average: %.1f before, %.1f after; %d processors; %s %s%n",
        loadBefore, os.getSystemLoadAverage(), os.getAvailableProcessors(),
        System.getProperty("java.vm.name"), System.getProperty("java.runtime.version"));
  }

  private static long median(long[] sorted) {
    return sorted[sorted.length / 2];
  }

  private static long p90(long[] sorted) {
    return sorted[(int) Math.floor(sorted.length * 0.9)];
  }

  private static long millis(long nanos) {
    return TimeUnit.NANOSECONDS.toMillis(nanos);
  }

  /**
   * The CPU time the in-process server's threads have used so far. The Rego check evaluates a
   * single document on the thread that asks, so the evaluation threads hold all of it.
   */
  private static long serverThreadsCpuNanos() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long sum = 0;
    for (ThreadInfo t : threads.getThreadInfo(threads.getAllThreadIds())) {
      if (t != null && t.getThreadName().startsWith("cairn-lsp-")) {
        sum += Math.max(0, threads.getThreadCpuTime(t.getThreadId()));
      }
    }
    return sum;
  }

  private static long heapAfterGc() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  /** A client connected to a server over pipes, waiting for each document's next diagnostics. */
  private static final class Editor implements LanguageClient, AutoCloseable {
    private final Map<String, BlockingQueue<List<?>>> published = new ConcurrentHashMap<>();
    private AutoCloseable serverEnd;
    /** The client's reading of the server's messages, stopped before the server goes. */
    private java.util.concurrent.Future<Void> listening;
    /** The server process, when it is one. */
    private Process process;
    private LanguageServer server;

    /** A {@code cairn lsp} process of the jar. */
    static Editor overStdio(Path jar, Path root, Path policy) throws Exception {
      if (!Files.isRegularFile(jar)) {
        throw new IllegalArgumentException(jar + " does not exist: build it with mvn -B -pl cli -am package");
      }
      String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
      Process p = new ProcessBuilder(java, "-Xss4m", "-jar", jar.toString(), "lsp")
          .redirectError(ProcessBuilder.Redirect.INHERIT)
          .start();
      Editor e = new Editor();
      e.process = p;
      return connect(e, p.getInputStream(), p.getOutputStream(), () -> {
        p.destroy();
        p.waitFor(30, TimeUnit.SECONDS);
      }, root, policy);
    }

    /** A server in this JVM, over pipes. */
    static Editor inProcess(Path root, Path policy) throws Exception {
      PipedOutputStream toServer = new PipedOutputStream();
      PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 20);
      PipedOutputStream toClient = new PipedOutputStream();
      PipedInputStream clientIn = new PipedInputStream(toClient, 1 << 20);
      LanguageServerSession session = LanguageServerSession.start(serverIn, toClient);
      return connect(new Editor(), clientIn, toServer, session, root, policy);
    }

    private static Editor connect(
        Editor e, java.io.InputStream in, java.io.OutputStream out, AutoCloseable serverEnd, Path root, Path policy)
        throws Exception {
      e.serverEnd = serverEnd;
      Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(e, in, out);
      e.listening = launcher.startListening();
      e.server = launcher.getRemoteProxy();
      InitializeParams params = new InitializeParams();
      params.setRootUri(root.toUri().toString());
      params.setCapabilities(new ClientCapabilities());
      params.setInitializationOptions(Map.of("cairn", Map.of("policies", List.of(policy.toString()), "debounceMillis", 0)));
      e.server.initialize(params).get(5, TimeUnit.MINUTES);
      e.server.initialized(new InitializedParams());
      return e;
    }

    /**
     * The CPU time the server process has used so far, all its threads (the garbage collector's
     * and the compiler's too), as the operating system counts it (in clock ticks on Linux).
     */
    long processCpuNanos() {
      return process.info().totalCpuDuration().orElseThrow(
          () -> new IllegalStateException("the operating system does not tell the server's CPU time")).toNanos();
    }

    int open(String uri, String text) throws InterruptedException {
      server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "yaml", 1, text)));
      return next(uri).size();
    }

    /**
     * Sends warm-up and then measured changes, each waiting for its diagnostics: the sorted wall
     * times and the sorted differences of {@code cpu} over each measured change, in nanoseconds.
     * A comment at the end changes the text without changing the findings, as typing does.
     */
    long[][] changes(String uri, String text, int warmup, int changes, LongSupplier cpu) throws InterruptedException {
      long[] wall = new long[changes];
      long[] used = new long[changes];
      for (int i = 0; i < warmup + changes; i++) {
        long cpuBefore = cpu.getAsLong();
        long start = System.nanoTime();
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
            new VersionedTextDocumentIdentifier(uri, i + 2), List.of(new TextDocumentContentChangeEvent(text + "# edit " + i + "\n"))));
        next(uri);
        if (i >= warmup) {
          wall[i - warmup] = System.nanoTime() - start;
          used[i - warmup] = cpu.getAsLong() - cpuBefore;
        }
      }
      Arrays.sort(wall);
      Arrays.sort(used);
      return new long[][] {wall, used};
    }

    private List<?> next(String uri) throws InterruptedException {
      List<?> d = queue(uri).poll(10, TimeUnit.MINUTES);
      if (d == null) {
        throw new IllegalStateException("no diagnostics for " + uri + " in 10 minutes");
      }
      return d;
    }

    private BlockingQueue<List<?>> queue(String uri) {
      return published.computeIfAbsent(uri, k -> new LinkedBlockingQueue<>());
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams params) {
      queue(params.getUri()).add(params.getDiagnostics());
    }

    @Override
    public void showMessage(MessageParams params) {
      System.err.println("server: " + params.getMessage());
    }

    @Override
    public void logMessage(MessageParams params) {}

    @Override
    public void telemetryEvent(Object object) {}

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
      return CompletableFuture.completedFuture(null);
    }

    @Override
    public void close() throws Exception {
      // Stop reading first: a pipe whose writer thread has gone reads as broken, which LSP4J
      // would log as an error although the session ended as planned.
      listening.cancel(true);
      serverEnd.close();
    }
  }
}
