package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0 for code scanning: one run, rules from rule ids and METADATA, the primary region as
 * the result's location with a file URI relative to the scan root, related locations, the resource
 * as a logical location, and fingerprints that survive unrelated edits (they hash the rule, file,
 * resource, path and message, never line numbers).
 */
final class SarifReport {
  static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
  static final String TOOL_NAME = "cairn";
  static final String TOOL_VERSION = "0.1.0";
  static final String INFORMATION_URI = "https://github.com/cairn-dev/cairn";
  private static final String BASE_ID = "SRCROOT";

  private SarifReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    JsonReport.MAPPER.writeValue(out, toSarif(report));
    out.write('\n');
  }

  static ObjectNode toSarif(ScanReport report) {
    ObjectNode root = JsonReport.MAPPER.createObjectNode();
    root.put("$schema", SCHEMA);
    root.put("version", "2.1.0");
    ObjectNode run = root.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", TOOL_NAME);
    driver.put("version", TOOL_VERSION);
    driver.put("informationUri", INFORMATION_URI);
    ArrayNode rules = driver.putArray("rules");
    Map<String, Integer> ruleIndex = new LinkedHashMap<>();
    List<Finding> all = new java.util.ArrayList<>(report.findings());
    report.suppressed().forEach(s -> all.add(s.finding()));
    for (Finding f : all) {
      if (!ruleIndex.containsKey(f.ruleId())) {
        ruleIndex.put(f.ruleId(), ruleIndex.size());
        rules.add(rule(f));
      }
    }
    ArrayNode results = run.putArray("results");
    BaselineComparison baseline = report.baseline();
    if (baseline != null) {
      all.addAll(baseline.unchanged());
      for (Finding f : all) {
        if (!ruleIndex.containsKey(f.ruleId())) {
          ruleIndex.put(f.ruleId(), ruleIndex.size());
          rules.add(rule(f));
        }
      }
    }
    for (Finding f : report.findings()) {
      ObjectNode r = result(f, ruleIndex.get(f.ruleId()));
      if (baseline != null) {
        r.put("baselineState", baseline.stateOf(f));
      }
      results.add(r);
    }
    if (baseline != null) {
      // the whole picture for viewers that show baseline states (section 3.27.24): what is still
      // there, and what was fixed, as a pass of its rule with no level
      for (Finding f : baseline.unchanged()) {
        results.add(result(f, ruleIndex.get(f.ruleId())).put("baselineState", "unchanged"));
      }
      for (BaselineEntry e : baseline.absent()) {
        for (int i = 0; i < e.count(); i++) {
          results.add(absent(e));
        }
      }
    }
    // suppressed findings stay in the log, marked, as SARIF viewers expect (section 3.27.23)
    for (SuppressedFinding s : report.suppressed()) {
      ObjectNode r = result(s.finding(), ruleIndex.get(s.finding().ruleId()));
      ObjectNode sup = r.putArray("suppressions").addObject();
      sup.put("kind", "inSource");
      sup.put("status", "accepted");
      if (s.suppression().justification() != null) {
        sup.put("justification", s.suppression().justification());
      }
      ObjectNode physical = sup.putObject("location").putObject("physicalLocation");
      physical.set("artifactLocation", artifact(s.suppression().file()));
      physical.putObject("region").put("startLine", s.suppression().line());
      results.add(r);
    }
    ObjectNode invocation = run.putArray("invocations").addObject();
    invocation.put("executionSuccessful", report.errors().isEmpty());
    ArrayNode notes = invocation.putArray("toolExecutionNotifications");
    for (InputError e : report.errors()) {
      ObjectNode n = notes.addObject();
      n.put("level", "error");
      n.putObject("message").put("text", e.message());
      ObjectNode physical = n.putArray("locations").addObject().putObject("physicalLocation");
      physical.set("artifactLocation", artifact(e.file()));
      if (e.line() > 0) {
        physical.putObject("region").put("startLine", e.line()).put("startColumn", Math.max(1, e.column()));
      }
    }
    return root;
  }

  private static ObjectNode absent(BaselineEntry e) {
    ObjectNode r = JsonReport.MAPPER.createObjectNode();
    r.put("ruleId", e.ruleId());
    r.put("kind", "pass");
    r.put("level", "none");
    r.putObject("message").put("text", e.message());
    ObjectNode location = r.putArray("locations").addObject();
    location.putObject("physicalLocation").set("artifactLocation", artifact(e.file()));
    if (!e.resource().isEmpty()) {
      ObjectNode logical = location.putArray("logicalLocations").addObject();
      logical.put("name", e.resource());
      logical.put("fullyQualifiedName", e.resource());
      logical.put("kind", "resource");
    }
    r.put("baselineState", "absent");
    ObjectNode props = r.putObject("properties");
    props.put("document", e.document());
    props.put("path", e.path());
    return r;
  }

  private static ObjectNode rule(Finding f) {
    ObjectNode r = JsonReport.MAPPER.createObjectNode();
    r.put("id", f.ruleId());
    r.put("name", f.rule());
    String title = text(f.metadata(), "title");
    r.putObject("shortDescription").put("text", title != null ? title : f.ruleId());
    String description = text(f.metadata(), "description");
    if (description != null) {
      r.putObject("fullDescription").put("text", description);
    }
    String help = helpUri(f.metadata());
    if (help != null) {
      r.put("helpUri", help);
    }
    r.putObject("defaultConfiguration").put("level", Severity.level(f.severity()).sarifLevel());
    r.putObject("properties").put("rule", f.rule());
    return r;
  }

  private static ObjectNode result(Finding f, int ruleIndex) {
    ObjectNode r = JsonReport.MAPPER.createObjectNode();
    r.put("ruleId", f.ruleId());
    r.put("ruleIndex", ruleIndex);
    r.put("level", Severity.level(f.severity()).sarifLevel());
    r.putObject("message").put("text", f.message());
    ObjectNode location = r.putArray("locations").addObject();
    location.set("physicalLocation", physical(f.file(), f.location()));
    if (f.resource() != null) {
      ObjectNode logical = location.putArray("logicalLocations").addObject();
      logical.put("name", f.resource().id());
      logical.put("fullyQualifiedName", f.resource().id());
      logical.put("kind", "resource");
    }
    ArrayNode related = r.putArray("relatedLocations");
    int id = 1;
    for (FindingLocation l : f.relatedLocations()) {
      ObjectNode rel = related.addObject();
      rel.put("id", id++);
      rel.set("physicalLocation", physical(f.file(), l));
      rel.putObject("message").put("text", pathText(l));
    }
    r.putObject("partialFingerprints").put("cairn/v1", Fingerprint.of(f));
    ObjectNode props = r.putObject("properties");
    props.put("document", f.document());
    props.put("severity", f.severity());
    if (f.location() != null) {
      props.put("path", pathText(f.location()));
    }
    return r;
  }

  private static ObjectNode physical(String file, FindingLocation l) {
    ObjectNode p = JsonReport.MAPPER.createObjectNode();
    p.set("artifactLocation", artifact(file));
    if (l != null && l.line() > 0) {
      ObjectNode region = p.putObject("region");
      region.put("startLine", l.line());
      region.put("startColumn", l.column());
      region.put("endLine", l.endLine());
      region.put("endColumn", l.endColumn());
    }
    return p;
  }

  private static ObjectNode artifact(String file) {
    ObjectNode a = JsonReport.MAPPER.createObjectNode();
    a.put("uri", uri(file));
    a.put("uriBaseId", BASE_ID);
    return a;
  }

  /** A relative URI reference for a scan-root-relative file name. */
  static String uri(String file) {
    String path = file.replace('\\', '/');
    try {
      return new URI(null, null, path, null).toASCIIString();
    } catch (URISyntaxException e) {
      return path;
    }
  }

  static String pathText(FindingLocation l) {
    StringBuilder sb = new StringBuilder();
    for (Object k : l.path()) {
      if (sb.length() > 0) {
        sb.append('/');
      }
      sb.append(k);
    }
    return sb.toString();
  }

  private static String text(JsonNode metadata, String key) {
    JsonNode v = metadata == null ? null : metadata.get(key);
    return v != null && v.isTextual() ? v.asText() : null;
  }

  private static String helpUri(JsonNode metadata) {
    JsonNode ref = metadata == null ? null : metadata.path("related_resources").path(0).get("ref");
    return ref != null && ref.isTextual() ? ref.asText() : null;
  }
}
