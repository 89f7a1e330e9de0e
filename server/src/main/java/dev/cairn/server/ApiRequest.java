package dev.cairn.server;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One HTTP request as the API handlers see it: the method, the path split into decoded segments,
 * the query parameters, headers, the body read within the size limit, and the memory reservation
 * that parsing the body charges.
 */
record ApiRequest(
    String method,
    String rawPath,
    List<String> segments,
    Map<String, List<String>> params,
    Map<String, List<String>> headers,
    byte[] body,
    MemoryBudget.Reservation memory,
    Commit commit) {

  /** The decoded segments of a raw (still escaped) path; an escaped slash stays inside its segment. */
  static List<String> split(String rawPath) {
    List<String> out = new ArrayList<>();
    for (String part : rawPath.split("/")) {
      if (!part.isEmpty()) {
        out.add(decode(part.replace("+", "%2B")));
      }
    }
    return out;
  }

  static Map<String, List<String>> parseQuery(String query) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    if (query == null || query.isEmpty()) {
      return out;
    }
    for (String pair : query.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String key = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      out.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
    }
    return out;
  }

  private static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw ApiError.invalidParameter("malformed URL escape in '" + s + "'");
    }
  }

  /** OPA's boolean parameters: present without a value, or with {@code true} in any case. */
  boolean flag(String name) {
    List<String> values = params.get(name);
    if (values == null) {
      return false;
    }
    if (values.size() == 1 && values.get(0).isEmpty()) {
      return true;
    }
    return values.stream().anyMatch(v -> v.equalsIgnoreCase("true"));
  }

  /** The last value of a parameter, or null. */
  String param(String name) {
    List<String> values = params.get(name);
    return values == null || values.isEmpty() ? null : values.get(values.size() - 1);
  }

  String header(String name) {
    for (Map.Entry<String, List<String>> e : headers.entrySet()) {
      if (e.getKey().equalsIgnoreCase(name) && !e.getValue().isEmpty()) {
        return e.getValue().get(0);
      }
    }
    return null;
  }

  /** The segments after the first {@code n}: the document or policy path of the request. */
  List<String> tail(int n) {
    return segments.size() <= n ? List.of() : segments.subList(n, segments.size());
  }

  /** Whether the body is empty or only JSON whitespace. */
  boolean isBlank() {
    for (byte b : body) {
      if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
        return false;
      }
    }
    return true;
  }

  String bodyText() {
    return new String(body, StandardCharsets.UTF_8);
  }
}
