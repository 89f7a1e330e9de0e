package dev.cairn.server;

import java.util.List;
import java.util.function.Consumer;

/**
 * Answers a request that has been read: checks authentication and authorization, routes it, and
 * turns every failure into one of OPA's JSON error bodies, so nothing a client sends reaches Jetty
 * as an exception.
 */
final class Endpoints implements ServeContext.Api {
  private final Authorizer authorizer;
  private final Router router;
  private final Consumer<String> log;

  Endpoints(Authorizer authorizer, Router router, Consumer<String> log) {
    this.authorizer = authorizer;
    this.router = router;
    this.log = log;
  }

  @Override
  public ApiResponse respond(ApiRequest request) {
    try {
      authorizer.check(request);
      return router.route(request);
    } catch (ApiError e) {
      return ApiResponse.error(e);
    } catch (StackOverflowError e) {
      return ApiResponse.error(ApiError.invalidParameter(
          "the request nests too deeply to be processed (" + request.method() + " " + request.rawPath() + ")"));
    } catch (RuntimeException e) {
      if (Thread.currentThread().isInterrupted()) {
        // Cancelled: the client has gone, or the deadline has been answered already.
        return ApiResponse.error(new ApiError(500, ApiError.INTERNAL, "cancelled", List.of()));
      }
      // A bug: one line in the log, OPA's internal_error to the client.
      log.accept("cairn serve: internal error on " + request.method() + " " + request.rawPath() + ": " + e);
      return ApiResponse.error(new ApiError(500, ApiError.INTERNAL, String.valueOf(e.getMessage()), List.of()));
    }
  }
}
