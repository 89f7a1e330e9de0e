package dev.cairn.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;

/**
 * GitLab's Code Quality report (a subset of Code Climate's issue format): a JSON array with one
 * issue per finding, shown in merge requests at its line. Input errors are issues too (check
 * {@code cairn/input-error}), so a file that could not be checked is not silently clean.
 */
final class GitlabCodeQualityReport {
  private GitlabCodeQualityReport() {}

  static void write(ScanReport report, Writer out) throws IOException {
    ArrayNode issues = JsonReport.MAPPER.createArrayNode();
    for (Finding f : report.findings()) {
      ObjectNode i = issues.addObject();
      i.put("type", "issue");
      i.put("check_name", f.ruleId());
      i.put("description", f.message());
      i.putArray("categories").add("Security");
      i.put("fingerprint", Fingerprint.of(f));
      i.put("severity", SeverityScale.of(f).codeQuality());
      location(i, f.file(), f.location() == null ? 1 : f.location().line(), f.location() == null ? 1 : f.location().column(),
          f.location() == null ? 1 : f.location().endLine(), f.location() == null ? 1 : f.location().endColumn());
    }
    for (InputError e : report.errors()) {
      ObjectNode i = issues.addObject();
      i.put("type", "issue");
      i.put("check_name", "cairn/input-error");
      i.put("description", e.message());
      i.putArray("categories").add("Bug Risk");
      i.put("fingerprint", Fingerprint.hash("input-error\0" + e.file() + "\0" + e.message()));
      i.put("severity", "blocker");
      int line = Math.max(1, e.line());
      int column = Math.max(1, e.column());
      location(i, e.file(), line, column, line, column);
    }
    JsonReport.MAPPER.writeValue(out, issues);
    out.write('\n');
  }

  private static void location(ObjectNode issue, String file, int line, int column, int endLine, int endColumn) {
    ObjectNode location = issue.putObject("location");
    location.put("path", file);
    ObjectNode positions = location.putObject("positions");
    positions.putObject("begin").put("line", line).put("column", column);
    positions.putObject("end").put("line", endLine).put("column", endColumn);
  }
}
