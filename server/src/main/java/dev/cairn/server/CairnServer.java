package dev.cairn.server;

import java.net.URI;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.io.ByteBufferPool;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.server.handler.gzip.GzipHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * {@code cairn serve}: OPA's REST API on Jetty 12 (HTTP/1.1 keep-alive, gzip responses and gzip
 * request bodies, graceful shutdown that lets requests in flight finish), under limits that keep
 * it answering whatever clients send (see {@link Exchange}).
 *
 * <pre>{@code
 * PolicyStore store = PolicyStore.create(modules, data, bundles, ParseMode.AUTO);
 * try (CairnServer server = CairnServer.start(ServerConfig.builder().port(0).build(), store, "dev")) {
 *   URI uri = server.uri();   // http://127.0.0.1:PORT/
 * }
 * }</pre>
 */
public final class CairnServer implements AutoCloseable {
  private final Server jetty;
  private final ServerConnector connector;
  private final ServeContext context;

  private CairnServer(Server jetty, ServerConnector connector, ServeContext context) {
    this.jetty = jetty;
    this.connector = connector;
    this.context = context;
  }

  /** Starts listening; {@code log} receives one line per internal error and {@code print} output. */
  public static CairnServer start(ServerConfig config, PolicyStore store, String version, Consumer<String> log)
      throws Exception {
    JettyLog.sendTo(System.err::println); // Jetty's INFO lines are not for users, its warnings one line each
    Decisions decisions = new Decisions(config.timeout(), log);
    Router router = new Router(
        new DataApi(store, decisions, config.defaultDecisionPath(), version),
        new DataWrites(store),
        new PolicyApi(store),
        new QueryApi(store, decisions),
        new SystemApi(store, decisions, config, version),
        new LocateApi(store, config.timeout()));
    return listen(config, new Endpoints(new Authorizer(config, store, decisions), router, log), log);
  }

  /** Listens with {@code endpoints} answering each request once it is read (tests give their own). */
  static CairnServer listen(ServerConfig config, ServeContext.Api endpoints, Consumer<String> log) throws Exception {
    ApiHandler api = new ApiHandler();
    QueuedThreadPool threads = new QueuedThreadPool();
    threads.setName("cairn-serve");
    // Buffers are not pooled. Under hostile traffic Jetty 12.1 was seen giving a pooled buffer back
    // while it was still in use (its second release is logged, "already released", a few times an
    // hour of fuzzing server:raw): the next connection to take it shares it, and one client's bytes
    // were read as another's request (GET /health answered 400 "Illegal character SPACE"). Each
    // connection's buffers are heap arrays of its own, which the collector takes back.
    Server jetty = new Server(threads, null, new ByteBufferPool.NonPooling());
    HttpConfiguration http = new HttpConfiguration();
    http.setUseInputDirectByteBuffers(false);
    http.setUseOutputDirectByteBuffers(false);
    http.setSendServerVersion(false);
    // Policy paths are not file paths: an escaped slash or percent is part of a key, as in OPA.
    http.setUriCompliance(UriCompliance.DEFAULT.with(
        "cairn", UriCompliance.Violation.AMBIGUOUS_PATH_SEPARATOR, UriCompliance.Violation.AMBIGUOUS_PATH_ENCODING));
    ServerConnector connector = new ServerConnector(jetty, new HttpConnectionFactory(http));
    connector.setHost(config.host());
    connector.setPort(config.port());
    jetty.addConnector(connector);

    GzipHandler gzip = new GzipHandler(api);
    gzip.setIncludedMethods("GET", "POST", "PUT", "PATCH", "DELETE");
    // Request bodies are decoded by the Exchange, within the limits (Jetty's inflater takes a
    // truncated stream for a whole one).
    gzip.setInflateBufferSize(0);
    jetty.setHandler(new GracefulHandler(gzip));
    jetty.setErrorHandler(new JsonErrorHandler());
    jetty.setStopTimeout(config.stopTimeout().toMillis());
    jetty.setStopAtShutdown(false);

    ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, "cairn-serve-deadlines");
      t.setDaemon(true);
      return t;
    });
    // Every request sets a deadline and cancels it when answered: kept until due (a minute by
    // default), the cancelled timers of thousands of requests a second would hold their exchanges
    // and slow every timer set after them.
    timers.setRemoveOnCancelPolicy(true);
    ServeContext context = new ServeContext(
        config, new MemoryBudget(config.memoryBudget()), new Workers(config.threads()), timers, endpoints, log,
        ConcurrentHashMap.newKeySet());
    api.context(context);
    try {
      jetty.start();
    } catch (Exception e) {
      context.workers().close();
      timers.shutdownNow();
      throw e;
    }
    long period = HeaderDeadline.period(config.requestTimeout()).toMillis();
    timers.scheduleWithFixedDelay(new HeaderDeadline(connector, config.requestTimeout()), period, period, TimeUnit.MILLISECONDS);
    return new CairnServer(jetty, connector, context);
  }

  public static CairnServer start(ServerConfig config, PolicyStore store, String version) throws Exception {
    return start(config, store, version, line -> System.err.println(line));
  }

  public int port() {
    return connector.getLocalPort();
  }

  /** The base URI, e.g. {@code http://127.0.0.1:8181/}. */
  public URI uri() {
    String host = connector.getHost() == null ? "127.0.0.1" : connector.getHost();
    String literal = host.contains(":") ? "[" + host + "]" : host;
    return URI.create("http://" + literal + ":" + port() + "/");
  }

  /** Whether shutdown has begun (tests wait for it before letting a request in flight finish). */
  boolean stopping() {
    return jetty.isStopping() || jetty.isStopped();
  }

  /** Bytes of the memory budget held by requests now. */
  long memoryInUse() {
    return context.budget().used();
  }

  /** The pool the server's connections take their buffers from. */
  ByteBufferPool bufferPool() {
    return connector.getByteBufferPool();
  }

  /** Timers set and not yet due or cancelled: each request's deadline, and the server's own. */
  int timersPending() {
    return ((ScheduledThreadPoolExecutor) context.scheduler()).getQueue().size();
  }

  /** Requests read, waiting or being evaluated now. */
  int inFlight() {
    return context.live().size();
  }

  /** Blocks until the server stops. */
  public void join() throws InterruptedException {
    jetty.join();
  }

  /**
   * Stops accepting connections, refuses requests still arriving, waits (up to the stop timeout)
   * for requests being evaluated, then cancels those still running.
   *
   * @return how many requests were still in flight when the grace period ended (0 for a clean stop)
   */
  public int stop() {
    for (Exchange e : context.live()) {
      e.stopping();
    }
    int unfinished = 0;
    try {
      jetty.stop();
    } catch (Exception e) {
      // The grace period ended with requests in flight (Jetty's TimeoutException), or a stop failed.
      unfinished = Math.max(1, context.live().size());
    } finally {
      context.workers().close();
      context.scheduler().shutdownNow();
    }
    return unfinished;
  }

  @Override
  public void close() {
    stop();
  }
}
