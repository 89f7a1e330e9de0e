package dev.cairn.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * SonarQube's generic issue import format (SonarQube 10.3 and later: {@code rules} with clean-code
 * attributes and impacts, {@code issues} with a primary location and secondary locations). Sonar's
 * text ranges count columns from 0, Cairn's from 1. Related locations in the same file become
 * secondary locations.
 */
final class SonarQubeReport {
  static final String ENGINE = "cairn";
  static final String INPUT_ERROR = "cairn-input-error";

  private SonarQubeReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    ObjectNode root = JsonReport.MAPPER.createObjectNode();
    Map<String, Finding> rules = new LinkedHashMap<>();
    report.findings().forEach(f -> rules.putIfAbsent(f.ruleId(), f));
    ArrayNode ruleNodes = root.putArray("rules");
    for (Finding f : rules.values()) {
      ObjectNode r = ruleNodes.addObject();
      r.put("id", f.ruleId());
      r.put("name", title(f));
      r.put("description", description(f));
      r.put("engineId", ENGINE);
      r.put("cleanCodeAttribute", "TRUSTWORTHY");
      r.putArray("impacts").addObject().put("softwareQuality", "SECURITY").put("severity", SeverityScale.of(f).sonarImpact());
    }
    ArrayNode issues = root.putArray("issues");
    for (Finding f : report.findings()) {
      ObjectNode i = issues.addObject();
      i.put("ruleId", f.ruleId());
      i.set("primaryLocation", location(f.file(), f.message(), f.location()));
      if (!f.relatedLocations().isEmpty()) {
        ArrayNode secondary = i.putArray("secondaryLocations");
        for (FindingLocation l : f.relatedLocations()) {
          secondary.add(location(f.file(), SarifReport.pathText(l), l));
        }
      }
    }
    if (!report.errors().isEmpty()) {
      // a file that could not be checked is an issue of its own, not a silently clean file
      ObjectNode r = ruleNodes.addObject();
      r.put("id", INPUT_ERROR);
      r.put("name", "Input could not be checked");
      r.put("description", "The file could not be read or parsed, so no rule was checked on it.");
      r.put("engineId", ENGINE);
      r.put("cleanCodeAttribute", "COMPLETE");
      r.putArray("impacts").addObject().put("softwareQuality", "RELIABILITY").put("severity", "HIGH");
      for (InputError e : report.errors()) {
        ObjectNode i = issues.addObject();
        i.put("ruleId", INPUT_ERROR);
        int line = Math.max(1, e.line());
        i.set("primaryLocation", location(e.file(), e.message(),
            new FindingLocation(java.util.List.of(), line, Math.max(1, e.column()), line, Math.max(1, e.column()) + 1, java.util.List.of())));
      }
    }
    JsonReport.MAPPER.writeValue(out, root);
    out.write('\n');
  }

  private static ObjectNode location(String file, String message, FindingLocation l) {
    ObjectNode p = JsonReport.MAPPER.createObjectNode();
    p.put("message", message);
    p.put("filePath", file);
    if (l != null) {
      ObjectNode range = p.putObject("textRange");
      range.put("startLine", l.line());
      range.put("endLine", l.endLine());
      range.put("startColumn", l.column() - 1);
      range.put("endColumn", Math.max(l.column(), l.endColumn() - 1));
    }
    return p;
  }

  private static String title(Finding f) {
    String t = f.metadata() == null ? null : f.metadata().path("title").textValue();
    return t != null ? t : f.ruleId();
  }

  private static String description(Finding f) {
    String d = f.metadata() == null ? null : f.metadata().path("description").textValue();
    return d != null ? d : title(f);
  }
}
