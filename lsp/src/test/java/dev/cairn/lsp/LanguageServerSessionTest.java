package dev.cairn.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.FileChangeType;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.services.LanguageServer;
import dev.cairn.testkit.Fixtures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server driven by LSP4J's own client over pipes, as an editor drives {@code cairn lsp}. */
class LanguageServerSessionTest {
  private static final String POLICY = """
      package main

      import rego.v1

      deny contains msg if {
        input.metadata.name == "bad"
        msg := "the name must not be bad"
      }
      """;

  @TempDir Path workspace;
  private EditorSession editor;
  private RecordingClient client;
  private LanguageServer server;

  @BeforeEach
  void start() throws IOException {
    Files.createDirectories(workspace.resolve("policy"));
    Files.writeString(workspace.resolve("policy/deny.rego"), POLICY);
    editor = new EditorSession(workspace);
    client = editor.client;
    server = editor.server;
  }

  @AfterEach
  void stop() {
    editor.close();
  }

  private InitializeResult initialize(JsonObject options) throws Exception {
    return editor.initialize(options);
  }

  private String open(String file, String languageId, String text) {
    return editor.open(file, languageId, text);
  }

  private void change(String uri, int version, String text) {
    editor.change(uri, version, text);
  }

  @Test
  void aRegoFindingIsADiagnosticAtItsLine() throws Exception {
    assertThat(initialize(null).getCapabilities().getTextDocumentSync().getRight().getChange()).isNotNull();
    String uri = open("pod.yaml", "yaml", "apiVersion: v1\nkind: Pod\nmetadata:\n  name: bad\n");

    List<Diagnostic> d = client.awaitDiagnostics(uri, x -> !x.isEmpty());

    assertThat(d).hasSize(1);
    assertThat(d.get(0).getMessage()).isEqualTo("the name must not be bad");
    assertThat(d.get(0).getSeverity()).isEqualTo(DiagnosticSeverity.Error);
    assertThat(d.get(0).getSource()).isEqualTo("cairn");
    assertThat(d.get(0).getRange().getStart().getLine()).isEqualTo(3);
    assertThat(d.get(0).getRange().getEnd().getLine()).isEqualTo(3);
  }

  @Test
  void aChangeMovesTheDiagnosticAndAFixClearsIt() throws Exception {
    initialize(null);
    String uri = open("pod.yaml", "yaml", "metadata:\n  name: bad\n");
    assertThat(client.awaitDiagnostics(uri, x -> !x.isEmpty()).get(0).getRange().getStart().getLine()).isEqualTo(1);

    change(uri, 2, "kind: Pod\napiVersion: v1\nmetadata:\n  labels: {}\n  name: bad\n");
    List<Diagnostic> moved = client.awaitDiagnostics(uri, x -> !x.isEmpty() && x.get(0).getRange().getStart().getLine() != 1);
    assertThat(moved.get(0).getRange().getStart().getLine()).isEqualTo(4);

    change(uri, 3, "kind: Pod\napiVersion: v1\nmetadata:\n  labels: {}\n  name: good\n");
    assertThat(client.awaitDiagnostics(uri, List::isEmpty)).isEmpty();
  }

  @Test
  void aParseErrorIsADiagnosticAtItsLocationAndTheServerGoesOn() throws Exception {
    initialize(null);
    String uri = open("broken.yaml", "yaml", "metadata:\n  name: bad\n  labels: [a, b\n");

    List<Diagnostic> d = client.awaitDiagnostics(uri, x -> !x.isEmpty());

    assertThat(d).hasSize(1);
    assertThat(d.get(0).getSeverity()).isEqualTo(DiagnosticSeverity.Error);
    assertThat(d.get(0).getRange().getStart().getLine()).isGreaterThanOrEqualTo(2);
    change(uri, 2, "metadata:\n  name: bad\n  labels: [a, b]\n");
    assertThat(client.awaitDiagnostics(uri, x -> x.size() == 1 && x.get(0).getMessage().contains("must not be bad")))
        .hasSize(1);
  }

  @Test
  void anEditedPolicyIsEvaluatedAgain() throws Exception {
    initialize(null);
    String uri = open("pod.yaml", "yaml", "metadata:\n  name: bad\n");
    client.awaitDiagnostics(uri, x -> !x.isEmpty());

    Path policy = workspace.resolve("policy/deny.rego");
    Files.writeString(policy, POLICY.replace("the name must not be bad", "bad is not a name"));
    server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(
        List.of(new FileEvent(policy.toUri().toString(), FileChangeType.Changed))));

