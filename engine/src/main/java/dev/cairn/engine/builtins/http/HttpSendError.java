package dev.cairn.engine.builtins.http;

/**
 * A failure of one {@code http.send} request after its parameters were accepted. With {@code
 * raise_error: false} it becomes the response's {@code error} object, whose {@code code} tells
 * network failures from the rest as OPA's codes do.
 */
final class HttpSendError extends Exception {
  static final String NETWORK = "eval_http_send_network_error";
  static final String INTERNAL = "eval_http_send_internal_error";

  private final String code;

  private HttpSendError(String code, String message) {
    super(message, null, false, false);
    this.code = code;
  }

  static HttpSendError network(String message) {
    return new HttpSendError(NETWORK, message);
  }

  static HttpSendError internal(String message) {
    return new HttpSendError(INTERNAL, message);
  }

  String code() {
    return code;
  }

  boolean isNetwork() {
    return code.equals(NETWORK);
  }
}
