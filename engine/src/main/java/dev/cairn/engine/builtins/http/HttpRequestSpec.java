package dev.cairn.engine.builtins.http;

import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.gocompat.GoDuration;
import dev.cairn.engine.builtins.gocompat.GoJson;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.builtins.gocompat.ValueFormatter;
import dev.cairn.engine.value.BooleanValue;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * One {@code http.send} request object, read field by field as OPA reads it: method upper-cased,
 * {@code raw_body} before {@code body} (which is sent as JSON), the timeout as nanoseconds or a
 * Go duration (5s by default, 0 for none), and the client options (redirects, TLS).
 */
record HttpRequestSpec(
    String method,
    URI url,
    Map<String, String> headers,
    byte[] body,
    long timeoutNanos,
    boolean enableRedirect,
    boolean forceJsonDecode,
    boolean forceYamlDecode,
    boolean raiseError,
    int maxRetryAttempts,
    HttpTls tls) {

  static final long DEFAULT_TIMEOUT_NANOS = 5_000_000_000L;

  /** The request fields OPA accepts. */
  static final Set<String> KEYS = Set.of(
      "method", "url", "body", "enable_redirect", "force_json_decode", "force_yaml_decode",
      "headers", "raw_body", "tls_use_system_certs", "tls_ca_cert", "tls_ca_cert_file",
      "tls_ca_cert_env_variable", "tls_client_cert", "tls_client_cert_file",
      "tls_client_cert_env_variable", "tls_client_key", "tls_client_key_file",
      "tls_client_key_env_variable", "tls_insecure_skip_verify", "tls_server_name", "timeout",
      "cache", "force_cache", "force_cache_duration_seconds", "raise_error", "caching_mode",
      "max_retry_attempts", "cache_ignored_headers");

  /** Whether errors are raised; read before anything else can fail, as OPA does. */
  static boolean raiseError(ObjectValue req) throws HttpSendError {
    return bool(req, "raise_error", true);
  }

  static HttpRequestSpec parse(ObjectValue req) throws HttpSendError {
    String method = string(req, "method").toUpperCase(Locale.ROOT);
    if (method.isEmpty()) {
      method = "GET"; // as Go's client reads an empty method
    }
    String url = string(req, "url");
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      throw HttpSendError.internal("parse " + GoQuote.quote(url) + ": " + e.getReason());
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw HttpSendError.network(op(method) + " " + GoQuote.quote(url)
          + ": unsupported protocol scheme " + GoQuote.quote(scheme));
    }
    return new HttpRequestSpec(method, uri, headers(req), body(req), timeout(req),
        bool(req, "enable_redirect", false), bool(req, "force_json_decode", false),
        bool(req, "force_yaml_decode", false), bool(req, "raise_error", true), retries(req),
        HttpTls.from(req));
  }

  /** Go's url.Error operation: the method with only its first letter upper-case. */
  static String op(String method) {
    return method.isEmpty() ? method : method.charAt(0) + method.substring(1).toLowerCase(Locale.ROOT);
  }

  HttpRequest toRequest() {
    HttpRequest.Builder b = HttpRequest.newBuilder(url)
        .method(method, body.length == 0
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofByteArray(body));
    if (url.getScheme().equalsIgnoreCase("http")) {
      // Go speaks HTTP/1.1 to plain-text servers; no h2c upgrade headers.
      b.version(HttpClient.Version.HTTP_1_1);
    }
    for (Map.Entry<String, String> h : headers.entrySet()) {
      try {
        b.header(h.getKey(), h.getValue());
      } catch (IllegalArgumentException e) {
        // Host, Content-Length, Connection...: the JDK client sets these itself.
      }
    }
    return b.build();
  }

  private static Map<String, String> headers(ObjectValue req) throws HttpSendError {
    Value v = req.get("headers");
    Map<String, String> out = new LinkedHashMap<>();
    if (v == null) {
      return out;
    }
    if (!(v instanceof ObjectValue o)) {
      throw HttpSendError.internal("invalid type for headers key");
    }
    for (Map.Entry<Value, Value> e : o.entries().entrySet()) {
      if (!(e.getKey() instanceof StringValue k) || !(e.getValue() instanceof StringValue s)) {
        throw HttpSendError.internal("invalid type for headers value");
      }
      out.put(k.value(), s.value());
    }
    return out;
  }

  private static byte[] body(ObjectValue req) throws HttpSendError {
    Value raw = req.get("raw_body");
    if (raw != null) {
      if (!(raw instanceof StringValue s)) {
        throw HttpSendError.internal("raw_body must be a string");
      }
      return s.value().getBytes(StandardCharsets.UTF_8);
    }
    Value body = req.get("body");
    return body == null ? new byte[0] : GoJson.marshal(body).getBytes(StandardCharsets.UTF_8);
  }

  private static long timeout(ObjectValue req) throws HttpSendError {
    Value v = req.get("timeout");
    if (v == null) {
      return DEFAULT_TIMEOUT_NANOS;
    }
    if (v instanceof NumberValue n && n.isLong()) {
      return Math.max(0, n.longValue());
    }
    if (v instanceof StringValue s) {
      try {
        return Math.max(0, GoDuration.parse(s.value()));
      } catch (BuiltinException e) {
        throw HttpSendError.internal(e.getMessage());
      }
    }
    throw HttpSendError.internal("invalid timeout value " + ValueFormatter.format(v)
        + ": must be a number (nanoseconds) or a duration string");
  }

  private static int retries(ObjectValue req) throws HttpSendError {
    Value v = req.get("max_retry_attempts");
    if (v == null) {
      return 0;
    }
    if (v instanceof NumberValue n && n.intValueExact().isPresent()) {
      return Math.max(0, n.intValueExact().getAsInt());
    }
    throw HttpSendError.internal("max_retry_attempts must be an integer");
  }

  static String string(ObjectValue req, String key) throws HttpSendError {
    Value v = req.get(key);
    if (v instanceof StringValue s) {
      return s.value();
    }
    throw HttpSendError.internal(key + " must be a string");
  }

  static String optionalString(ObjectValue req, String key) throws HttpSendError {
    return req.get(key) == null ? null : string(req, key);
  }

  static boolean bool(ObjectValue req, String key, boolean dflt) throws HttpSendError {
    Value v = req.get(key);
    if (v == null) {
      return dflt;
    }
    if (v instanceof BooleanValue b) {
      return b.value();
    }
    throw HttpSendError.internal("strconv.ParseBool: parsing "
        + GoQuote.quote(ValueFormatter.format(v)) + ": invalid syntax");
  }
}
