package dev.cairn.server;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * How the server listens, guards its API and bounds what one client can make it do. {@code timeout}
 * null means no evaluation deadline; {@code tokens} empty means any bearer token is taken as the
 * identity (OPA's behaviour), otherwise only those tokens are accepted.
 *
 * @param maxRequestBytes largest request body, counted after gzip decoding; larger ones get 413
 * @param memoryBudget bytes that the bodies being read and the documents parsed from them may hold
 *     at once, over all requests; a request that would go beyond it gets 413
 * @param requestTimeout deadline for a whole request, from its first byte: headers, body, waiting
 *     for a worker and evaluating
 * @param threads requests evaluated at once; the others wait (within their deadline)
 */
public record ServerConfig(
    String host,
    int port,
    String defaultDecision,
    Duration timeout,
    long maxRequestBytes,
    long memoryBudget,
    Duration requestTimeout,
    int threads,
    Authentication authentication,
    Authorization authorization,
    Set<String> tokens,
    Duration stopTimeout) {

  /** OPA's {@code --authentication}. */
  public enum Authentication { OFF, TOKEN }

  /** OPA's {@code --authorization}. */
  public enum Authorization { OFF, BASIC }

  /**
   * 64 MiB: a quarter of OPA's 256 MiB, because a parsed JSON document takes up to about 30 times
   * its text on the heap and the default JVM heap is a quarter of the machine's memory.
   */
  public static final long DEFAULT_MAX_REQUEST_BYTES = 64L * 1024 * 1024;

  /** Deadline for a whole request unless configured. */
  public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(60);

  public ServerConfig {
    tokens = Set.copyOf(tokens);
    if (maxRequestBytes <= 0) {
      throw new IllegalArgumentException("the request body limit must be a positive number of bytes, got " + maxRequestBytes);
    }
    if (memoryBudget <= 0) {
      throw new IllegalArgumentException("the memory budget must be a positive number of bytes, got " + memoryBudget);
    }
    if (threads <= 0) {
      throw new IllegalArgumentException("the number of threads must be at least 1, got " + threads);
    }
    if (requestTimeout == null || requestTimeout.isNegative() || requestTimeout.isZero()) {
      throw new IllegalArgumentException("the request timeout must be positive, got " + requestTimeout);
    }
    if (stopTimeout == null || stopTimeout.isNegative()) {
      throw new IllegalArgumentException("the shutdown grace period must not be negative, got " + stopTimeout);
    }
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Half the JVM's maximum heap: the rest holds the policies, the data and the answers. */
  public static long defaultMemoryBudget() {
    return Runtime.getRuntime().maxMemory() / 2;
  }

  /** Twice the processors (at least 4): evaluations that wait on {@code http.send} leave cores idle. */
  public static int defaultThreads() {
    return Math.max(4, 2 * Runtime.getRuntime().availableProcessors());
  }

  /** The default decision as data path segments ({@code /system/main} → [system, main]). */
  List<String> defaultDecisionPath() {
    return ApiRequest.split(defaultDecision);
  }

  /** Builds a {@link ServerConfig}; defaults are OPA's where OPA has them, on loopback. */
  public static final class Builder {
    private String host = "127.0.0.1";
    private int port = 8181;
    private String defaultDecision = "/system/main";
    private Duration timeout;
    private long maxRequestBytes = DEFAULT_MAX_REQUEST_BYTES;
    private long memoryBudget = defaultMemoryBudget();
    private Duration requestTimeout = DEFAULT_REQUEST_TIMEOUT;
    private int threads = defaultThreads();
    private Authentication authentication = Authentication.OFF;
    private Authorization authorization = Authorization.OFF;
    private Set<String> tokens = Set.of();
    private Duration stopTimeout = Duration.ofSeconds(10);

    public Builder host(String host) {
      this.host = host;
      return this;
    }

    /** 0 picks a free port. */
    public Builder port(int port) {
      this.port = port;
      return this;
    }

    /** The decision {@code POST /} answers, as a path: {@code /system/main} by default. */
    public Builder defaultDecision(String path) {
      this.defaultDecision = path;
      return this;
    }

    public Builder timeout(Duration timeout) {
      this.timeout = timeout == null || timeout.isZero() ? null : timeout;
      return this;
    }

    public Builder maxRequestBytes(long bytes) {
      this.maxRequestBytes = bytes;
      return this;
    }

    public Builder memoryBudget(long bytes) {
      this.memoryBudget = bytes;
      return this;
    }

    public Builder requestTimeout(Duration d) {
      this.requestTimeout = d;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder authentication(Authentication a) {
      this.authentication = a;
      return this;
    }

    public Builder authorization(Authorization a) {
      this.authorization = a;
      return this;
    }

    public Builder tokens(Set<String> tokens) {
      this.tokens = tokens;
      return this;
    }

    /** How long shutdown waits for requests in flight. */
    public Builder stopTimeout(Duration d) {
      this.stopTimeout = d;
      return this;
    }

    /** @throws IllegalArgumentException when a limit is not positive */
    public ServerConfig build() {
      return new ServerConfig(
          host, port, defaultDecision, timeout, maxRequestBytes, memoryBudget, requestTimeout, threads,
          authentication, authorization, tokens, stopTimeout);
    }
  }
}
