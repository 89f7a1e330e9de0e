package dev.cairn.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.conftest.RegoCheck;
import dev.cairn.report.Explanation;
import dev.cairn.report.Finding;
import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hover and quick fixes, asked for by LSP4J's client as an editor asks, their edits applied and checked again. */
class HoverAndCodeActionTest {
  static final String POLICY = """
      package main

      import rego.v1

      buckets[name] := r if {
        some name, r in input.Resources
        r.Type == "AWS::S3::Bucket"
      }

      # METADATA
      # title: Buckets must be versioned
      # description: Turn versioning on, so that an overwritten object can be restored.
      # related_resources:
      # - ref: https://docs.aws.amazon.com/AmazonS3/latest/userguide/Versioning.html
      # custom:
      #   id: S3_VERSIONING
      #   severity: medium
      #   fix:
      #     value: Enabled
      deny_versioning contains msg if {
        some name, r in buckets
        not r.Properties.VersioningConfiguration.Status == "Enabled"
        msg := sprintf("bucket %s is not versioned", [name])
      }

      # METADATA
      # custom:
      #   id: S3_ENCRYPTION
      #   fix:
      #     value:
      #       ServerSideEncryptionConfiguration:
      #       - ServerSideEncryptionByDefault:
      #           SSEAlgorithm: aws:kms
      deny_encryption contains msg if {
        some name, r in buckets
        not r.Properties.BucketEncryption
        msg := sprintf("bucket %s is not encrypted", [name])
      }

      # METADATA
      # custom:
      #   id: S3_PUBLIC
      #   severity: critical
      deny_public contains msg if {
        some name, r in buckets
        r.Properties.AccessControl == "PublicRead"
        msg := sprintf("bucket %s is public", [name])
      }
      """;

  static final String TEMPLATE = """
      Resources:
        Logs:
          Type: AWS::S3::Bucket
          Properties:
            BucketName: logs
            AccessControl: PublicRead
      """;

  @TempDir Path workspace;
  private EditorSession editor;

  @BeforeEach
  void start() throws Exception {
    Files.createDirectories(workspace.resolve("policy"));
    Files.writeString(workspace.resolve("policy/s3.rego"), POLICY);
    editor = new EditorSession(workspace);
  }

  @AfterEach
  void stop() {
    editor.close();
  }

  private String openTemplate(String text) throws InterruptedException {
    String uri = editor.open("template.yaml", "yaml", text);
    editor.client.awaitDiagnostics(uri, d -> !d.isEmpty());
    return uri;
  }

  private static Diagnostic diagnostic(List<Diagnostic> all, String code) {
    return all.stream().filter(d -> d.getCode().getLeft().equals(code)).findFirst().orElseThrow();
  }

  private static List<String> codes(List<Diagnostic> all) {
    return all.stream().map(d -> d.getCode().getLeft()).sorted().toList();
  }

  @Test
  void theServerOffersHoverAndQuickFixes() throws Exception {
    var capabilities = editor.initialize(null).getCapabilities();

    assertThat(capabilities.getHoverProvider().getLeft()).isTrue();
    assertThat(capabilities.getCodeActionProvider().getRight().getCodeActionKinds()).containsExactly(CodeActionKind.QuickFix);
  }

