package dev.cairn.server;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * What every {@link Exchange} shares: the limits, the memory budget, the workers, the timer
 * thread, the API that answers a request once it is read, and the exchanges in progress.
 */
record ServeContext(
    ServerConfig config,
    MemoryBudget budget,
    Workers workers,
    ScheduledExecutorService scheduler,
    Api api,
    Consumer<String> log,
    Set<Exchange> live) {

  /** Answers a request that has been read in full; never throws for anything a client sent. */
  interface Api {
    ApiResponse respond(ApiRequest request);
  }

  long maxRequestBytes() {
    return config.maxRequestBytes();
  }

  Duration requestTimeout() {
    return config.requestTimeout();
  }

  /** The evaluation deadline, or null. */
  Duration timeout() {
    return config.timeout();
  }

  int threads() {
    return config.threads();
  }

  /**
   * Whether to answer on the thread that read the request: a plain {@code GET /health} evaluates
   * nothing of the user's, so it is answered even while every worker is busy.
   */
  boolean inline(String method, String rawPath) {
    if (!method.equals("GET") || config.authorization() != ServerConfig.Authorization.OFF) {
      return false;
    }
    try {
      return ApiRequest.split(rawPath).equals(List.of("health"));
    } catch (ApiError e) {
      return false; // a path that does not decode: the API refuses it, on a worker, as any other
    }
  }
}
