package dev.cairn.server;

import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * OPA's API security. {@code --authentication token} takes the {@code Authorization: Bearer}
 * token as the client's identity (and, when tokens are configured, refuses any other); {@code
 * --authorization basic} evaluates {@code data.system.authz.allow} with OPA's input: {@code
 * identity}, {@code method}, {@code path} (segments), {@code params}, {@code headers} and, for
 * decision requests, the parsed {@code body}. Refusals are 401 {@code unauthorized}.
 */
final class Authorizer {
  private static final String DECISION = "data.system.authz.allow";

  private final ServerConfig config;
  private final PolicyStore store;
  private final Decisions decisions;

  Authorizer(ServerConfig config, PolicyStore store, Decisions decisions) {
    this.config = config;
    this.store = store;
    this.decisions = decisions;
  }

  void check(ApiRequest request) {
    String identity = null;
    if (config.authentication() == ServerConfig.Authentication.TOKEN) {
      identity = bearer(request.header("Authorization"));
      if (!config.tokens().isEmpty() && (identity == null || !config.tokens().contains(identity))) {
        throw ApiError.unauthorized("missing or unknown bearer token");
      }
    }
    if (config.authorization() == ServerConfig.Authorization.OFF) {
      return;
    }
    QueryResult r;
    try {
      r = decisions.evaluate(store.snapshot(), DECISION, input(request, identity), false);
    } catch (ApiError e) {
      throw new ApiError(500, ApiError.INTERNAL, "authorization policy failed: " + e.getMessage(), e.errors());
    }
    if (!r.isDefined()) {
      throw ApiError.unauthorized("authorization policy missing or undefined");
    }
    Value v = r.solutions().get(0).expressions().get(0).value();
    if (v.equals(BooleanValue.TRUE)) {
      return;
    }
    if (v instanceof ObjectValue o && BooleanValue.TRUE.equals(o.get("allowed"))) {
      return;
    }
    String reason = v instanceof ObjectValue o && o.get("reason") instanceof StringValue s
        ? s.value()
        : "request rejected by administrative policy";
    throw ApiError.unauthorized(reason);
  }

  private static String bearer(String header) {
    if (header == null) {
      return null;
    }
    int space = header.indexOf(' ');
    if (space < 0 || !header.substring(0, space).equalsIgnoreCase("Bearer")) {
      return null;
    }
    String token = header.substring(space + 1).strip();
    return token.isEmpty() ? null : token;
  }

  private static Value input(ApiRequest request, String identity) {
    ObjectValue.Builder in = ObjectValue.builder();
    if (identity != null) {
      in.put("identity", StringValue.of(identity));
    }
    in.put("method", StringValue.of(request.method()));
    List<Value> path = new ArrayList<>();
    request.segments().forEach(s -> path.add(StringValue.of(s)));
    in.put("path", ArrayValue.of(path));
    in.put("params", multimap(request.params()));
    in.put("headers", multimap(request.headers()));
    Value body = decisionBody(request);
    if (body != null) {
      in.put("body", body);
    }
    return in.build();
  }

  /** OPA parses the body only of decision requests: POST to /, /v0/data and /v1/data. */
  private static Value decisionBody(ApiRequest request) {
    List<String> s = request.segments();
    boolean decision = request.method().equals("POST")
        && (s.isEmpty() || s.size() >= 2 && s.get(1).equals("data") && (s.get(0).equals("v0") || s.get(0).equals("v1")));
    return decision ? JsonInput.body(request, "body contains malformed input document") : null;
  }

  private static ObjectValue multimap(Map<String, List<String>> values) {
    ObjectValue.Builder b = ObjectValue.builder();
    values.forEach((k, vs) -> b.put(k, ArrayValue.of(vs.stream().map(v -> (Value) StringValue.of(v)).toList())));
    return b.build();
  }
}
