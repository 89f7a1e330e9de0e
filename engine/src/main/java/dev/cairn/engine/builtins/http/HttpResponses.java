package dev.cairn.engine.builtins.http;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.builtins.gocompat.YamlValues;
import dev.cairn.engine.value.ArrayValue;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * An HTTP response as {@code http.send} returns it: {@code status} ("200 OK"), {@code
 * status_code}, {@code headers} (lower-case names, each with its list of values), {@code
 * raw_body}, and {@code body} decoded from JSON or YAML when the content type says so or the
 * request forces it, null otherwise.
 */
final class HttpResponses {
  /** Go's http.StatusText. */
  private static final Map<Integer, String> STATUS_TEXT = Map.ofEntries(
      Map.entry(100, "Continue"), Map.entry(101, "Switching Protocols"),
      Map.entry(102, "Processing"), Map.entry(103, "Early Hints"),
      Map.entry(200, "OK"), Map.entry(201, "Created"), Map.entry(202, "Accepted"),
      Map.entry(203, "Non-Authoritative Information"), Map.entry(204, "No Content"),
      Map.entry(205, "Reset Content"), Map.entry(206, "Partial Content"),
      Map.entry(207, "Multi-Status"), Map.entry(208, "Already Reported"),
      Map.entry(226, "IM Used"), Map.entry(300, "Multiple Choices"),
      Map.entry(301, "Moved Permanently"), Map.entry(302, "Found"), Map.entry(303, "See Other"),
      Map.entry(304, "Not Modified"), Map.entry(305, "Use Proxy"),
      Map.entry(307, "Temporary Redirect"), Map.entry(308, "Permanent Redirect"),
      Map.entry(400, "Bad Request"), Map.entry(401, "Unauthorized"),
      Map.entry(402, "Payment Required"), Map.entry(403, "Forbidden"),
      Map.entry(404, "Not Found"), Map.entry(405, "Method Not Allowed"),
      Map.entry(406, "Not Acceptable"), Map.entry(407, "Proxy Authentication Required"),
      Map.entry(408, "Request Timeout"), Map.entry(409, "Conflict"), Map.entry(410, "Gone"),
      Map.entry(411, "Length Required"), Map.entry(412, "Precondition Failed"),
      Map.entry(413, "Request Entity Too Large"), Map.entry(414, "Request URI Too Long"),
      Map.entry(415, "Unsupported Media Type"),
      Map.entry(416, "Requested Range Not Satisfiable"), Map.entry(417, "Expectation Failed"),
      Map.entry(418, "I'm a teapot"), Map.entry(421, "Misdirected Request"),
      Map.entry(422, "Unprocessable Entity"), Map.entry(423, "Locked"),
      Map.entry(424, "Failed Dependency"), Map.entry(425, "Too Early"),
      Map.entry(426, "Upgrade Required"), Map.entry(428, "Precondition Required"),
      Map.entry(429, "Too Many Requests"), Map.entry(431, "Request Header Fields Too Large"),
      Map.entry(451, "Unavailable For Legal Reasons"), Map.entry(500, "Internal Server Error"),
      Map.entry(501, "Not Implemented"), Map.entry(502, "Bad Gateway"),
      Map.entry(503, "Service Unavailable"), Map.entry(504, "Gateway Timeout"),
      Map.entry(505, "HTTP Version Not Supported"), Map.entry(506, "Variant Also Negotiates"),
      Map.entry(507, "Insufficient Storage"), Map.entry(508, "Loop Detected"),
      Map.entry(510, "Not Extended"), Map.entry(511, "Network Authentication Required"));

  private HttpResponses() {}

  /** Go's resp.Status: the code and its text. */
  static String status(int code) {
    String text = STATUS_TEXT.get(code);
    return text == null ? code + " status code " + code : code + " " + text;
  }

  static Value toValue(HttpResponse<byte[]> resp, HttpRequestSpec spec) throws HttpSendError {
    byte[] raw = resp.body() == null ? new byte[0] : resp.body();
    String rawBody = new String(raw, StandardCharsets.UTF_8);
    TreeMap<String, List<String>> headers = new TreeMap<>();
    for (Map.Entry<String, List<String>> h : resp.headers().map().entrySet()) {
      if (!h.getKey().startsWith(":")) {
        headers.computeIfAbsent(h.getKey().toLowerCase(Locale.ROOT), k -> new ArrayList<>())
            .addAll(h.getValue());
      }
    }
    String contentType = resp.headers().firstValue("content-type").orElse("");
    Value body = NullValue.NULL;
    if (raw.length > 0) {
      if (spec.forceJsonDecode() || contentType.contains("application/json")) {
        body = decode(() -> GoJson.unmarshal(rawBody));
      } else if (spec.forceYamlDecode() || contentType.contains("application/yaml")
          || contentType.contains("application/x-yaml")) {
        body = decode(() -> YamlValues.unmarshal(rawBody));
      }
    }
    ObjectValue.Builder headerValues = ObjectValue.builder();
    headers.forEach((k, vs) -> {
      List<Value> items = new ArrayList<>();
      vs.forEach(v -> items.add(StringValue.of(v)));
      headerValues.put(StringValue.of(k), ArrayValue.of(items));
    });
    return ObjectValue.builder()
        .put(StringValue.of("status"), StringValue.of(status(resp.statusCode())))
        .put(StringValue.of("status_code"), NumberValue.of(resp.statusCode()))
        .put(StringValue.of("body"), body)
        .put(StringValue.of("raw_body"), StringValue.of(rawBody))
        .put(StringValue.of("headers"), headerValues.build())
        .build();
  }

  private interface Decoder {
    Value decode() throws BuiltinException;
  }

  private static Value decode(Decoder d) throws HttpSendError {
    try {
      return d.decode();
    } catch (BuiltinException e) {
      throw HttpSendError.internal(e.getMessage());
    }
  }
}