  @Test
  void hoverGivesTheReasonsCairnScanExplainPrints() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);

    Hover hover = editor.hover(uri, 5, 10);

    String md = hover.getContents().getRight().getValue();
    assertThat(hover.getContents().getRight().getKind()).isEqualTo("markdown");
    assertThat(md).startsWith("**S3\\_PUBLIC** (critical): bucket Logs is public");
    List<Explanation> expected = explained(TEMPLATE, "S3_PUBLIC");
    assertThat(expected).isNotEmpty();
    for (Explanation e : expected) {
      assertThat(md).contains(e.describe());
    }
    assertThat(md).contains("#0 cause template.yaml:6:7 Resources/Logs/Properties/AccessControl: tested by equal");
    assertThat(hover.getRange().getStart()).isEqualTo(new Position(5, 6));
  }

  @Test
  void hoverOnAMissingKeyShowsTheRulesMetadataAndLink() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);

    String md = editor.hover(uri, 3, 6).getContents().getRight().getValue();

    // Both findings on the Properties entry, each with what it misses.
    assertThat(md).contains("**S3\\_VERSIONING** (medium): bucket Logs is not versioned",
        "*Buckets must be versioned*: Turn versioning on, so that an overwritten object can be restored.",
        "Missing: `VersioningConfiguration/Status`",
        "Resource: `Logs` (AWS::S3::Bucket)",
        "[Documentation of S3\\_VERSIONING](https://docs.aws.amazon.com/AmazonS3/latest/userguide/Versioning.html)",
        "**S3\\_ENCRYPTION** (error): bucket Logs is not encrypted", "Missing: `BucketEncryption`");
    for (Explanation e : explained(TEMPLATE, "S3_VERSIONING")) {
      assertThat(md).contains(e.describe());
    }
  }

  @Test
  void noHoverWhereThereIsNoFinding() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);

    assertThat(editor.hover(uri, 0, 2)).isNull();
  }

  @Test
  void theSuppressionQuickFixSuppressesTheFindingUntilItsReasonIsFilledIn() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);

    List<CodeAction> actions = editor.codeActions(uri, new Range(new Position(5, 8), new Position(5, 8)));

    assertThat(actions).extracting(CodeAction::getTitle).containsExactly("Suppress S3_PUBLIC here (# cairn:ignore)");
    CodeAction suppress = actions.get(0);
    assertThat(suppress.getKind()).isEqualTo(CodeActionKind.QuickFix);
    assertThat(suppress.getDiagnostics()).extracting(d -> d.getCode().getLeft()).containsExactly("S3_PUBLIC");
    String edited = EditorSession.apply(TEMPLATE, suppress.getEdit());
    assertThat(edited).isEqualTo(TEMPLATE.replace("      AccessControl",
        "      # cairn:ignore S3_PUBLIC reason=\"\"\n      AccessControl"));

    editor.change(uri, 2, edited);
    List<Diagnostic> after = editor.client.awaitDiagnostics(uri, d -> d.stream().noneMatch(x -> x.getCode().getLeft().equals("S3_PUBLIC")));
    assertThat(codes(after)).containsExactly("S3_ENCRYPTION", "S3_VERSIONING", "cairn-suppression");
    assertThat(diagnostic(after, "cairn-suppression").getMessage()).contains("without a reason");
    assertThat(diagnostic(after, "cairn-suppression").getRange().getStart().getLine()).isEqualTo(5);

    editor.change(uri, 3, edited.replace("reason=\"\"", "reason=\"a public website\""));
    assertThat(codes(editor.client.awaitDiagnostics(uri, d -> d.size() == 2))).containsExactly("S3_ENCRYPTION", "S3_VERSIONING");
  }

  @Test
  void aSecondSuppressionJoinsTheCommentAboveTheLine() throws Exception {
    editor.initialize(null);
    String text = TEMPLATE.replace("    Properties:", "    # cairn:ignore S3_ENCRYPTION reason=\"keys are managed elsewhere\"\n    Properties:");
    String uri = editor.open("template.yaml", "yaml", text);
    List<Diagnostic> before = editor.client.awaitDiagnostics(uri, d -> !d.isEmpty());
    assertThat(codes(before)).doesNotContain("S3_ENCRYPTION");

    List<CodeAction> actions = editor.codeActions(uri, diagnostic(before, "S3_VERSIONING").getRange());
    CodeAction suppress = actions.stream().filter(a -> a.getTitle().startsWith("Suppress")).findFirst().orElseThrow();
    String edited = EditorSession.apply(text, suppress.getEdit());

    assertThat(edited).contains("    # cairn:ignore S3_VERSIONING,S3_ENCRYPTION reason=\"keys are managed elsewhere\"\n    Properties:");
    editor.change(uri, 2, edited);
    assertThat(codes(editor.client.awaitDiagnostics(uri, d -> d.size() == 1))).containsExactly("S3_PUBLIC");
  }

  @Test
  void theMissingKeyQuickFixInsertsTheMetadataValueAndTheFindingGoes() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);

    List<CodeAction> actions = editor.codeActions(uri, new Range(new Position(3, 4), new Position(3, 4)));

    assertThat(actions).extracting(CodeAction::getTitle).containsExactlyInAnyOrder(
        "Add VersioningConfiguration/Status (S3_VERSIONING's fix)", "Suppress S3_VERSIONING here (# cairn:ignore)",
        "Add BucketEncryption (S3_ENCRYPTION's fix)", "Suppress S3_ENCRYPTION here (# cairn:ignore)");
    CodeAction versioning = actions.stream().filter(a -> a.getTitle().startsWith("Add Versioning")).findFirst().orElseThrow();
    assertThat(versioning.getIsPreferred()).isTrue();
    String edited = EditorSession.apply(TEMPLATE, versioning.getEdit());
    assertThat(edited).isEqualTo(TEMPLATE.replace("      BucketName: logs",
        "      VersioningConfiguration:\n        Status: Enabled\n      BucketName: logs"));

    editor.change(uri, 2, edited);
    List<Diagnostic> after = editor.client.awaitDiagnostics(uri, d -> d.size() == 2);
    assertThat(codes(after)).containsExactly("S3_ENCRYPTION", "S3_PUBLIC");

    CodeAction encryption = editor.codeActions(uri, diagnostic(after, "S3_ENCRYPTION").getRange()).stream()
        .filter(a -> a.getTitle().startsWith("Add BucketEncryption")).findFirst().orElseThrow();
    String encrypted = EditorSession.apply(edited, encryption.getEdit());
    assertThat(encrypted).contains("""
              BucketEncryption:
                ServerSideEncryptionConfiguration:
                - ServerSideEncryptionByDefault:
                    SSEAlgorithm: aws:kms
              VersioningConfiguration:
        """);
    editor.change(uri, 3, encrypted);
    assertThat(codes(editor.client.awaitDiagnostics(uri, d -> d.size() == 1))).containsExactly("S3_PUBLIC");
  }

  @Test
  void aFlowMappingGetsNoInsertionOnlyTheSuppressions() throws Exception {
    editor.initialize(null);
    String text = """
        Resources:
          Logs:
            Properties: {BucketName: logs}
            Type: AWS::S3::Bucket
        """;
    String uri = openTemplate(text);

    List<CodeAction> actions = editor.codeActions(uri, new Range(new Position(2, 4), new Position(2, 4)));

    assertThat(actions).extracting(CodeAction::getTitle).containsExactlyInAnyOrder(
        "Suppress S3_VERSIONING here (# cairn:ignore)", "Suppress S3_ENCRYPTION here (# cairn:ignore)");
  }

  @Test
  void aKeyGoesIntoAMappingThatIsAListItemAtItsColumn() throws Exception {
    Files.writeString(workspace.resolve("policy/s3.rego"), """
        package main

        import rego.v1

        # METADATA
        # custom:
        #   id: NON_ROOT
        #   fix:
        #     value: true
        deny contains msg if {
          some c in input.spec.containers
          not c.securityContext.runAsNonRoot
          msg := sprintf("container %s may run as root", [c.name])
        }
        """);
    editor.initialize(null);
    String text = "spec:\n  containers:\n  - name: web\n    image: nginx\n";
    String uri = openTemplate(text);

    CodeAction fix = editor.codeActions(uri, new Range(new Position(2, 4), new Position(2, 4))).get(0);

    String edited = EditorSession.apply(text, fix.getEdit());
    assertThat(edited).isEqualTo("spec:\n  containers:\n  - securityContext:\n      runAsNonRoot: true\n    name: web\n    image: nginx\n");
    editor.change(uri, 2, edited);
    assertThat(editor.client.awaitDiagnostics(uri, List::isEmpty)).isEmpty();
  }

  @Test
  void aJsonDocumentGetsNoSuppressionComment() throws Exception {
    editor.initialize(null);
    String uri = editor.open("template.json", "json",
        "{\"Resources\": {\"Logs\": {\"Type\": \"AWS::S3::Bucket\", \"Properties\": {\"AccessControl\": \"PublicRead\"}}}}");
    editor.client.awaitDiagnostics(uri, d -> !d.isEmpty());

    assertThat(editor.codeActions(uri, new Range(new Position(0, 0), new Position(0, 200))))
        .extracting(CodeAction::getTitle).noneMatch(t -> t.startsWith("Suppress"));
  }

  @Test
  void aJsonObjectGetsTheMissingKeyAsItsFirstMember() throws Exception {
    editor.initialize(null);
    String text = "{\n  \"Resources\": {\n    \"Logs\": {\n      \"Type\": \"AWS::S3::Bucket\",\n"
        + "      \"Properties\": {\n        \"BucketName\": \"logs\"\n      }\n    }\n  }\n}\n";
    String uri = editor.open("template.json", "json", text);
    editor.client.awaitDiagnostics(uri, d -> d.size() == 2);

    CodeAction versioning = editor.codeActions(uri, new Range(new Position(4, 6), new Position(4, 6))).stream()
        .filter(a -> a.getTitle().startsWith("Add Versioning")).findFirst().orElseThrow();

    String edited = EditorSession.apply(text, versioning.getEdit());
    assertThat(edited).isEqualTo(text.replace("        \"BucketName\"",
        "        \"VersioningConfiguration\":{\"Status\":\"Enabled\"},\n        \"BucketName\""));
    editor.change(uri, 2, edited);
    assertThat(codes(editor.client.awaitDiagnostics(uri, d -> d.size() == 1))).containsExactly("S3_ENCRYPTION");
  }

  @Test
  void editsNameTheDocumentVersionWhenTheClientTakesVersionedEdits() throws Exception {
    WorkspaceClientCapabilities workspaceCapabilities = new WorkspaceClientCapabilities();
    WorkspaceEditCapabilities edits = new WorkspaceEditCapabilities();
    edits.setDocumentChanges(true);
    workspaceCapabilities.setWorkspaceEdit(edits);
    ClientCapabilities capabilities = new ClientCapabilities();
    capabilities.setWorkspace(workspaceCapabilities);
    editor.initialize(null, capabilities);
    String uri = openTemplate(TEMPLATE);

    CodeAction action = editor.codeActions(uri, new Range(new Position(5, 8), new Position(5, 8))).get(0);

    assertThat(action.getEdit().getChanges()).isNullOrEmpty();
    var change = action.getEdit().getDocumentChanges().get(0).getLeft();
    assertThat(change.getTextDocument().getUri()).isEqualTo(uri);
    assertThat(change.getTextDocument().getVersion()).isEqualTo(1);
  }

  /**
   * The hover and the quick fixes of the template as the client received them, as JSON, written
   * to target/lsp-transcript.json: the transcript docs/integrations/editors.md shows.
   */
  @Test
  void transcript() throws Exception {
    editor.initialize(null);
    String uri = openTemplate(TEMPLATE);
    Hover hover = editor.hover(uri, 5, 10);
    List<CodeAction> actions = editor.codeActions(uri, new Range(new Position(3, 4), new Position(3, 4)));

    var gson = new org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler(java.util.Map.of(), b -> b.setPrettyPrinting()).getGson();
    String json = "{\"hover\": " + gson.toJson(hover) + ",\n\"codeActions\": " + gson.toJson(actions) + "}\n";
    Path out = Path.of("target/lsp-transcript.json");
    Files.createDirectories(out.getParent());
    Files.writeString(out, json.replace(workspace.toUri().toString(), "file:///work/"));

    assertThat(com.google.gson.JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("codeActions")).hasSize(4);
  }

  /** What {@code cairn scan --explain} gives the finding of that rule id in the text. */
  private List<Explanation> explained(String text, String ruleId) {
    RegoCheck rego = RegoCheck.builder().policy(workspace.resolve("policy")).explain(true).build();
    return Scan.of(rego).run(List.of(ScanInput.text("template.yaml", text))).findings().stream()
        .filter(f -> f.ruleId().equals(ruleId)).findFirst().map(Finding::explanation).orElseThrow();
  }
}
