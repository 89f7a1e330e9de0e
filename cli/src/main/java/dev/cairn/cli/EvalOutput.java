package dev.cairn.cli;

import dev.cairn.report.JsonOutput;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.QueryResult.ExpressionValue;
import dev.cairn.engine.QueryResult.Solution;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Prints results and errors of {@code cairn eval} in the chosen format. */
final class EvalOutput {
  private final OutputFormat format;
  private final PrintWriter out;
  private final PrintWriter err;

  EvalOutput(OutputFormat format, PrintWriter out, PrintWriter err) {
    this.format = format;
    this.out = out;
    this.err = err;
  }

  void result(QueryResult result) throws IOException {
    switch (format) {
      case json -> json(result);
      case values -> {
        for (Solution s : result.solutions()) {
          writeJson(g -> expressionValues(g, s.expressions()));
        }
      }
      case bindings -> {
        for (Solution s : result.solutions()) {
          writeJson(g -> bindings(g, s.bindings()));
        }
      }
      case pretty -> PrettyResult.print(result, out);
    }
    out.flush();
  }

  /** JSON format: an {@code errors} document on stdout; otherwise one line per error on stderr. */
  void errors(List<CliError> errors) throws IOException {
    if (format == OutputFormat.json) {
      writeJson(g -> errorsDocument(g, errors));
      out.flush();
      return;
    }
    for (CliError e : errors) {
      err.println(e.toLine());
    }
    err.flush();
  }

  private void json(QueryResult result) throws IOException {
    writeJson(
        g -> {
          g.writeStartObject();
          if (result.isDefined()) {
            g.writeArrayFieldStart("result");
            for (Solution s : result.solutions()) {
              g.writeStartObject();
              g.writeArrayFieldStart("expressions");
              for (ExpressionValue e : s.expressions()) {
                g.writeStartObject();
                g.writeFieldName("value");
                Json.write(g, e.value());
                g.writeStringField("text", e.text());
                g.writeObjectFieldStart("location");
                g.writeNumberField("row", e.location().line());
                g.writeNumberField("col", e.location().column());
                g.writeEndObject();
                g.writeEndObject();
              }
              g.writeEndArray();
              if (!s.bindings().isEmpty()) {
                g.writeFieldName("bindings");
                bindings(g, s.bindings());
              }
              g.writeEndObject();
            }
            g.writeEndArray();
          }
          g.writeEndObject();
        });
  }

  private static void expressionValues(JsonGenerator g, List<ExpressionValue> expressions)
      throws IOException {
    g.writeStartArray();
    for (ExpressionValue e : expressions) {
      Json.write(g, e.value());
    }
    g.writeEndArray();
  }

  private static void bindings(JsonGenerator g, Map<String, Value> bindings) throws IOException {
    g.writeStartObject();
    for (Map.Entry<String, Value> b : new TreeMap<>(bindings).entrySet()) {
      g.writeFieldName(b.getKey());
      Json.write(g, b.getValue());
    }
    g.writeEndObject();
  }

  private static void errorsDocument(JsonGenerator g, List<CliError> errors) throws IOException {
    g.writeStartObject();
    g.writeArrayFieldStart("errors");
    for (CliError e : errors) {
      g.writeStartObject();
      g.writeStringField("code", e.code());
      g.writeStringField("message", e.message());
      if (e.file() != null || e.line() > 0) {
        g.writeObjectFieldStart("location");
        g.writeStringField("file", e.file() == null ? "" : e.file());
        g.writeNumberField("row", e.line());
        g.writeNumberField("col", e.column());
        g.writeEndObject();
      }
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private interface JsonBody {
    void write(JsonGenerator g) throws IOException;
  }

  private void writeJson(JsonBody body) throws IOException {
    try (JsonGenerator g = JsonOutput.pretty(out)) {
      body.write(g);
    }
    out.println();
  }
}
