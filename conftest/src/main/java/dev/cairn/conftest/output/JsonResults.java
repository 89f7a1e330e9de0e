package dev.cairn.conftest.output;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.report.JsonOutput;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * conftest's {@code json} output: an array of {@code {filename, namespace, successes, skipped,
 * warnings, failures, exceptions}}, each message {@code {msg, loc, metadata: {details, query}}}
 * (an exception has no metadata), indented with tabs as Go's json.Indent does. {@code loc} is Cairn's: the file and line of the finding.
 */
final class JsonResults {
  private static final com.fasterxml.jackson.databind.ObjectMapper DETAILS = new com.fasterxml.jackson.databind.ObjectMapper();

  private JsonResults() {}

  static void write(List<CheckResult> results, Writer out) throws IOException {
    if (results.isEmpty()) {
      out.write("null\n"); // conftest's empty results are a nil Go slice
      return;
    }
    try (JsonGenerator g = JsonOutput.pretty(out, "\t")) {
      g.writeStartArray();
      for (CheckResult r : results) {
        g.writeStartObject();
        g.writeStringField("filename", r.file().equals("-") ? "" : r.file());
        g.writeStringField("namespace", r.namespace());
        g.writeNumberField("successes", r.successes());
        messages(g, "skipped", r.skipped());
        messages(g, "warnings", r.warnings());
        messages(g, "failures", r.failures());
        messages(g, "exceptions", r.exceptions());
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    out.write("\n");
  }

  private static void messages(JsonGenerator g, String field, List<ResultMessage> ms) throws IOException {
    if (ms.isEmpty()) {
      return;
    }
    g.writeArrayFieldStart(field);
    for (ResultMessage m : ms) {
      g.writeStartObject();
      g.writeStringField("msg", m.msg());
      if (m.file() != null && m.line() > 0) {
        g.writeObjectFieldStart("loc");
        g.writeStringField("file", m.file());
        g.writeNumberField("line", m.line());
        g.writeEndObject();
      }
      if (m.query() != null || m.details() != null) {
        g.writeObjectFieldStart("metadata");
        if (m.details() != null) {
          g.writeFieldName("details");
          DETAILS.writeTree(g, m.details());
        }
        if (m.query() != null) {
          g.writeStringField("query", m.query());
        }
        g.writeEndObject();
      }
      g.writeEndObject();
    }
    g.writeEndArray();
  }
}
