package dev.cairn.engine.builtins;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code http.send}, declared so policies that call it compile and can be tested with {@code with
 * http.send as mock}. Requests are checked as OPA checks them; Cairn makes no network calls, so a
 * valid request fails (undefined unless built-in errors are strict).
 */
final class HttpBuiltins {
  private static final Set<String> KEYS =
      Set.of(
          "method", "url", "body", "enable_redirect", "force_json_decode", "force_yaml_decode",
          "headers", "raw_body", "tls_use_system_certs", "tls_ca_cert", "tls_ca_cert_file",
          "tls_ca_cert_env_variable", "tls_client_cert", "tls_client_cert_file",
          "tls_client_cert_env_variable", "tls_client_key", "tls_client_key_file",
          "tls_client_key_env_variable", "tls_insecure_skip_verify", "tls_server_name", "timeout",
          "cache", "force_cache", "force_cache_duration_seconds", "raise_error", "caching_mode",
          "max_retry_attempts", "cache_ignored_headers");
  private static final List<String> REQUIRED = List.of("method", "url");

  private HttpBuiltins() {}

  static void register(BuiltinTable.Registrar r) {
    r.add(
        Builtin.nondeterministic(
            "http.send",
            FunctionDecl.of(Type.ANY_OBJECT, Type.ANY_OBJECT),
            (ctx, args) -> {
              var request = Args.object(args, 0);
              List<String> invalid = new ArrayList<>();
              for (Value k : request.sortedKeys()) {
                if (!(k instanceof StringValue s) || !KEYS.contains(s.value())) {
                  invalid.add(k.toString());
                }
              }
              if (!invalid.isEmpty()) {
                throw new BuiltinException(
                    ErrorCodes.EVAL_TYPE, "invalid request parameters(s): " + set(invalid));
              }
              List<String> missing = new ArrayList<>();
              for (String k : REQUIRED) {
                if (request.get(k) == null) {
                  missing.add(StringValue.of(k).toString());
                }
              }
              if (!missing.isEmpty()) {
                throw new BuiltinException(
                    ErrorCodes.EVAL_TYPE, "missing required request parameters(s): " + set(missing));
              }
              throw BuiltinException.error("network access is not available in Cairn");
            }));
  }

  /** Rego's set syntax: {@code {"a", "b"}}. */
  private static String set(List<String> items) {
    return "{" + String.join(", ", items) + "}";
  }
}
