package dev.cairn.lsp;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.InputFormat;
import dev.cairn.locator.SourceFile;
import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * One version of a document as it was checked and published: its text, the findings and the
 * diagnostics made of them. Hover and code actions answer from it, so that they speak of the
 * diagnostics the editor shows, at the lines of the text they were found in. What only they need
 * (the explained findings, the parsed documents) is computed on the first ask, once.
 *
 * @param name the name the scan gave the document
 * @param format the format it was read in, null when none (then no edit is offered)
 * @param findings the findings, whose diagnostics are the first of {@code diagnostics}, in order
 * @param policies the policies it was checked with
 */
record Evaluation(
    OpenDocument document,
    String name,
    InputFormat format,
    List<Finding> findings,
    List<Diagnostic> diagnostics,
    LoadedPolicies policies,
    Lazy<ScanReport> explained,
    Lazy<SourceFile> parsed) {

  Evaluation {
    findings = List.copyOf(findings);
    diagnostics = List.copyOf(diagnostics);
  }

  static Evaluation of(OpenDocument document, String name, InputFormat format, ScanReport report,
      List<Diagnostic> diagnostics, LoadedPolicies policies) {
    return new Evaluation(document, name, format, report.findings(), diagnostics, policies, new Lazy<>(),
        new Lazy<>());
  }

  /** A document whose check failed as a whole: its one diagnostic says why. */
  static Evaluation failed(OpenDocument document, String name, Diagnostic problem, LoadedPolicies policies) {
    return new Evaluation(document, name, null, List.of(), List.of(problem), policies, new Lazy<>(), new Lazy<>());
  }

  String text() {
    return document.text();
  }

  Diagnostic diagnostic(int finding) {
    return diagnostics.get(finding);
  }

  /**
   * The indices of the innermost findings at the position: of those whose region holds it (ends
   * included), the ones with the smallest region, so that on a property inside a resource the
   * property's findings are meant, not the resource's.
   */
  List<Integer> findingsAt(Position p) {
    List<Integer> holding = findingsIn(new Range(p, p));
    Range smallest = null;
    for (int i : holding) {
      Range r = diagnostics.get(i).getRange();
      if (smallest == null || compare(size(r), size(smallest)) < 0) {
        smallest = r;
      }
    }
    Position least = smallest == null ? null : size(smallest);
    return holding.stream().filter(i -> compare(size(diagnostics.get(i).getRange()), least) == 0).toList();
  }

  /** The indices of the findings whose diagnostics are among these (as the client sent them back). */
  List<Integer> findingsOf(List<Diagnostic> shown) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < findings.size(); i++) {
      Diagnostic d = diagnostics.get(i);
      if (shown.stream().anyMatch(s -> d.getRange().equals(s.getRange()) && d.getMessage().equals(s.getMessage())
          && java.util.Objects.equals(d.getCode(), s.getCode()))) {
        out.add(i);
      }
    }
    return out;
  }

  /** A region's extent, as lines and then columns (the columns are a difference only on one line). */
  private static Position size(Range r) {
    int lines = r.getEnd().getLine() - r.getStart().getLine();
    return new Position(lines, lines == 0 ? r.getEnd().getCharacter() - r.getStart().getCharacter() : r.getEnd().getCharacter());
  }

  /** The indices of the findings whose region meets the range (ends included). */
  private List<Integer> findingsIn(Range r) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < findings.size(); i++) {
      Range d = diagnostics.get(i).getRange();
      if (compare(d.getStart(), r.getEnd()) <= 0 && compare(r.getStart(), d.getEnd()) <= 0) {
        out.add(i);
      }
    }
    return out;
  }

  /** The document's text parsed as the scan parsed it. */
  SourceFile parse() {
    return parsed.get(() -> parse(text()));
  }

  /** Another text of this document, parsed as the scan parses it. */
  SourceFile parse(String text) {
    return DocumentLoader.builder().build().load(name, text, format);
  }

  private static int compare(Position a, Position b) {
    return a.getLine() != b.getLine()
        ? Integer.compare(a.getLine(), b.getLine())
        : Integer.compare(a.getCharacter(), b.getCharacter());
  }

  /** A value computed on the first ask, by whichever thread asks first; a failure is not kept. */
  static final class Lazy<T> {
    private T value;

    synchronized T get(Supplier<T> compute) {
      if (value == null) {
        value = compute.get();
      }
      return value;
    }
  }
}
