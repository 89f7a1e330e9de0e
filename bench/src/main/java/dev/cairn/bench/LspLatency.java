package dev.cairn.bench;

import dev.cairn.lsp.LanguageServerSession;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
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
 * editor; then the heap in use (after a full collection) of an in-process server, with its
 * client, holding 50 open templates of 100 resources. Prints a Markdown table.
 *
 * <p>Usage: {@code LspLatency [--jar cli/target/cairn.jar] [--sizes 100,1000,10000] [--warmup 10]
 * [--changes 20]}.
 */
public final class LspLatency {
  private LspLatency() {}

  public static void main(String[] args) throws Exception {
    List<Integer> sizes = List.of(100, 1000, 10000);
    int warmup = 10;
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
    System.out.println("| resources | findings | median ms | p90 ms | max ms |");
    System.out.println("| ---: | ---: | ---: | ---: | ---: |");
    try (Editor editor = Editor.overStdio(jar, root, policy)) {
      for (int size : sizes) {
        String uri = root.resolve("template-" + size + ".yaml").toUri().toString();
        String text = TemplateGenerator.yaml(size, 42);
        int findings = editor.open(uri, text);
        long[] millis = new long[changes];
        for (int i = 0; i < warmup + changes; i++) {
          // A comment at the end changes the text without changing the findings, as typing does.
          long nanos = editor.change(uri, i + 2, text + "# edit " + i + "\n");
          if (i >= warmup) {
            millis[i - warmup] = TimeUnit.NANOSECONDS.toMillis(nanos);
          }
        }
        Arrays.sort(millis);
        System.out.printf(Locale.ROOT, "| %,d | %d | %d | %d | %d |%n", size, findings,
            millis[millis.length / 2], millis[(int) Math.floor(millis.length * 0.9)], millis[millis.length - 1]);
      }
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
      return connect(new Editor(), p.getInputStream(), p.getOutputStream(), () -> {
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
      launcher.startListening();
      e.server = launcher.getRemoteProxy();
      InitializeParams params = new InitializeParams();
      params.setRootUri(root.toUri().toString());
      params.setCapabilities(new ClientCapabilities());
      params.setInitializationOptions(Map.of("cairn", Map.of("policies", List.of(policy.toString()), "debounceMillis", 0)));
      e.server.initialize(params).get(5, TimeUnit.MINUTES);
      e.server.initialized(new InitializedParams());
      return e;
    }

    int open(String uri, String text) throws InterruptedException {
      server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "yaml", 1, text)));
      return next(uri).size();
    }

    long change(String uri, int version, String text) throws InterruptedException {
      long start = System.nanoTime();
      server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
          new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
      next(uri);
      return System.nanoTime() - start;
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
      serverEnd.close();
    }
  }
}
