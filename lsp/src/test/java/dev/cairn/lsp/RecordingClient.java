package dev.cairn.lsp;

import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;

/** An editor as the tests see it: every diagnostics notification it got, per document, in order. */
final class RecordingClient implements LanguageClient {
  /** How long a test waits for a notification before it fails (not a timing assertion: a hang guard). */
  private static final long PATIENCE_SECONDS = 60;

  private final Map<String, BlockingQueue<List<Diagnostic>>> diagnostics = new ConcurrentHashMap<>();
  final BlockingQueue<MessageParams> messages = new LinkedBlockingQueue<>();

  @Override
  public void publishDiagnostics(PublishDiagnosticsParams params) {
    queue(params.getUri()).add(params.getDiagnostics());
  }

  /** The first diagnostics published for the document from now on that match, skipping others. */
  List<Diagnostic> awaitDiagnostics(String uri, Predicate<List<Diagnostic>> matching) throws InterruptedException {
    while (true) {
      List<Diagnostic> d = queue(uri).poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
      if (d == null) {
        fail("no matching diagnostics for " + uri + " within " + PATIENCE_SECONDS + "s");
      }
      if (matching.test(d)) {
        return d;
      }
    }
  }

  private BlockingQueue<List<Diagnostic>> queue(String uri) {
    return diagnostics.computeIfAbsent(uri, k -> new LinkedBlockingQueue<>());
  }

  @Override
  public void showMessage(MessageParams params) {
    messages.add(params);
  }

  @Override
  public void logMessage(MessageParams params) {
    messages.add(params);
  }

  @Override
  public void telemetryEvent(Object object) {}

  @Override
  public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public CompletableFuture<Void> registerCapability(RegistrationParams params) {
    return CompletableFuture.completedFuture(null);
  }
}
