package dev.cairn.engine.builtins.http;

import static dev.cairn.engine.builtins.Type.ANY;
import static dev.cairn.engine.builtins.Type.STRING;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.cairn.engine.builtins.Args;
import dev.cairn.engine.builtins.Builtin;
import dev.cairn.engine.builtins.BuiltinContext;
import dev.cairn.engine.builtins.BuiltinException;
import dev.cairn.engine.builtins.BuiltinTable;
import dev.cairn.engine.builtins.FunctionDecl;
import dev.cairn.engine.builtins.Type;
import dev.cairn.engine.builtins.gocompat.GoQuote;
import dev.cairn.engine.value.NumberValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.SSLException;

/**
 * http.send with the JDK's HTTP client. Parameter errors are type errors; failures of the
 * request itself are built-in errors, or, with {@code raise_error: false}, a response with
 * {@code status_code} 0 and an {@code error} object. Within one evaluation the same request
 * object gets the same response (for the status codes OPA caches), and waits honour both the
 * request's timeout and the evaluation's deadline.
 *
 * <p>Internal: public only for the other built-in packages; not part of Cairn's API.
 */
public final class HttpBuiltins {
  private static final List<String> REQUIRED = List.of("method", "url");
  /** RFC 7231's cacheable status codes, the only ones OPA caches. */
  private static final Set<Integer> CACHEABLE =
      Set.of(200, 203, 204, 206, 300, 301, 404, 405, 410, 414, 501);
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final long FIRST_RETRY_DELAY_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
  private static final long MAX_RETRY_DELAY_NANOS = TimeUnit.SECONDS.toNanos(3);
  /** Clients per redirect and TLS setting; a client owns threads, so few are kept. */
  private static final Cache<ClientKey, HttpClient> CLIENTS =
      Caffeine.newBuilder().maximumSize(16).build();

  private record ClientKey(boolean redirect, HttpTls tls) {}

  private record CacheKey(Value request) {}

  private HttpBuiltins() {}

  public static void register(BuiltinTable.Registrar r) {
    r.add(Builtin.nondeterministic("http.send",
        FunctionDecl.of(Type.ANY_OBJECT, Type.objectOf(STRING, ANY)), HttpBuiltins::send));
  }

  private static Value send(BuiltinContext ctx, List<Value> a) throws BuiltinException {
    ObjectValue req = Args.object(a, 0);
    RequestParams.onlyAllowed(req, HttpRequestSpec.KEYS, "");
    RequestParams.present(req, REQUIRED, "", "request");
    CacheKey key = new CacheKey(req);
    if (ctx.cache().get(key) instanceof Value cached) {
      return cached;
    }
    boolean raise;
    try {
      raise = HttpRequestSpec.raiseError(req);
    } catch (HttpSendError e) {
      throw BuiltinException.error(e.getMessage());
    }
    try {
      HttpRequestSpec spec = HttpRequestSpec.parse(req);
      Value response = withRetries(ctx, spec);
      if (((ObjectValue) response).get("status_code") instanceof NumberValue n
          && CACHEABLE.contains((int) n.longValue())) {
        ctx.cache().put(key, response);
      }
      return response;
    } catch (HttpSendError e) {
      if (raise) {
        throw BuiltinException.error(e.getMessage());
      }
      return errorResponse(e);
    }
  }

  private static Value errorResponse(HttpSendError e) {
    ObjectValue error = ObjectValue.builder()
        .put(StringValue.of("code"), StringValue.of(e.code()))
        .put(StringValue.of("message"), StringValue.of(e.getMessage()))
        .build();
    return ObjectValue.builder()
        .put(StringValue.of("status_code"), NumberValue.of(0))
        .put(StringValue.of("error"), error)
        .build();
  }

