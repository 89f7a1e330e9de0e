package dev.cairn.cli;

import dev.cairn.report.JsonOutput;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;
import dev.cairn.regotest.CoverageReport;
import dev.cairn.regotest.TestOutcome;
import dev.cairn.regotest.TestResult;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

/**
 * {@code opa test}'s JSON: {@code -f json} prints the results as OPA's array of {@code {location,
 * package, name, fail, error, skip, duration, output}} (print output as base64 bytes, as Go
 * encodes {@code []byte}); {@code --coverage} prints OPA's coverage report.
 */
final class TestJsonReport {
  private TestJsonReport() {}

  static void results(List<TestResult> results, Writer out) throws IOException {
    try (JsonGenerator g = JsonOutput.pretty(out)) {
      g.writeStartArray();
      for (TestResult r : results) {
        g.writeStartObject();
        g.writeFieldName("location");
        location(g, r.test().location());
        String pkg = r.test().pkg();
        g.writeStringField("package", pkg);
        g.writeStringField("name", r.test().name());
        if (r.outcome() == TestOutcome.FAIL) {
          g.writeBooleanField("fail", true);
        }
        if (r.error() != null) {
          g.writeFieldName("error");
          error(g, r.error());
        }
        if (r.outcome() == TestOutcome.SKIP) {
          g.writeBooleanField("skip", true);
        }
        g.writeNumberField("duration", r.duration().toNanos());
        if (!r.output().isEmpty()) {
          String printed = String.join("\n", r.output()) + "\n";
          g.writeStringField("output", Base64.getEncoder().encodeToString(printed.getBytes(StandardCharsets.UTF_8)));
        }
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    out.write("\n");
  }

  static void coverage(CoverageReport report, Writer out) throws IOException {
    try (JsonGenerator g = JsonOutput.pretty(out)) {
      g.writeStartObject();
      g.writeObjectFieldStart("files");
      for (var e : report.files().entrySet()) {
        CoverageReport.FileCoverage f = e.getValue();
        g.writeObjectFieldStart(e.getKey());
        ranges(g, "covered", f.covered());
        ranges(g, "not_covered", f.notCovered());
        if (f.coveredLines() > 0) {
          g.writeNumberField("covered_lines", f.coveredLines());
        }
        if (f.notCoveredLines() > 0) {
          g.writeNumberField("not_covered_lines", f.notCoveredLines());
        }
        if (f.coverage() != 0) {
          number(g, "coverage", f.coverage());
        }
        g.writeEndObject();
      }
      g.writeEndObject();
      g.writeNumberField("covered_lines", report.coveredLines());
      g.writeNumberField("not_covered_lines", report.notCoveredLines());
      number(g, "coverage", report.coverage());
      g.writeEndObject();
    }
    out.write("\n");
  }

  /** Go prints a float64 without a fraction as an integer: {@code 100}, {@code 62.5}. */
  private static void number(JsonGenerator g, String field, double v) throws IOException {
    if (v == Math.rint(v)) {
      g.writeNumberField(field, (long) v);
    } else {
      g.writeNumberField(field, v);
    }
  }

  private static void ranges(JsonGenerator g, String field, List<CoverageReport.Range> ranges) throws IOException {
    if (ranges.isEmpty()) {
      return;
    }
    g.writeArrayFieldStart(field);
    for (CoverageReport.Range r : ranges) {
      g.writeStartObject();
      g.writeObjectFieldStart("start");
      g.writeNumberField("row", r.start());
      g.writeEndObject();
      g.writeObjectFieldStart("end");
      g.writeNumberField("row", r.end());
      g.writeEndObject();
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private static void location(JsonGenerator g, Location at) throws IOException {
    g.writeStartObject();
    g.writeStringField("file", at.file());
    g.writeNumberField("row", at.line());
    g.writeNumberField("col", at.column());
    g.writeEndObject();
  }

  private static void error(JsonGenerator g, RegoError e) throws IOException {
    g.writeStartObject();
    g.writeStringField("code", e.code());
    g.writeStringField("message", e.message());
    if (e.location() != null && e.location().line() > 0) {
      g.writeFieldName("location");
      location(g, e.location());
    }
    g.writeEndObject();
  }
}
