package dev.cairn.lsp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.report.Explanation;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import java.util.List;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Range;

/**
 * The hover of the findings under the cursor, in Markdown: each one's rule id, severity and
 * message, its rule's METADATA title and description, the keys it found missing, its resource,
 * why that line ({@code cairn scan --explain}'s ranked paths, as the CLI prints them) and the
 * rule's documentation link.
 */
final class FindingHover {
  private FindingHover() {}

  /** One finding and the paths its result used ({@code --explain}), empty when its check gives none. */
  record Explained(Finding finding, List<Explanation> explanation) {}

  static Hover of(List<Explained> findings, Range range) {
    StringBuilder md = new StringBuilder();
    for (Explained e : findings) {
      if (md.length() > 0) {
        md.append("\n---\n\n");
      }
      finding(e, md);
    }
    return new Hover(new MarkupContent(MarkupKind.MARKDOWN, md.toString()), range);
  }

  private static void finding(Explained e, StringBuilder md) {
    Finding f = e.finding();
    md.append("**").append(escape(f.ruleId())).append("** (").append(escape(f.severity())).append("): ")
        .append(escape(f.message())).append("\n\n");
    JsonNode meta = f.metadata();
    String title = text(meta, "title");
    String description = text(meta, "description");
    if (title != null || description != null) {
      md.append(title == null ? "" : "*" + escape(title) + "*").append(title != null && description != null ? ": " : "")
          .append(description == null ? "" : escape(description)).append("\n\n");
    }
    FindingLocation l = f.location();
    if (l != null && !l.missing().isEmpty()) {
      md.append("Missing: `").append(String.join("/", l.missing().stream().map(String::valueOf).toList()))
          .append("`\n\n");
    }
    if (f.resource() != null) {
      md.append("Resource: `").append(f.resource().id()).append('`')
          .append(f.resource().type() == null ? "" : " (" + escape(f.resource().type()) + ")").append("\n\n");
    }
    if (!e.explanation().isEmpty()) {
      md.append("Why this line (`cairn scan --explain`, every path the result used, ranked):\n\n```text\n");
      for (Explanation x : e.explanation()) {
        md.append(x.describe()).append('\n');
      }
      md.append("```\n\n");
    }
    String link = FindingDiagnostics.documentation(meta);
    if (link != null) {
      md.append("[Documentation of ").append(escape(f.ruleId())).append("](").append(link.replace(")", "%29"))
          .append(")\n\n");
    }
  }

  private static String text(JsonNode meta, String field) {
    JsonNode n = meta == null ? null : meta.get(field);
    return n != null && n.isTextual() && !n.asText().isBlank() ? n.asText().strip() : null;
  }

  /**
   * Text shown as written: the Markdown punctuation that acts inside a line escaped, HTML's angle
   * brackets too (no escaped text starts a line, so list and heading marks need none).
   */
  static String escape(String s) {
    StringBuilder out = new StringBuilder(s.length() + 8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if ("\\`*_[]<>|~".indexOf(c) >= 0) {
        out.append('\\');
      }
      out.append(c);
    }
    return out.toString();
  }
}
