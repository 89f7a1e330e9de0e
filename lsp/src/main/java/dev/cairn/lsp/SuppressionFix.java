package dev.cairn.lsp;

import dev.cairn.locator.Document;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.scan.SuppressionComment;
import java.util.List;
import java.util.Optional;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;

/**
 * The quick fix that suppresses a finding where it is: {@code # cairn:ignore RULE reason=""} on a
 * line of its own above the finding's line, indented as that line is, which {@code cairn scan}
 * then reads as suppressing it (with a warning at the comment until the reason is filled in).
 * When the line above already is a {@code cairn:ignore} comment (which only applies to the line
 * right below it), the rule joins that comment's list instead. No fix is offered for a format
 * without {@code #} comments (JSON: use the resource's {@code Metadata}), nor when the edited text
 * would not read as the same values (a line inside a multi-line string, say).
 */
final class SuppressionFix {
  private static final String MARK = "cairn:ignore";

  private SuppressionFix() {}

  /** The edit, or empty when none is safe. */
  static Optional<TextEdit> of(Evaluation e, Finding f, TextLines lines) {
    if (f.location() == null || f.location().line() <= 0 || e.format() == null) {
      return Optional.empty();
    }
    Optional<String> comment = SuppressionComment.of(f, e.format());
    String line = lines.line(f.location().line() - 1);
    if (comment.isEmpty() || line == null) {
      return Optional.empty();
    }
    TextEdit edit = joining(SuppressionComment.rule(f).orElseThrow(), lines, f.location().line() - 1);
    if (edit == null) {
      Position at = new Position(f.location().line() - 1, 0);
      edit = new TextEdit(new Range(at, at), TextLines.indentation(line) + comment.get() + lines.lineBreak());
    }
    return readsTheSame(e, lines.insert(edit.getRange().getStart(), edit.getNewText())) ? Optional.of(edit) : Optional.empty();
  }

  /** The rule added to the {@code cairn:ignore} comment alone on the line above, or null when there is none. */
  private static TextEdit joining(String rule, TextLines lines, int line) {
    String above = line > 0 ? lines.line(line - 1) : null;
    if (above == null || !above.strip().startsWith("#")) {
      return null;
    }
    int mark = above.indexOf(MARK + " ");
    if (mark < 0) {
      return null;
    }
    Position at = new Position(line - 1, mark + MARK.length() + 1);
    return new TextEdit(new Range(at, at), rule + ",");
  }

  /** Whether the edited text parses to the values the document had: a comment changes none. */
  private static boolean readsTheSame(Evaluation e, String edited) {
    try {
      List<Document> before = e.parse().documents();
      SourceFile after = e.parse(edited);
      if (after.documents().size() != before.size()) {
        return false;
      }
      for (int i = 0; i < before.size(); i++) {
        if (!before.get(i).value().equals(after.documents().get(i).value())) {
          return false;
        }
      }
      return true;
    } catch (RuntimeException notReadable) {
      return false;
    }
  }
}