  /** Network failures are retried {@code max_retry_attempts} times, backing off exponentially. */
  private static Value withRetries(BuiltinContext ctx, HttpRequestSpec spec) throws HttpSendError {
    for (int attempt = 0; ; attempt++) {
      try {
        return once(ctx, spec);
      } catch (HttpSendError e) {
        if (!e.isNetwork() || attempt >= spec.maxRetryAttempts()) {
          throw e;
        }
      }
      long delay = Math.min(MAX_RETRY_DELAY_NANOS, FIRST_RETRY_DELAY_NANOS << Math.min(attempt, 20));
      pause(ctx, delay);
    }
  }

  private static void pause(BuiltinContext ctx, long nanos) throws HttpSendError {
    long end = System.nanoTime() + nanos;
    for (long left = nanos; left > 0; left = end - System.nanoTime()) {
      ctx.checkCancelled();
      try {
        TimeUnit.NANOSECONDS.sleep(Math.min(left, POLL_NANOS));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw HttpSendError.internal("interrupted");
      }
    }
  }

  private static Value once(BuiltinContext ctx, HttpRequestSpec spec) throws HttpSendError {
    String what = HttpRequestSpec.op(spec.method()) + " " + GoQuote.quote(spec.url().toString());
    java.net.http.HttpRequest request;
    try {
      request = spec.toRequest();
    } catch (IllegalArgumentException e) {
      throw HttpSendError.internal(what + ": " + e.getMessage());
    }
    CompletableFuture<HttpResponse<byte[]>> f =
        client(spec).sendAsync(request, HttpResponse.BodyHandlers.ofByteArray());
    long start = System.nanoTime();
    try {
      while (true) {
        long left = spec.timeoutNanos() == 0
            ? POLL_NANOS
            : spec.timeoutNanos() - (System.nanoTime() - start);
        if (left <= 0) {
          throw HttpSendError.network(
              what + ": context deadline exceeded (Client.Timeout exceeded while awaiting headers)");
        }
        try {
          return HttpResponses.toValue(f.get(Math.min(left, POLL_NANOS), TimeUnit.NANOSECONDS), spec);
        } catch (TimeoutException e) {
          ctx.checkCancelled();
        }
      }
    } catch (ExecutionException e) {
      throw HttpSendError.network(what + ": " + reason(e.getCause(), spec.url()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw HttpSendError.internal(what + ": interrupted");
    } finally {
      if (!f.isDone()) {
        f.cancel(true);
      }
    }
  }

  /** The failure worded as Go's client words it, where the JDK's exception says which. */
  private static String reason(Throwable t, URI url) {
    Throwable root = t;
    while (root.getCause() != null && !(root instanceof UnknownHostException)) {
      root = root.getCause();
    }
    String host = url.getHost() == null ? "" : url.getHost();
    int port = url.getPort() >= 0 ? url.getPort() : url.getScheme().equalsIgnoreCase("https") ? 443 : 80;
    if (root instanceof UnknownHostException || t instanceof UnknownHostException) {
      return "dial tcp: lookup " + host + ": no such host";
    }
    if (root instanceof ConnectException || t instanceof ConnectException) {
      return "dial tcp " + host + ":" + port + ": connect: connection refused";
    }
    if (t instanceof HttpTimeoutException) {
      return "context deadline exceeded (Client.Timeout exceeded while awaiting headers)";
    }
    if (t instanceof SSLException || root instanceof SSLException) {
      return "tls: " + root.getMessage();
    }
    if (t instanceof IOException && t.getMessage() != null) {
      return t.getMessage();
    }
    return String.valueOf(root.getMessage());
  }

  private static HttpClient client(HttpRequestSpec spec) throws HttpSendError {
    ClientKey key = new ClientKey(spec.enableRedirect(), spec.tls());
    HttpClient c = CLIENTS.getIfPresent(key);
    if (c == null) {
      HttpClient.Builder b = HttpClient.newBuilder().followRedirects(
          spec.enableRedirect() ? HttpClient.Redirect.ALWAYS : HttpClient.Redirect.NEVER);
      if (!spec.tls().isDefault()) {
        b.sslContext(spec.tls().context());
      }
      c = b.build();
      CLIENTS.put(key, c);
    }
    return c;
  }
}
