package dev.cairn.server;

import dev.cairn.engine.RegoException;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.scan.Scan;
import dev.cairn.report.ReportFormat;
import dev.cairn.report.ScanReport;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Cairn's extension, {@code POST /v1/locate/{package path}}: scans the submitted YAML or JSON
 * documents with the server's compiled policies, conftest's conventions and the tracer's {@link
 * RegoCheck}, and answers exactly what {@code cairn scan --output json} prints.
 *
 * <p>Body: {@code {"documents": [{"path": "main.yaml", "content": "..."}], "namespaces": [...],
 * "all_namespaces": false, "combine": false}}. The package path in the URL ({@code
 * /v1/locate/k8s/admission} is {@code k8s.admission}) is one namespace; with none and no {@code
 * namespaces}, {@code main}.
 */
final class LocateApi {
  private final PolicyStore store;
  private final Duration timeout;

  LocateApi(PolicyStore store, Duration timeout) {
    this.store = store;
    this.timeout = timeout;
  }

  ApiResponse post(ApiRequest request, List<String> path) {
    ObjectValue message = JsonInput.message(request);
    List<ScanInput> inputs = documents(message.get("documents"));
    long chars = 0;
    for (ScanInput in : inputs) {
      chars += in.text().length();
    }
    // The documents are parsed by the locator's readers, which the budget cannot watch token by token.
    request.memory().grow(chars * JsonInput.EXPANSION, "parsing the documents");
    RegoCheck.Builder builder = RegoCheck.builder().policy(store.snapshot().compiled()).threads(1);
    if (!path.isEmpty()) {
      builder.namespace(String.join(".", path));
    }
    for (String ns : strings(message.get("namespaces"), "namespaces")) {
      builder.namespace(ns);
    }
    builder.allNamespaces(flag(message, "all_namespaces"));
    builder.combine(flag(message, "combine"));
    if (timeout != null) {
      builder.timeout(timeout);
    }
    ScanReport report;
    try {
      report = Scan.of(builder.build()).run(inputs);
    } catch (RegoException e) {
      throw Decisions.apiError(e, Decisions.MessageKind.QUERY);
    }
    StringWriter out = new StringWriter();
    try {
      ReportFormat.JSON.write(report, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String text = out.toString();
    if (!text.endsWith("\n")) {
      text += "\n";
    }
    return new ApiResponse(200, ApiResponse.JSON, text.getBytes(StandardCharsets.UTF_8), false);
  }

  private static List<ScanInput> documents(Value value) {
    if (!(value instanceof ArrayValue docs) || docs.size() == 0) {
      throw ApiError.invalidParameter(
          "missing 'documents': a non-empty array of {\"path\": ..., \"content\": ...}");
    }
    List<ScanInput> out = new ArrayList<>();
    for (Value d : docs.items()) {
      if (!(d instanceof ObjectValue doc)
          || !(doc.get("path") instanceof StringValue p)
          || !(doc.get("content") instanceof StringValue c)) {
        throw ApiError.invalidParameter("each document needs a string 'path' and a string 'content'");
      }
      out.add(ScanInput.text(p.value(), c.value()));
    }
    return out;
  }

  private static List<String> strings(Value value, String field) {
    if (value == null) {
      return List.of();
    }
    if (!(value instanceof ArrayValue array)) {
      throw ApiError.invalidParameter("'" + field + "' must be an array of strings");
    }
    List<String> out = new ArrayList<>();
    for (Value v : array.items()) {
      if (!(v instanceof StringValue s)) {
        throw ApiError.invalidParameter("'" + field + "' must be an array of strings");
      }
      out.add(s.value());
    }
    return out;
  }

  private static boolean flag(ObjectValue message, String field) {
    Value v = message.get(field);
    if (v == null) {
      return false;
    }
    if (!(v instanceof BooleanValue)) {
      throw ApiError.invalidParameter("'" + field + "' must be a boolean");
    }
    return v.equals(BooleanValue.TRUE);
  }
}
