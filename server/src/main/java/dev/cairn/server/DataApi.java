package dev.cairn.server;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.util.List;

/**
 * OPA's Data API reads: {@code GET/POST /v1/data/{path}} answer {@code {"result": ...}} ({@code {}}
 * when undefined); {@code POST /v0/data/{path}} and {@code POST /} take the input as the body and
 * answer the bare value, or 404 {@code undefined_document}.
 */
final class DataApi {
  private final PolicyStore store;
  private final Decisions decisions;
  private final List<String> defaultDecision;
  private final String version;

  DataApi(PolicyStore store, Decisions decisions, List<String> defaultDecision, String version) {
    this.store = store;
    this.decisions = decisions;
    this.defaultDecision = defaultDecision;
    this.version = version;
  }

  ApiResponse getV1(ApiRequest request, List<String> path) {
    long start = System.nanoTime();
    String inputText = request.param("input");
    Value input = inputText == null
        ? null
        : JsonInput.parse(inputText, "parameter contains malformed input document");
    return v1(request, path, input, false, start);
  }

  ApiResponse postV1(ApiRequest request, List<String> path) {
    long start = System.nanoTime();
    ObjectValue message = JsonInput.message(request);
    Value input = message.get("input");
    return v1(request, path, input, input == null, start);
  }

  private ApiResponse v1(ApiRequest request, List<String> path, Value input, boolean warn, long start) {
    long parsed = System.nanoTime();
    Snapshot snapshot = store.snapshot();
    QueryResult result =
        decisions.evaluate(snapshot, Decisions.dataQuery(path), input, request.flag("strict-builtin-errors"));
    long done = System.nanoTime();
    boolean metrics = request.flag("metrics") || request.flag("instrument");
    boolean provenance = request.flag("provenance");
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      if (provenance) {
        g.writeFieldName("provenance");
        BuildProvenance.write(g, version, snapshot);
      }
      if (metrics) {
        writeMetrics(g, parsed - start, done - parsed, System.nanoTime() - start);
      }
      if (result.isDefined()) {
        g.writeFieldName("result");
        Json.write(g, value(result));
      }
      if (warn) {
        g.writeObjectFieldStart("warning");
        g.writeStringField("code", "api_usage_warning");
        g.writeStringField("message", "'input' key missing from the request");
        g.writeEndObject();
      }
      g.writeEndObject();
    });
  }

  /** {@code POST /v0/data/{path}}: the body is the input, the answer the value itself. */
  ApiResponse postV0(ApiRequest request, List<String> path) {
    Value input = JsonInput.body(request, "unexpected parse error for input: body contains malformed input document");
    Snapshot snapshot = store.snapshot();
    QueryResult result = decisions.evaluate(snapshot, Decisions.dataQuery(path), input, false);
    if (!result.isDefined()) {
      String kind = Decisions.hasRules(snapshot, path) ? "document undefined" : "document missing";
      throw new ApiError(404, ApiError.UNDEFINED_DOCUMENT, kind + ": " + Decisions.dataRef(path), List.of());
    }
    return ApiResponse.ok(request.flag("pretty"), g -> Json.write(g, value(result)));
  }

  /** {@code POST /}: the default decision, as {@code POST /v0/data} on its path. */
  ApiResponse postDefault(ApiRequest request) {
    return postV0(request, defaultDecision);
  }

  private static Value value(QueryResult result) {
    return result.solutions().get(0).expressions().get(0).value();
  }

  static void writeMetrics(JsonGenerator g, long parseNanos, long evalNanos, long handlerNanos) throws IOException {
    g.writeObjectFieldStart("metrics");
    g.writeNumberField("timer_rego_input_parse_ns", parseNanos);
    g.writeNumberField("timer_rego_query_eval_ns", evalNanos);
    g.writeNumberField("timer_server_handler_ns", handlerNanos);
    g.writeEndObject();
  }
}
