package dev.cairn.server;

import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.Map;
import java.util.TreeMap;

/**
 * OPA's Query API: {@code GET /v1/query?q=...} and {@code POST /v1/query} with {@code {"query",
 * "input"}}; the answer lists each solution's variable bindings, {@code {}} when there are none.
 */
final class QueryApi {
  private final PolicyStore store;
  private final Decisions decisions;

  QueryApi(PolicyStore store, Decisions decisions) {
    this.store = store;
    this.decisions = decisions;
  }

  ApiResponse get(ApiRequest request) {
    String q = request.param("q");
    if (q == null) {
      throw ApiError.invalidParameter("missing parameter 'q'");
    }
    return answer(request, q, null);
  }

  ApiResponse post(ApiRequest request) {
    ObjectValue message;
    try {
      message = JsonInput.message(request);
    } catch (ApiError e) {
      throw ApiError.invalidParameter("error(s) occurred while decoding request: " + e.getMessage());
    }
    if (!(message.get("query") instanceof StringValue q)) {
      throw ApiError.invalidParameter("error(s) occurred while decoding request: missing string 'query'");
    }
    return answer(request, q.value(), message.get("input"));
  }

  private ApiResponse answer(ApiRequest request, String query, Value input) {
    long start = System.nanoTime();
    QueryResult result = decisions.evaluate(store.snapshot(), query, input, request.flag("strict-builtin-errors"));
    long eval = System.nanoTime() - start;
    boolean metrics = request.flag("metrics") || request.flag("instrument");
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      if (metrics) {
        DataApi.writeMetrics(g, 0, eval, System.nanoTime() - start);
      }
      if (result.isDefined()) {
        g.writeArrayFieldStart("result");
        for (QueryResult.Solution s : result.solutions()) {
          g.writeStartObject();
          for (Map.Entry<String, Value> b : new TreeMap<>(s.bindings()).entrySet()) {
            g.writeFieldName(b.getKey());
            Json.write(g, b.getValue());
          }
          g.writeEndObject();
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    });
  }
}
