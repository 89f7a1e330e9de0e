package dev.cairn.server;

import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.Value;
import java.util.List;

/**
 * {@code /health} (with {@code ?bundles} and {@code ?plugins}, and {@code /health/{path}} for a
 * {@code data.system.health} rule), {@code /v1/config}, {@code /v1/status}, and the Compile API,
 * which Cairn does not implement (no partial evaluation): 501.
 */
final class SystemApi {
  private final PolicyStore store;
  private final Decisions decisions;
  private final ServerConfig config;
  private final String version;

  SystemApi(PolicyStore store, Decisions decisions, ServerConfig config, String version) {
    this.store = store;
    this.decisions = decisions;
    this.config = config;
    this.version = version;
  }

  /**
   * Healthy when a trivial query evaluates. Bundles are activated before the server starts
   * listening and a failed reload keeps the last good one, so {@code ?bundles} holds too; Cairn
   * has no plugins, so {@code ?plugins} adds nothing.
   */
  ApiResponse health(ApiRequest request) {
    QueryResult r = decisions.evaluate(store.snapshot(), "x = 1", null, false);
    return r.isDefined() ? ApiResponse.emptyObject(false) : unhealthy("unable to perform evaluation");
  }

  /** {@code GET /health/{path}}: healthy when {@code data.system.health.<path>} is true. */
  ApiResponse healthPolicy(List<String> path) {
    List<String> full = new java.util.ArrayList<>(List.of("system", "health"));
    full.addAll(path);
    Value input = ObjectValue.builder()
        .put("plugin_state", ObjectValue.EMPTY)
        .put("plugins_ready", BooleanValue.of(true))
        .build();
    String query = Decisions.dataQuery(full);
    QueryResult r;
    try {
      r = decisions.evaluate(store.snapshot(), query, input, false);
    } catch (ApiError e) {
      return unhealthy(e.getMessage());
    }
    if (!r.isDefined()) {
      return unhealthy("health check (" + Decisions.dataRef(full) + ") was undefined");
    }
    Value v = r.solutions().get(0).expressions().get(0).value();
    return v.equals(BooleanValue.of(true))
        ? ApiResponse.emptyObject(false)
        : unhealthy("health check (" + Decisions.dataRef(full) + ") returned unexpected value");
  }

  private static ApiResponse unhealthy(String error) {
    return ApiResponse.json(500, false, g -> {
      g.writeStartObject();
      g.writeStringField("error", error);
      g.writeEndObject();
    });
  }

  ApiResponse config(ApiRequest request) {
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      g.writeObjectFieldStart("result");
      writeLabels(g);
      g.writeStringField("default_decision", config.defaultDecision());
      g.writeStringField("default_authorization_decision", "/system/authz/allow");
      g.writeEndObject();
      g.writeEndObject();
    });
  }

  ApiResponse status(ApiRequest request) {
    Snapshot s = store.snapshot();
    return ApiResponse.ok(request.flag("pretty"), g -> {
      g.writeStartObject();
      g.writeObjectFieldStart("result");
      writeLabels(g);
      g.writeObjectFieldStart("bundles");
      for (Bundle b : s.bundles()) {
        g.writeObjectFieldStart(b.name());
        g.writeStringField("name", b.name());
        g.writeStringField("active_revision", b.revision());
        g.writeEndObject();
      }
      g.writeEndObject();
      g.writeObjectFieldStart("plugins");
      g.writeEndObject();
      g.writeEndObject();
      g.writeEndObject();
    });
  }

  private void writeLabels(com.fasterxml.jackson.core.JsonGenerator g) throws java.io.IOException {
    g.writeObjectFieldStart("labels");
    g.writeStringField("id", "cairn");
    g.writeStringField("version", version);
    g.writeEndObject();
  }

  ApiResponse compile() {
    throw new ApiError(
        501,
        ApiError.NOT_IMPLEMENTED,
        "the Compile API (partial evaluation) is not implemented by cairn serve; use the Data or Query API",
        List.of());
  }
}