    assertThat(client.awaitDiagnostics(uri, x -> !x.isEmpty() && x.get(0).getMessage().equals("bad is not a name")))
        .hasSize(1);
  }

  @Test
  void aRegoCompileErrorIsADiagnosticOfThePolicyFile() throws Exception {
    Path policy = workspace.resolve("policy/deny.rego");
    Files.writeString(policy, "package main\n\nimport rego.v1\n\ndeny contains msg if {\n  msg := \n}\n");
    initialize(null);
    String policyUri = policy.toUri().toString();

    List<Diagnostic> d = client.awaitDiagnostics(policyUri, x -> !x.isEmpty());

    assertThat(d.get(0).getRange().getStart().getLine()).isBetween(5, 6);
    Files.writeString(policy, POLICY);
    server.getWorkspaceService().didChangeWatchedFiles(new DidChangeWatchedFilesParams(
        List.of(new FileEvent(policyUri, FileChangeType.Changed))));
    assertThat(client.awaitDiagnostics(policyUri, List::isEmpty)).isEmpty();
  }

  @Test
  void theSettingsChooseThePolicyDirectory() throws Exception {
    Files.createDirectories(workspace.resolve("rules"));
    Files.writeString(workspace.resolve("rules/other.rego"),
        POLICY.replace("\"bad\"", "\"other\"").replace("the name must not be bad", "other rules"));
    JsonObject options = JsonParser.parseString("{\"cairn\": {\"policies\": [\"rules\"]}}").getAsJsonObject();
    initialize(options);

    String uri = open("pod.yaml", "yaml", "metadata:\n  name: other\n");

    assertThat(client.awaitDiagnostics(uri, x -> !x.isEmpty()).get(0).getMessage()).isEqualTo("other rules");
  }

  private static final String POD = """
      apiVersion: v1
      kind: Pod
      metadata:
        name: web
        namespace: prod
        labels:
          app: web
          owner: alice
      """;

  /** Beside the Rego policy: a Guard rule and the labels ConstraintTemplate and constraint of the fixtures. */
  private void addGuardAndConstraint() throws IOException {
    Files.writeString(workspace.resolve("policy/names.guard"), "rule not_web {\n  metadata.name != 'web' <<web is taken>>\n}\n");
    for (String f : List.of("template.yaml", "constraint.yaml")) {
      Files.copy(Fixtures.path("constraints/labels/" + f), workspace.resolve("policy/" + f));
    }
  }

  @Test
  void everyKindOfCheckGivesDiagnosticsAtItsLine() throws Exception {
    addGuardAndConstraint();
    initialize(null);
    String uri = open("pod.yaml", "yaml", POD);

    List<Diagnostic> d = client.awaitDiagnostics(uri, x -> x.size() == 2);

    assertThat(d).extracting(x -> x.getRange().getStart().getLine() + " " + x.getCode().getLeft()).containsExactly(
        "3 not_web", "7 K8sRequiredLabels/owner-must-be-a-team");
    assertThat(d.get(1).getRange().getStart().getCharacter()).isEqualTo(4);
  }

  @Test
  void theSettingsChooseWhichChecksRun() throws Exception {
    addGuardAndConstraint();
    initialize(JsonParser.parseString("{\"checks\": [\"guard\"]}").getAsJsonObject());
    String uri = open("pod.yaml", "yaml", POD);

    List<Diagnostic> d = client.awaitDiagnostics(uri, x -> true);

    assertThat(d).extracting(Diagnostic::getMessage).containsExactly("web is taken");
  }

  @Test
  void closingADocumentClearsItsDiagnostics() throws Exception {
    initialize(null);
    String uri = open("pod.yaml", "yaml", "metadata:\n  name: bad\n");
    client.awaitDiagnostics(uri, x -> !x.isEmpty());

    server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));

    assertThat(client.awaitDiagnostics(uri, List::isEmpty)).isEmpty();
  }

  static byte[] frame(String content) {
    byte[] body = content.getBytes(StandardCharsets.UTF_8);
    byte[] header = ("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    byte[] out = new byte[header.length + body.length];
    System.arraycopy(header, 0, out, 0, header.length);
    System.arraycopy(body, 0, out, header.length, body.length);
    return out;
  }
}
