package dev.cairn.server;

import java.util.List;

/**
 * Sends each request to its endpoint by path and method, as OPA's routes do: a known resource with
 * a method it does not take is 405, an unknown path 404.
 */
final class Router {
  private final DataApi data;
  private final DataWrites writes;
  private final PolicyApi policies;
  private final QueryApi query;
  private final SystemApi system;
  private final LocateApi locate;

  Router(DataApi data, DataWrites writes, PolicyApi policies, QueryApi query, SystemApi system, LocateApi locate) {
    this.data = data;
    this.writes = writes;
    this.policies = policies;
    this.query = query;
    this.system = system;
    this.locate = locate;
  }

  ApiResponse route(ApiRequest r) {
    List<String> s = r.segments();
    String m = r.method();
    if (s.isEmpty()) {
      return switch (m) {
        case "POST" -> data.postDefault(r);
        case "GET" -> ApiResponse.text(200, "Cairn: OPA's REST API (see /v1/data, /v1/policies, /v1/query, /health)");
        default -> notAllowed(r);
      };
    }
    String first = s.get(0);
    if (first.equals("health")) {
      if (!m.equals("GET")) {
        return notAllowed(r);
      }
      return s.size() == 1 ? system.health(r) : system.healthPolicy(r.tail(1));
    }
    if (first.equals("v0") && s.size() >= 2 && s.get(1).equals("data")) {
      return m.equals("POST") ? data.postV0(r, r.tail(2)) : notAllowed(r);
    }
    if (!first.equals("v1") || s.size() < 2) {
      return notFound(r);
    }
    List<String> rest = r.tail(2);
    return switch (s.get(1)) {
      case "data" -> switch (m) {
        case "GET" -> data.getV1(r, rest);
        case "POST" -> data.postV1(r, rest);
        case "PUT" -> writes.put(r, rest);
        case "PATCH" -> writes.patch(r, rest);
        case "DELETE" -> writes.delete(r, rest);
        default -> notAllowed(r);
      };
      case "policies" -> rest.isEmpty()
          ? (m.equals("GET") ? policies.list(r) : notAllowed(r))
          : switch (m) {
            case "GET" -> policies.get(r, PolicyApi.id(rest));
            case "PUT" -> policies.put(r, PolicyApi.id(rest));
            case "DELETE" -> policies.delete(r, PolicyApi.id(rest));
            default -> notAllowed(r);
          };
      case "query" -> switch (m) {
        case "GET" -> rest.isEmpty() ? query.get(r) : notFound(r);
        case "POST" -> rest.isEmpty() ? query.post(r) : notFound(r);
        default -> notAllowed(r);
      };
      case "compile" -> m.equals("POST") || m.equals("GET") ? system.compile() : notAllowed(r);
      case "config" -> m.equals("GET") && rest.isEmpty() ? system.config(r) : notAllowed(r);
      case "status" -> m.equals("GET") && rest.isEmpty() ? system.status(r) : notAllowed(r);
      case "locate" -> m.equals("POST") ? locate.post(r, rest) : notAllowed(r);
      default -> notFound(r);
    };
  }

  private static ApiResponse notAllowed(ApiRequest r) {
    throw new ApiError(
        405, "method_not_allowed", "method " + r.method() + " is not allowed on " + r.rawPath(), List.of());
  }

  private static ApiResponse notFound(ApiRequest r) {
    throw ApiError.notFound("no such endpoint: " + r.rawPath());
  }
}
