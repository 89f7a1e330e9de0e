package dev.cairn.lsp;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

/** A server and LSP4J's client connected over pipes, as an editor runs {@code cairn lsp}. */
final class EditorSession implements AutoCloseable {
  private static final long PATIENCE_SECONDS = 60;

  final RecordingClient client = new RecordingClient();
  final LanguageServer server;
  private final LanguageServerSession session;
  private final Path workspace;

  EditorSession(Path workspace) throws IOException {
    this.workspace = workspace;
    PipedOutputStream toServer = new PipedOutputStream();
    PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
    PipedOutputStream toClient = new PipedOutputStream();
    PipedInputStream clientIn = new PipedInputStream(toClient, 1 << 16);
    session = LanguageServerSession.start(serverIn, toClient);
    Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, clientIn, toServer);
    launcher.startListening();
    server = launcher.getRemoteProxy();
  }

  InitializeResult initialize(JsonObject options) throws Exception {
    return initialize(options, new ClientCapabilities());
  }

  InitializeResult initialize(JsonObject options, ClientCapabilities capabilities) throws Exception {
    InitializeParams params = new InitializeParams();
    params.setWorkspaceFolders(List.of(new WorkspaceFolder(workspace.toUri().toString(), "ws")));
    params.setCapabilities(capabilities);
    params.setInitializationOptions(options);
    InitializeResult result = server.initialize(params).get(PATIENCE_SECONDS, TimeUnit.SECONDS);
    server.initialized(new InitializedParams());
    return result;
  }

  String open(String file, String languageId, String text) {
    String uri = workspace.resolve(file).toUri().toString();
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, languageId, 1, text)));
    return uri;
  }

  void change(String uri, int version, String text) {
    server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(uri, version), List.of(new TextDocumentContentChangeEvent(text))));
  }

  Hover hover(String uri, int line, int character) throws Exception {
    return server.getTextDocumentService()
        .hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(line, character)))
        .get(PATIENCE_SECONDS, TimeUnit.SECONDS);
  }

  List<CodeAction> codeActions(String uri, Range range) throws Exception {
    List<CodeAction> out = new ArrayList<>();
    for (Either<?, CodeAction> e : server.getTextDocumentService()
        .codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), range, new CodeActionContext(List.of())))
        .get(PATIENCE_SECONDS, TimeUnit.SECONDS)) {
      out.add(e.getRight());
    }
    return out;
  }

  /** The text after the edit's insertions, applied as an editor applies them (later positions first). */
  static String apply(String text, WorkspaceEdit edit) {
    List<TextEdit> edits = new ArrayList<>();
    if (edit.getChanges() != null) {
      edit.getChanges().values().forEach(edits::addAll);
    }
    if (edit.getDocumentChanges() != null) {
      for (Either<TextDocumentEdit, ?> c : edit.getDocumentChanges()) {
        edits.addAll(c.getLeft().getEdits());
      }
    }
    edits.sort(Comparator.comparing((TextEdit t) -> t.getRange().getStart().getLine())
        .thenComparing(t -> t.getRange().getStart().getCharacter()).reversed());
    for (TextEdit t : edits) {
      if (!t.getRange().getStart().equals(t.getRange().getEnd())) {
        throw new AssertionError("the quick fixes only insert, but this edit replaces: " + t);
      }
      text = new TextLines(text).insert(t.getRange().getStart(), t.getNewText());
    }
    return text;
  }

  @Override
  public void close() {
    session.close();
  }
}
