package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A SARIF 2.1.0 log, Cairn's or another tool's, read back as a {@link ScanReport} so that any
 * format can show it ({@code cairn report html results.sarif}): each result of each run a finding at
 * its first physical location (results of kind {@code pass} and {@code absent} ones left out),
 * suppressed results kept as suppressed, error notifications as input errors.
 */
public final class SarifImport {
  private SarifImport() {}

  /**
   * The log in {@code file}.
   *
   * @throws SarifImportException when the file cannot be read, is not JSON or is not a SARIF 2.1.0 log
   */
  public static ScanReport read(Path file) throws SarifImportException {
    String name = file.toString();
    JsonNode root;
    try {
      root = JsonFile.read(file);
    } catch (JsonFile.Unreadable e) {
      throw new SarifImportException(name + (e.line > 0 ? ":" + e.line + ":" + e.column : "") + ": " + e.getMessage());
    }
    if (root == null || !root.path("runs").isArray() || !root.path("version").asText().startsWith("2.1")) {
      throw new SarifImportException(name + ":1:1: not a SARIF 2.1.0 log (needs \"version\": \"2.1.0\" and \"runs\")");
    }
    List<Finding> findings = new ArrayList<>();
    List<SuppressedFinding> suppressed = new ArrayList<>();
    List<InputError> errors = new ArrayList<>();
    Set<String> files = new LinkedHashSet<>();
    for (JsonNode run : root.path("runs")) {
      for (JsonNode r : run.path("results")) {
        if (r.path("kind").asText("fail").equals("pass") || r.path("baselineState").asText().equals("absent")) {
          continue;
        }
        Finding f = finding(r);
        files.add(f.file());
        JsonNode sup = r.path("suppressions").path(0);
        if (sup.isObject()) {
          suppressed.add(new SuppressedFinding(f, new Suppression(sup.path("justification").asText(null), null, f.file(),
              sup.at("/location/physicalLocation/region/startLine").asInt(0))));
        } else {
          findings.add(f);
        }
      }
      for (JsonNode invocation : run.path("invocations")) {
        for (JsonNode n : invocation.path("toolExecutionNotifications")) {
          if (n.path("level").asText().equals("error")) {
            JsonNode physical = n.at("/locations/0/physicalLocation");
            JsonNode region = physical.path("region");
            errors.add(new InputError(uri(physical.path("artifactLocation")), region.path("startLine").asInt(0),
                region.path("startColumn").asInt(0), n.at("/message/text").asText("")));
          }
        }
      }
    }
    findings.sort(Finding.REPORT_ORDER);
    return new ScanReport(findings, errors, files.size(), files.size(), 0, 0, List.of(), suppressed);
  }

  private static Finding finding(JsonNode r) {
    JsonNode physical = r.at("/locations/0/physicalLocation");
    String file = uri(physical.path("artifactLocation"));
    JsonNode logical = r.at("/locations/0/logicalLocations/0");
    Resource resource = logical.isObject()
        ? new Resource(logical.path("fullyQualifiedName").asText(logical.path("name").asText("")), logical.path("kind").asText(null), null, 0, 0)
        : null;
    List<Object> path = r.at("/properties/path").isTextual()
        ? new ArrayList<>(Arrays.asList((Object[]) r.at("/properties/path").asText().split("/")))
        : List.of();
    List<FindingLocation> related = new ArrayList<>();
    for (JsonNode rel : r.path("relatedLocations")) {
      JsonNode p = rel.path("physicalLocation");
      if (p.isObject() && uri(p.path("artifactLocation")).equals(file) && p.path("region").isObject()) {
        String text = rel.at("/message/text").asText("");
        related.add(location(p.path("region"), text.isEmpty() ? List.of() : Arrays.asList((Object[]) text.split("/"))));
      }
    }
    String level = r.path("level").asText("warning");
    String severity = r.at("/properties/severity").isTextual() ? r.at("/properties/severity").asText() : level;
    String ruleId = r.path("ruleId").asText(r.at("/rule/id").asText("unknown"));
    String message = r.at("/message/text").asText(r.at("/message/id").asText(""));
    return new Finding(file, r.at("/properties/document").asInt(0), ruleId, ruleId, message, severity,
        level.equals("error") ? Outcome.FAIL : Outcome.WARN, resource,
        physical.path("region").isObject() ? location(physical.path("region"), path) : null, related, null);
  }

  private static FindingLocation location(JsonNode region, List<Object> path) {
    int line = region.path("startLine").asInt(1);
    int column = region.path("startColumn").asInt(1);
    int endLine = region.path("endLine").asInt(line);
    int endColumn = region.path("endColumn").asInt(endLine == line ? column + 1 : 1);
    return new FindingLocation(path, line, column, endLine, endColumn, List.of());
  }

  private static String uri(JsonNode artifact) {
    String uri = artifact.path("uri").asText("");
    try {
      URI u = new URI(uri);
      return u.getScheme() == null ? u.getPath() : "file".equals(u.getScheme()) ? Path.of(u).toString() : uri;
    } catch (Exception e) {
      return uri;
    }
  }
}
