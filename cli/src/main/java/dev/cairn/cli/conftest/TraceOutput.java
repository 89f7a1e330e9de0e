package dev.cairn.cli.conftest;

import dev.cairn.conftest.output.Ansi;
import dev.cairn.conftest.output.CheckResults;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.Json;
import dev.cairn.locator.Document;
import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.CheckedInput;
import dev.cairn.report.ScanReport;
import dev.cairn.scan.ScanInput;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --trace}, as conftest prints it: for each input and rule query, {@code file: F | query:
 * Q}, then {@code TRAC} lines of the query evaluated again with a {@link TraceListener}. The
 * results and exit code remain the scan's; the trace only shows how the rules were evaluated.
 */
final class TraceOutput {
  private TraceOutput() {}

  static void write(CompiledPolicy policy, ScanReport report, List<ScanInput> inputs, boolean noColor, PrintWriter out) {
    DocumentLoader loader = DocumentLoader.builder().build();
    Map<String, List<Document>> docs = new HashMap<>();
    for (ScanInput in : inputs) {
      docs.put(in.name(), (in.path() != null ? loader.load(in.path()) : loader.load(in.name(), in.text())).documents());
    }
    for (CheckedInput c : report.checked()) {
      JsonNode input = c.file() == null ? combined(inputs, docs) : docs.get(c.file()).get(c.document()).value();
      String file = c.file() == null ? CheckResults.COMBINED : c.file();
      for (String rule : c.rules()) {
        TraceListener trace = new TraceListener();
        List<String> lines = new ArrayList<>();
        try {
          policy.evaluate(rule, EvalOptions.builder().input(Json.fromJson(input)).tracer(trace).printSink(l -> {}).build());
          lines.addAll(trace.lines());
        } catch (RegoException e) {
          lines.addAll(trace.lines());
          lines.add(e.getMessage());
        }
        boolean passed = report.findings().stream().noneMatch(f -> f.rule().equals(rule)
            && (c.file() == null || f.file().equals(c.file()) && f.document() == c.document()));
        query(file, rule, passed, lines, noColor, out);
      }
    }
    out.flush();
  }

  /** One query's trace as conftest prints it: {@code file: F | query: Q} (green when it passed), then {@code TRAC} lines. */
  static void query(String file, String query, boolean passed, List<String> lines, boolean noColor, PrintWriter out) {
    out.println((passed ? Ansi.GREEN : Ansi.RED).paint("file: " + file + " | query: " + query, noColor));
    for (String line : lines) {
      out.println(Ansi.BLUE.paint("TRAC ", noColor) + " " + line);
    }
  }

  private static JsonNode combined(List<ScanInput> inputs, Map<String, List<Document>> docs) {
    ArrayNode list = JsonNodeFactory.instance.arrayNode();
    for (ScanInput in : inputs) {
      for (Document d : docs.get(in.name())) {
        list.addObject().put("path", in.name()).set("contents", d.value());
      }
    }
    return list;
  }
}
