package dev.cairn.lsp;

import dev.cairn.report.Finding;
import dev.cairn.scan.SuppressionComment;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The quick fixes of the findings in a range: for each, the missing key inserted (when its rule's
 * METADATA names the value, {@link MissingKeyFix}) and the suppression comment ({@link
 * SuppressionFix}). Each edit names the document version it was made for when the client takes
 * versioned edits, so an editor never applies it to a text that has changed since.
 */
final class FindingActions {
  private FindingActions() {}

  static List<CodeAction> of(Evaluation e, List<Integer> findings, boolean versionedEdits) {
    List<CodeAction> out = new ArrayList<>();
    TextLines lines = new TextLines(e.text());
    Set<String> suppressions = new HashSet<>();
    for (int i : findings) {
      Finding f = e.findings().get(i);
      Optional<TextEdit> fix = MissingKeyFix.of(e, f, lines);
      if (fix.isPresent()) {
        String keys = String.join("/", f.location().missing().stream().map(String::valueOf).toList());
        CodeAction a = action("Add " + keys + " (" + f.ruleId() + "'s fix)", e, i, fix.get(), versionedEdits);
        a.setIsPreferred(true);
        out.add(a);
      }
      String rule = SuppressionComment.rule(f).orElse(null);
      // One comment per rule and line: several findings of a rule on a line share it.
      if (rule != null && f.location() != null && suppressions.add(rule + "@" + f.location().line())) {
        SuppressionFix.of(e, f, lines).ifPresent(edit ->
            out.add(action("Suppress " + rule + " here (# cairn:ignore)", e, i, edit, versionedEdits)));
      }
    }
    return out;
  }

  private static CodeAction action(String title, Evaluation e, int finding, TextEdit edit, boolean versioned) {
    CodeAction a = new CodeAction(title);
    a.setKind(CodeActionKind.QuickFix);
    a.setDiagnostics(List.of(e.diagnostic(finding)));
    String uri = e.document().uri();
    WorkspaceEdit workspaceEdit;
    if (versioned) {
      workspaceEdit = new WorkspaceEdit(List.of(Either.forLeft(new TextDocumentEdit(
          new VersionedTextDocumentIdentifier(uri, e.document().version()), List.of(edit)))));
      workspaceEdit.setChanges(null);
    } else {
      workspaceEdit = new WorkspaceEdit(Map.of(uri, List.of(edit)));
    }
    a.setEdit(workspaceEdit);
    return a;
  }
}
