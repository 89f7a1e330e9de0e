package dev.cairn.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The JSON report: {@code {"results": [finding...], "errors": [...], "summary": {...}}} with the
 * design note's field names, which other tools parse.
 */
final class JsonReport {
  // The caller owns the writer: a report must not close it (stdout, a file with more to come).
  static final ObjectMapper MAPPER =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private JsonReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    MAPPER.writeValue(out, toJson(report));
    out.write('\n');
  }

  static ObjectNode toJson(ScanReport report) {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode results = root.putArray("results");
    BaselineComparison baseline = report.baseline();
    for (Finding f : report.findings()) {
      ObjectNode n = finding(f);
      if (baseline != null) {
        n.put("baselineState", baseline.stateOf(f));
      }
      results.add(n);
    }
    ArrayNode errors = root.putArray("errors");
    for (InputError e : report.errors()) {
      ObjectNode n = errors.addObject();
      n.put("file", e.file());
      n.put("line", e.line());
      n.put("column", e.column());
      n.put("message", e.message());
    }
    if (!report.suppressed().isEmpty()) {
      ArrayNode suppressed = root.putArray("suppressed");
      for (SuppressedFinding sf : report.suppressed()) {
        ObjectNode n = finding(sf.finding());
        ObjectNode by = n.putObject("suppression");
        by.put("justification", sf.suppression().justification());
        by.put("until", sf.suppression().until());
        by.put("file", sf.suppression().file());
        by.put("line", sf.suppression().line());
        suppressed.add(n);
      }
    }
    if (baseline != null) {
      ObjectNode b = root.putObject("baseline");
      b.put("file", baseline.baseline());
      b.put("new", report.findings().size() - baseline.updated().size());
      b.put("updated", baseline.updated().size());
      b.put("unchanged", baseline.unchanged().size());
      b.put("absent", baseline.absentCount());
      ArrayNode fixed = b.putArray("fixed");
      for (BaselineEntry e : baseline.absent()) {
        fixed.add(e.toJson());
      }
    }
    ObjectNode summary = root.putObject("summary");
    summary.put("files", report.files());
    summary.put("documents", report.documents());
    summary.put("failures", report.failures());
    summary.put("warnings", report.warnings());
    summary.put("exceptions", report.exceptions());
    summary.put("exempted", report.exempted());
    summary.put("suppressed", report.suppressed().size());
    summary.put("errors", report.errors().size());
    return root;
  }

  static ObjectNode finding(Finding f) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("file", f.file());
    n.put("document", f.document());
    n.put("rule", f.rule());
    n.put("message", f.message());
    n.put("severity", f.severity());
    if (f.resource() != null) {
      ObjectNode r = n.putObject("resource");
      r.put("id", f.resource().id());
      if (f.resource().type() != null) {
        r.put("type", f.resource().type());
      }
      if (f.resource().cdkPath() != null) {
        r.put("cdkPath", f.resource().cdkPath());
      }
      r.put("line", f.resource().line());
      r.put("column", f.resource().column());
    }
    if (f.location() != null) {
      n.set("location", location(f.location()));
    }
    ArrayNode related = n.putArray("relatedLocations");
    for (FindingLocation l : f.relatedLocations()) {
      related.add(location(l));
    }
    if (f.metadata() != null) {
      n.set("metadata", f.metadata());
    }
    if (!f.explanation().isEmpty()) {
      ArrayNode explain = n.putArray("explanation");
      for (Explanation e : f.explanation()) {
        ObjectNode x = explain.addObject();
        x.put("rank", e.rank());
        x.put("file", e.file());
        x.put("role", e.role());
        x.put("why", e.why());
        x.set("location", location(e.location()));
      }
    }
    return n;
  }

  static ObjectNode location(FindingLocation l) {
    ObjectNode n = MAPPER.createObjectNode();
    n.set("path", keys(l.path()));
    n.put("line", l.line());
    n.put("column", l.column());
    n.put("endLine", l.endLine());
    n.put("endColumn", l.endColumn());
    n.set("missing", keys(l.missing()));
    return n;
  }

  private static JsonNode keys(List<Object> keys) {
    ArrayNode a = MAPPER.createArrayNode();
    for (Object k : keys) {
      if (k instanceof Integer i) {
        a.add(i);
      } else {
        a.add(String.valueOf(k));
      }
    }
    return a;
  }
}
