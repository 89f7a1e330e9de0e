package dev.cairn.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * GitLab's SAST security report (report schema 15.x): one vulnerability per finding, its
 * identifier the rule, its location the file and lines; the scan ends {@code failure} when an
 * input could not be checked. The vulnerability id is derived from the fingerprint, so the same
 * finding keeps its id across pipelines.
 */
final class GitlabSastReport {
  static final String SCHEMA_VERSION = "15.1.4";
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");

  private GitlabSastReport() {}

  static void write(ScanReport report, Writer out, Clock clock) throws IOException {
    ObjectNode root = JsonReport.MAPPER.createObjectNode();
    root.put("version", SCHEMA_VERSION);
    ArrayNode vulnerabilities = root.putArray("vulnerabilities");
    for (Finding f : report.findings()) {
      ObjectNode v = vulnerabilities.addObject();
      v.put("id", UUID.nameUUIDFromBytes(Fingerprint.of(f).getBytes(java.nio.charset.StandardCharsets.UTF_8)).toString());
      v.put("name", truncate(f.ruleId() + ": " + f.message(), 255));
      v.put("description", truncate(f.message(), 1_048_576));
      v.put("severity", SeverityScale.of(f).gitlabSecurity());
      ArrayNode ids = v.putArray("identifiers");
      ids.addObject().put("type", "cairn_rule").put("name", truncate(f.ruleId(), 255)).put("value", f.ruleId());
      ObjectNode location = v.putObject("location");
      location.put("file", f.file());
      if (f.location() != null) {
        location.put("start_line", f.location().line());
        location.put("end_line", f.location().endLine());
      }
    }
    LocalDateTime now = LocalDateTime.now(clock).truncatedTo(ChronoUnit.SECONDS);
    ObjectNode scan = root.putObject("scan");
    tool(scan.putObject("analyzer"));
    tool(scan.putObject("scanner"));
    scan.put("type", "sast");
    scan.put("start_time", TIME.format(now));
    scan.put("end_time", TIME.format(now));
    scan.put("status", report.errors().isEmpty() ? "success" : "failure");
    if (!report.errors().isEmpty()) {
      ArrayNode messages = scan.putArray("messages");
      report.errors().forEach(e -> messages.addObject().put("level", "fatal").put("value", e.toString()));
    }
    JsonReport.MAPPER.writeValue(out, root);
    out.write('\n');
  }

  private static void tool(ObjectNode t) {
    t.put("id", SarifReport.TOOL_NAME);
    t.put("name", "Cairn");
    t.put("version", SarifReport.TOOL_VERSION);
    t.putObject("vendor").put("name", "Cairn");
    t.put("url", SarifReport.INFORMATION_URI);
  }

  private static String truncate(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max);
  }
}
