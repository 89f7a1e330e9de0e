package dev.cairn.lsp;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * {@code cairn lsp}: one language server speaking LSP over a pair of streams (standard input and
 * output for an editor, pipes in tests) until the client sends {@code exit} or closes the stream.
 *
 * <pre>{@code
 * LanguageServerSession session = LanguageServerSession.start(System.in, System.out);
 * session.awaitEnd();
 * }</pre>
 */
public final class LanguageServerSession implements AutoCloseable {
  private final ScheduledExecutorService evaluations;
  private final ExecutorService messages;
  private final Future<Void> listening;
  private final CompletableFuture<Void> exited = new CompletableFuture<>();

  private LanguageServerSession(InputStream in, OutputStream out) {
    this.evaluations = Executors.newScheduledThreadPool(
        Math.max(1, Runtime.getRuntime().availableProcessors()), daemons("cairn-lsp-evaluation"));
    this.messages = Executors.newCachedThreadPool(daemons("cairn-lsp-messages"));
    CairnLanguageServer server = new CairnLanguageServer(evaluations, () -> exited.complete(null));
    Launcher<LanguageClient> launcher = new LSPLauncher.Builder<LanguageClient>() {
          @Override
          protected MessageJsonHandler createJsonHandler() {
            return new ParseErrorAnsweringJsonHandler(getSupportedMethods());
          }
        }
        .setLocalService(server)
        .setRemoteInterface(LanguageClient.class)
        .setInput(in)
        .setOutput(out)
        .setExecutorService(messages)
        .create();
    server.connect(launcher.getRemoteProxy());
    this.listening = launcher.startListening();
  }

  /** Starts serving on the streams; messages are read on a thread of the session's own. */
  public static LanguageServerSession start(InputStream in, OutputStream out) {
    return new LanguageServerSession(in, out);
  }

  /** Waits until the client sends {@code exit} or closes its stream. */
  public void awaitEnd() throws InterruptedException {
    CompletableFuture<Object> inputClosed = CompletableFuture.supplyAsync(() -> {
      try {
        return listening.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return null;
      } catch (ExecutionException | CancellationException e) {
        return null;
      }
    }, messages);
    try {
      CompletableFuture.anyOf(exited, inputClosed).get();
    } catch (ExecutionException e) {
      // Either way the session is over.
    }
  }

  @Override
  public void close() {
    listening.cancel(true);
    evaluations.shutdownNow();
    messages.shutdownNow();
  }

  private static ThreadFactory daemons(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
