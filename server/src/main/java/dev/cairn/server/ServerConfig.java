package dev.cairn.server;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * How the server listens and guards its API. {@code timeout} null means no evaluation deadline;
 * {@code tokens} empty means any bearer token is taken as the identity (OPA's behaviour), otherwise
 * only those tokens are accepted.
 */
public record ServerConfig(
    String host,
    int port,
    String defaultDecision,
    Duration timeout,
    long maxRequestBytes,
    Authentication authentication,
    Authorization authorization,
    Set<String> tokens,
    Duration stopTimeout) {

  /** OPA's {@code --authentication}. */
  public enum Authentication { OFF, TOKEN }

  /** OPA's {@code --authorization}. */
  public enum Authorization { OFF, BASIC }

  /** OPA's default request body limit (the server's decoding max_length). */
  public static final long DEFAULT_MAX_REQUEST_BYTES = 256L * 1024 * 1024;

  public ServerConfig {
    tokens = Set.copyOf(tokens);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The default decision as data path segments ({@code /system/main} → [system, main]). */
  List<String> defaultDecisionPath() {
    return ApiRequest.split(defaultDecision);
  }

  /** Builds a {@link ServerConfig}; defaults are OPA's, on loopback. */
  public static final class Builder {
    private String host = "127.0.0.1";
    private int port = 8181;
    private String defaultDecision = "/system/main";
    private Duration timeout;
    private long maxRequestBytes = DEFAULT_MAX_REQUEST_BYTES;
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

    public ServerConfig build() {
      return new ServerConfig(
          host, port, defaultDecision, timeout, maxRequestBytes, authentication, authorization, tokens, stopTimeout);
    }
  }
}
