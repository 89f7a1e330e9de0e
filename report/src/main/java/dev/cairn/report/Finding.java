package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One located violation (design note, section 6): a result of a rule, with where it is.
 *
 * @param file the input file as given to the scan (relative to the scan root when possible)
 * @param document the document's index within a multi-document file (0 for single documents)
 * @param rule the rule's full path, {@code data.main.deny}
 * @param ruleId the id reports use: METADATA {@code custom.id}, a result's {@code id}, or the rule
 * @param message the string result, or the {@code msg} of an object result
 * @param severity {@code error}, {@code warning}, or a custom severity from the result or METADATA
 * @param outcome whether the finding fails the scan or warns, by the kind of rule that made it
 * @param resource the resource the finding is about, or null
 * @param location the primary location, or null when the result used no input path
 * @param relatedLocations the other paths the derivation used, ranked
 * @param metadata the rule's METADATA annotations and a result object's {@code details}, as JSON
 * @param explanation every path the derivation used, ranked, with its role and why; empty unless
 *     asked for ({@code cairn scan --explain})
 */
public record Finding(
    String file,
    int document,
    String rule,
    String ruleId,
    String message,
    String severity,
    Outcome outcome,
    Resource resource,
    FindingLocation location,
    List<FindingLocation> relatedLocations,
    JsonNode metadata,
    List<Explanation> explanation) {
  /** The order reports list findings in: by file, document, line, column, rule and message. */
  public static final java.util.Comparator<Finding> REPORT_ORDER =
      java.util.Comparator.comparing(Finding::file)
          .thenComparingInt(Finding::document)
          .thenComparingInt(f -> f.location() == null ? 0 : f.location().line())
          .thenComparingInt(f -> f.location() == null ? 0 : f.location().column())
          .thenComparing(Finding::rule)
          .thenComparing(Finding::message);

  public Finding {
    relatedLocations = List.copyOf(relatedLocations);
    explanation = List.copyOf(explanation);
  }

  /** A finding without an explanation. */
  public Finding(
      String file,
      int document,
      String rule,
      String ruleId,
      String message,
      String severity,
      Outcome outcome,
      Resource resource,
      FindingLocation location,
      List<FindingLocation> relatedLocations,
      JsonNode metadata) {
    this(file, document, rule, ruleId, message, severity, outcome, resource, location, relatedLocations, metadata, List.of());
  }

  /** True for warnings (conftest's {@code warn} rules), which fail a scan only when asked. */
  public boolean isWarning() {
    return outcome == Outcome.WARN;
  }

  /** This finding with another outcome. */
  public Finding withOutcome(Outcome other) {
    return other == outcome ? this : new Finding(file, document, rule, ruleId, message, severity, other, resource,
        location, relatedLocations, metadata, explanation);
  }
}
