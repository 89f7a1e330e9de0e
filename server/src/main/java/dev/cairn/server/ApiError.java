package dev.cairn.server;

import dev.cairn.engine.RegoError;
import java.util.List;

/**
 * A request that fails with one of OPA's error bodies: {@code {"code", "message", "errors"}}, the
 * codes OPA's REST API uses ({@code invalid_parameter}, {@code resource_not_found}, ...) and the
 * status code OPA answers with.
 */
final class ApiError extends RuntimeException {
  static final String INTERNAL = "internal_error";
  static final String UNAUTHORIZED = "unauthorized";
  static final String INVALID_PARAMETER = "invalid_parameter";
  static final String INVALID_OPERATION = "invalid_operation";
  static final String RESOURCE_NOT_FOUND = "resource_not_found";
  static final String UNDEFINED_DOCUMENT = "undefined_document";
  static final String NOT_IMPLEMENTED = "not_implemented";
  /** Cairn's: the request did not arrive, or was not answered, within its deadline. */
  static final String REQUEST_TIMEOUT = "request_timeout";
  /** Cairn's: every worker is busy and the queue is full, or the server is stopping. */
  static final String UNAVAILABLE = "unavailable";

  static final String MSG_COMPILE_MODULE = "error(s) occurred while compiling module(s)";
  static final String MSG_PARSE_QUERY = "error(s) occurred while parsing query";
  static final String MSG_COMPILE_QUERY = "error(s) occurred while compiling query";
  static final String MSG_EVALUATION = "error(s) occurred while evaluating query";

  private final int status;
  private final String code;
  private final List<RegoError> errors;
  private final boolean retryLater;

  ApiError(int status, String code, String message, List<RegoError> errors) {
    this(status, code, message, errors, false);
  }

  /** {@code retryLater}: the same request may succeed once others finish (a Retry-After header). */
  ApiError(int status, String code, String message, List<RegoError> errors, boolean retryLater) {
    super(message, null, false, false);
    this.status = status;
    this.code = code;
    this.errors = List.copyOf(errors);
    this.retryLater = retryLater;
  }

  static ApiError invalidParameter(String message) {
    return new ApiError(400, INVALID_PARAMETER, message, List.of());
  }

  static ApiError notFound(String message) {
    return new ApiError(404, RESOURCE_NOT_FOUND, message, List.of());
  }

  static ApiError unauthorized(String message) {
    return new ApiError(401, UNAUTHORIZED, message, List.of());
  }

  int status() {
    return status;
  }

  String code() {
    return code;
  }

  List<RegoError> errors() {
    return errors;
  }

  boolean retryLater() {
    return retryLater;
  }
}
