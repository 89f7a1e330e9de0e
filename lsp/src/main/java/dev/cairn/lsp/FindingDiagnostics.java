package dev.cairn.lsp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.report.Finding;
import dev.cairn.report.FindingLocation;
import dev.cairn.report.InputError;
import dev.cairn.report.ScanReport;
import dev.cairn.report.Severity;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.DiagnosticCodeDescription;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * A scan report of one document as LSP diagnostics: each finding at its region (reports count
 * lines and UTF-16 columns from 1, LSP from 0, and both end columns are exclusive) with its
 * severity, rule id, documentation link and related locations, and the keys it found missing
 * after its message, as {@code cairn scan} prints them; each error (a parse error, a rule that
 * failed on the document) at its position.
 */
final class FindingDiagnostics {
  static final String SOURCE = "cairn";

  private FindingDiagnostics() {}

  static List<Diagnostic> of(ScanReport report, String uri) {
    List<Diagnostic> out = new ArrayList<>(report.findings().size() + report.errors().size());
    for (Finding f : report.findings()) {
      out.add(finding(f, uri));
    }
    for (InputError e : report.errors()) {
      String message = e.rule() == null ? e.message() : e.rule() + ": " + e.message();
      out.add(problem(e.line(), e.column(), message));
    }
    return out;
  }

  /** A problem at a 1-based line and column (0: the start of the file), one character wide. */
  static Diagnostic problem(int line, int column, String message) {
    Position start = new Position(Math.max(0, line - 1), Math.max(0, column - 1));
    Position end = new Position(start.getLine(), start.getCharacter() + 1);
    Diagnostic d = new Diagnostic(new Range(start, end), message, DiagnosticSeverity.Error, SOURCE);
    return d;
  }

  private static Diagnostic finding(Finding f, String uri) {
    String message = f.location() == null || f.location().missing().isEmpty()
        ? f.message()
        : f.message() + " (missing: " + String.join("/", f.location().missing().stream().map(String::valueOf).toList()) + ")";
    Diagnostic d = new Diagnostic(range(f.location()), message, severity(f.severity()), SOURCE, f.ruleId());
    String link = documentation(f.metadata());
    if (link != null) {
      d.setCodeDescription(new DiagnosticCodeDescription(link));
    }
    if (!f.relatedLocations().isEmpty()) {
      List<DiagnosticRelatedInformation> related = new ArrayList<>(f.relatedLocations().size());
      for (FindingLocation l : f.relatedLocations()) {
        related.add(new DiagnosticRelatedInformation(new Location(uri, range(l)), "used: " + path(l.path())));
      }
      d.setRelatedInformation(related);
    }
    return d;
  }

  private static Range range(FindingLocation l) {
    if (l == null || l.line() <= 0) {
      return new Range(new Position(0, 0), new Position(0, 0));
    }
    Position start = new Position(l.line() - 1, Math.max(0, l.column() - 1));
    Position end = l.endLine() <= 0 ? start : new Position(l.endLine() - 1, Math.max(0, l.endColumn() - 1));
    return new Range(start, end);
  }

  private static DiagnosticSeverity severity(String severity) {
    return switch (Severity.level(severity)) {
      case ERROR -> DiagnosticSeverity.Error;
      case WARNING -> DiagnosticSeverity.Warning;
      case NOTE -> DiagnosticSeverity.Information;
    };
  }

  /** The first {@code related_resources} link of the rule's METADATA, as SARIF's helpUri. */
  static String documentation(JsonNode metadata) {
    JsonNode ref = metadata == null ? null : metadata.path("related_resources").path(0).get("ref");
    return ref != null && ref.isTextual() ? ref.asText() : null;
  }

  private static String path(List<Object> path) {
    StringBuilder sb = new StringBuilder();
    for (Object p : path) {
      sb.append(p instanceof Number ? "[" + p + "]" : (sb.length() == 0 ? "" : ".") + p);
    }
    return sb.toString();
  }
}
