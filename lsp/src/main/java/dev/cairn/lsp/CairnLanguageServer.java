package dev.cairn.lsp;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionOptions;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesRegistrationOptions;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.FileSystemWatcher;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Registration;
import org.eclipse.lsp4j.RegistrationParams;
import org.eclipse.lsp4j.SaveOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The language server: full-text document sync, diagnostics pushed for every open input, policy
 * files watched. The client is connected before any message is read ({@link #connect}).
 */
final class CairnLanguageServer implements LanguageServer, LanguageClientAware {
  /** Policy, data and configuration files whose change reloads the policies. */
  private static final String WATCHED = "**/*.{rego,guard,yaml,yml,json}";

  private final ScheduledExecutorService executor;
  private final Runnable onExit;
  private Workspace workspace;
  private LanguageClient client;
  private boolean watchesByRegistration;

  CairnLanguageServer(ScheduledExecutorService executor, Runnable onExit) {
    this.executor = executor;
    this.onExit = onExit;
  }

  @Override
  public void connect(LanguageClient client) {
    this.client = client;
    this.workspace = new Workspace(client, executor);
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    Path root = root(params);
    return CompletableFuture.supplyAsync(() -> {
      workspace.initialize(root, params.getInitializationOptions());
      var watch = params.getCapabilities() == null || params.getCapabilities().getWorkspace() == null
          ? null : params.getCapabilities().getWorkspace().getDidChangeWatchedFiles();
      watchesByRegistration = watch != null && Boolean.TRUE.equals(watch.getDynamicRegistration());
      var edits = params.getCapabilities() == null || params.getCapabilities().getWorkspace() == null
          ? null : params.getCapabilities().getWorkspace().getWorkspaceEdit();
      workspace.versionedEdits(edits != null && Boolean.TRUE.equals(edits.getDocumentChanges()));
      TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
      sync.setOpenClose(true);
      sync.setChange(TextDocumentSyncKind.Full);
      sync.setSave(new SaveOptions(false));
      ServerCapabilities capabilities = new ServerCapabilities();
      capabilities.setTextDocumentSync(sync);
      capabilities.setHoverProvider(true);
      capabilities.setCodeActionProvider(new CodeActionOptions(List.of(CodeActionKind.QuickFix)));
      String version = CairnLanguageServer.class.getPackage().getImplementationVersion();
      return new InitializeResult(capabilities, new ServerInfo("cairn", version == null ? "development" : version));
    }, executor);
  }

  @Override
  public void initialized(InitializedParams params) {
    if (watchesByRegistration) {
      var options = new DidChangeWatchedFilesRegistrationOptions(List.of(new FileSystemWatcher(Either.forLeft(WATCHED))));
      client.registerCapability(new RegistrationParams(
          List.of(new Registration("cairn-policies", "workspace/didChangeWatchedFiles", options))));
    }
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    onExit.run();
  }

  @Override
  public TextDocumentService getTextDocumentService() {
    return documents;
  }

  private final TextDocumentService documents = new TextDocumentService() {
      @Override
      public void didOpen(DidOpenTextDocumentParams params) {
        TextDocumentItem d = params.getTextDocument();
        workspace.open(new OpenDocument(d.getUri(), Workspace.path(d.getUri()), d.getLanguageId(), d.getVersion(), d.getText()));
      }

      @Override
      public void didChange(DidChangeTextDocumentParams params) {
        List<TextDocumentContentChangeEvent> changes = params.getContentChanges();
        if (!changes.isEmpty()) {
          // Full sync: the last change is the whole text.
          workspace.change(params.getTextDocument().getUri(), params.getTextDocument().getVersion(),
              changes.get(changes.size() - 1).getText());
        }
      }

      @Override
      public void didClose(DidCloseTextDocumentParams params) {
        workspace.close(params.getTextDocument().getUri());
      }

      @Override
      public void didSave(DidSaveTextDocumentParams params) {
        workspace.saved(params.getTextDocument().getUri());
      }

      @Override
      public CompletableFuture<Hover> hover(HoverParams params) {
        return CompletableFuture.supplyAsync(
            () -> workspace.hover(params.getTextDocument().getUri(), params.getPosition()), executor);
      }

      @Override
      public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
        if (only != null && only.stream().noneMatch(k -> CodeActionKind.QuickFix.startsWith(k))) {
          return CompletableFuture.completedFuture(List.of());
        }
        return CompletableFuture.supplyAsync(() -> workspace.codeActions(params.getTextDocument().getUri(), params.getRange(),
                params.getContext() == null ? null : params.getContext().getDiagnostics())
            .stream().map(Either::<Command, CodeAction>forRight).toList(), executor);
      }
    };

  @Override
  public WorkspaceService getWorkspaceService() {
    return workspaceEvents;
  }

  private final WorkspaceService workspaceEvents = new WorkspaceService() {
      @Override
      public void didChangeConfiguration(DidChangeConfigurationParams params) {
        workspace.configure(params.getSettings());
        workspace.reloadLater();
      }

      @Override
      public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
        workspace.filesChanged(params.getChanges().stream().map(FileEvent::getUri).toList());
      }
    };

  /** The first workspace folder, else the root URI, else the working directory. */
  private static Path root(InitializeParams params) {
    String uri = null;
    if (params.getWorkspaceFolders() != null && !params.getWorkspaceFolders().isEmpty()) {
      uri = params.getWorkspaceFolders().get(0).getUri();
    } else if (params.getRootUri() != null) {
      uri = params.getRootUri();
    }
    Path p = uri == null ? null : Workspace.path(uri);
    return p != null ? p : Path.of("").toAbsolutePath();
  }
}
