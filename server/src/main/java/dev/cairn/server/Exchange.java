package dev.cairn.server;

import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.RegoError;
import dev.cairn.engine.ast.Location;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.Callback;

/**
 * One request from its first byte to its answer, under the server's limits. The body is read
 * without holding a thread (a client that sends one byte every two seconds costs a connection,
 * not a thread), into memory charged to the request's reservation as it arrives; the request is
 * then evaluated on a {@link Workers} thread. Whatever happens first answers, exactly once: the
 * evaluation, the deadline ({@code --request-timeout}, and {@code --timeout} plus a second while
 * evaluating), a refusal, or the client leaving, which cancels the evaluation (the engine stops at
 * its thread's interruption). The reservation is given back when the answer is sent and the worker
 * has let go of the request.
 */
final class Exchange {
  /** The evaluation gets this long past {@code --timeout}, so the engine's own timeout error wins. */
  static final Duration TIMEOUT_GRACE = Duration.ofSeconds(1);

  /** How often a client whose request is being evaluated is checked for having gone. */
  static final long PROBE_MILLIS = 200;

  private enum Stage { READING, WAITING, RUNNING, ANSWERED }

  private final Request request;
  private final Response response;
  private final Callback callback;
  private final ServeContext context;
  private final MemoryBudget.Reservation memory;
  private final long deadline;

  // Guarded by this.
  private Stage stage = Stage.READING;
  private Thread worker;
  private boolean responseDone;
  private boolean expired;
  private boolean closeAfter;
  /** Whether a write of this request's has been swapped into the store (see {@link #commit}). */
  private boolean committed;
  /** Whether the rest of the body is read and dropped after the answer (see {@link BodyDrain}). */
  private boolean dropUnread;
  /** Whether the answer is written by a worker or a timer rather than by one of Jetty's threads. */
  private boolean offThread;
  /** Whether the deadline of the evaluation running is {@code --timeout}'s rather than the request's. */
  private boolean byTimeout;
  private ScheduledFuture<?> timer;
  private ScheduledFuture<?> probe;

  private final boolean gzip;
  /** Touched only by the reading thread of the moment (Jetty serializes demand callbacks). */
  private final BodyBuffer body;
  /** The body as received (still gzip-encoded if it was), once read in full. */
  private byte[] received;

  private Exchange(Request request, Response response, Callback callback, ServeContext context) {
    this.request = request;
    this.response = response;
    this.callback = callback;
    this.context = context;
    this.memory = context.budget().open();
    this.deadline = request.getBeginNanoTime() + context.requestTimeout().toNanos();
    String encoding = request.getHeaders().get(HttpHeader.CONTENT_ENCODING);
    this.gzip = encoding != null && (encoding.strip().equalsIgnoreCase("gzip") || encoding.strip().equalsIgnoreCase("x-gzip"));
    this.body = new BodyBuffer(context.maxRequestBytes(), gzip ? -1 : request.getLength(), memory);
  }

  /** Takes charge of the request: reads it, evaluates it and answers it. */
  static void start(Request request, Response response, Callback callback, ServeContext context) {
    new Exchange(request, response, callback, context).begin();
  }

  private void begin() {
    context.live().add(this);
    long declared = request.getLength();
    if (declared > context.maxRequestBytes()) {
      refuseUnread(BodyBuffer.tooLarge());
      return;
    }
    String encoding = request.getHeaders().get(HttpHeader.CONTENT_ENCODING);
    if (!gzip && encoding != null && !encoding.isBlank() && !encoding.strip().equalsIgnoreCase("identity")) {
      refuseUnread(new ApiError(415, ApiError.INVALID_PARAMETER,
          "unsupported Content-Encoding '" + encoding + "': send the body as is or gzip-encoded", List.of()));
      return;
    }
    schedule(deadline);
    read();
  }

  // ---- reading -------------------------------------------------------------------------------

  /** Reads what has arrived; asks to be called again when more does. */
  private void read() {
    while (true) {
      synchronized (this) {
        if (stage != Stage.READING) {
          return;
        }
      }
      Content.Chunk chunk = request.read();
      if (chunk == null) {
        request.demand(this::read);
        return;
      }
      if (Content.Chunk.isFailure(chunk)) {
        chunk.release();
        closeAfter();
        answer(ApiResponse.error(unreadable(chunk.getFailure())));
        return;
      }
      boolean last = chunk.isLast();
      ApiError refused = null;
      try {
        body.append(chunk.getByteBuffer());
      } catch (ApiError e) {
        refused = e;
      } finally {
        // Before any answer: once the answer completes the request, its chunks are Jetty's again.
        chunk.release();
      }
      if (refused != null) {
        refuseUnread(refused);
        return;
      }
      if (last) {
        bodyRead();
        return;
      }
    }
  }

  private ApiError unreadable(Throwable failure) {
    if (failure instanceof DeadlineException d) {
      return d.error;
    }
    Throwable cause = failure;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    if (cause instanceof TimeoutException) {
      return new ApiError(408, ApiError.REQUEST_TIMEOUT,
          "the request body stopped arriving: no bytes for " + text(Duration.ofMillis(request.getConnectionMetaData()
              .getConnection().getEndPoint().getIdleTimeout())) + " (the connection's idle timeout)", List.of());
    }
    if (cause instanceof EofException || cause instanceof java.io.EOFException) {
      return ApiError.invalidParameter("the request body ended early: the client closed the connection");
    }
    String why = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    return ApiError.invalidParameter("cannot read the request body: " + why);
  }

  private void bodyRead() {
    byte[] bytes;
    try {
      bytes = body.toArray();
    } catch (ApiError e) {
      answer(ApiResponse.error(e));
      return;
    }
    String path = request.getHttpURI().getPath();
    boolean inline = context.inline(request.getMethod(), path == null ? "/" : path);
    boolean late;
    synchronized (this) {
      offThread = !inline;
      if (stage != Stage.READING) {
        return;
      }
      late = expired || System.nanoTime() - deadline >= 0;
      if (!late) {
        stage = Stage.WAITING;
        received = bytes;
        if (!inline) {
          probe = context.scheduler().scheduleWithFixedDelay(this::probe, PROBE_MILLIS, PROBE_MILLIS, TimeUnit.MILLISECONDS);
        }
      }
    }
    if (late) {
      closeAfter();
      answer(ApiResponse.error(notReceived()));
    } else if (inline) {
      evaluate();
    } else if (!context.workers().submit(this::evaluate)) {
      answer(ApiResponse.error(new ApiError(503, ApiError.UNAVAILABLE,
          "the server is busy: every worker (--threads " + context.threads() + ") is taken and "
              + Workers.QUEUE + " requests are waiting; retry later",
          List.of(), true)));
    }
  }

  private ApiRequest apiRequest(byte[] body) {
    String rawPath = request.getHttpURI().getPath();
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (HttpField f : request.getHeaders()) {
      headers.computeIfAbsent(f.getName(), k -> new ArrayList<>()).add(f.getValue());
    }
    return new ApiRequest(
        request.getMethod(),
        rawPath == null ? "/" : rawPath,
        ApiRequest.split(rawPath == null ? "" : rawPath),
        ApiRequest.parseQuery(request.getHttpURI().getQuery()),
        headers,
        body,
        memory,
        this::commit);
  }

  // ---- evaluating ----------------------------------------------------------------------------

  /** Runs on a worker (or, for a plain health check, on the thread that read the request). */
  private void evaluate() {
    byte[] bytes;
    boolean health;
    synchronized (this) {
      if (stage != Stage.WAITING) {
        return;
      }
      stage = Stage.RUNNING;
      health = !offThread;
      bytes = received;
      received = null;
      // Only a worker is interrupted to cancel: Jetty's threads are not ours to interrupt.
      worker = Thread.currentThread() instanceof Workers.Worker ? Thread.currentThread() : null;
    }
    // --timeout bounds the evaluation of policies; a plain health check evaluates none of them
    // (as OPA's, it has no timeout of its own), and a server slowed down, not broken, stays healthy
    // until --request-timeout.
    if (context.timeout() != null && !health) {
      long byEvaluation = System.nanoTime() + context.timeout().plus(TIMEOUT_GRACE).toNanos();
      if (byEvaluation - deadline < 0) {
        synchronized (this) {
          byTimeout = true;
        }
        schedule(byEvaluation);
      }
    }
    ApiResponse answer;
    try {
      answer = context.api().respond(apiRequest(gzip ? BodyBuffer.gunzip(bytes, context.maxRequestBytes(), memory) : bytes));
    } catch (ApiError e) {
      answer = ApiResponse.error(e);
    } catch (OutOfMemoryError e) {
      // Most likely this request's own allocation; what it held is garbage now.
      context.log().accept("cairn serve: out of memory on " + this);
      answer = ApiResponse.error(new ApiError(500, ApiError.INTERNAL,
          "the server ran out of memory evaluating this request", List.of()));
    } catch (RuntimeException | Error e) {
      context.log().accept("cairn serve: internal error on " + this + ": " + e);
      answer = ApiResponse.error(new ApiError(500, ApiError.INTERNAL, "internal error: " + e, List.of()));
    } finally {
      synchronized (this) {
        worker = null;
      }
      // An interruption meant for this request must not reach the worker's next one.
      Thread.interrupted();
    }
    answer(answer);
    releaseIfDone();
  }

  /**
   * Swaps a write in while the request is unanswered, and from then on its answer is the worker's:
   * a deadline that passes now does not tell the client that a write already made was cancelled.
   */
  private void commit(Runnable swap) {
    synchronized (this) {
      if (stage != Stage.RUNNING) {
        throw new ApiError(500, ApiError.INTERNAL, ApiError.MSG_EVALUATION,
            List.of(new RegoError(ErrorCodes.CANCEL, "the request was answered before its write was made", Location.NONE)));
      }
      swap.run();
      committed = true;
    }
  }

  private void probe() {
    ClientProbe.State state;
    synchronized (this) {
      // Under the lock, so that once an answer is on its way no probe reads from the connection
      // (by then Jetty may be reading the client's next request from it).
      if (stage != Stage.WAITING && stage != Stage.RUNNING) {
        return;
      }
      state = ClientProbe.probe(request);
      if (state == ClientProbe.State.SENT_MORE) {
        // A byte of the next request was taken to look: that connection cannot carry it.
        closeAfter = true;
        cancel(probe);
      }
    }
    if (state == ClientProbe.State.GONE) {
      abort();
    }
  }

  // ---- deadlines -----------------------------------------------------------------------------

  private void schedule(long at) {
    synchronized (this) {
      if (stage == Stage.ANSWERED) {
        return;
      }
      cancel(timer);
      long delay = Math.max(0, at - System.nanoTime());
      timer = context.scheduler().schedule(this::expire, delay, TimeUnit.NANOSECONDS);
    }
  }

  private void expire() {
    Stage at;
    synchronized (this) {
      at = stage;
      expired = true;
      if (at == Stage.RUNNING && committed) {
        return; // the write is made: the worker answers it, and holds no lock or loop any more
      }
    }
    switch (at) {
      // The reader answers, when it wakes with this failure: a demand may be pending.
      case READING -> request.fail(new DeadlineException(notReceived()));
      case WAITING -> answer(ApiResponse.error(new ApiError(503, ApiError.UNAVAILABLE,
          "the server is busy: no worker (--threads " + context.threads() + ") was free within the request deadline ("
              + "--request-timeout " + text(context.requestTimeout()) + "); retry later",
          List.of(), true)));
      case RUNNING -> answer(ApiResponse.error(ranOut()));
      case ANSWERED -> { }
    }
  }

  private ApiError notReceived() {
    return new ApiError(408, ApiError.REQUEST_TIMEOUT,
        "the request was not received within " + text(context.requestTimeout()) + " (--request-timeout)", List.of());
  }

  private ApiError ranOut() {
    boolean evaluation;
    synchronized (this) {
      evaluation = byTimeout;
    }
    String why = evaluation
        ? "the request was cancelled after --timeout " + text(context.timeout())
        : "the request was cancelled at its deadline, --request-timeout " + text(context.requestTimeout());
    return new ApiError(500, ApiError.INTERNAL, ApiError.MSG_EVALUATION,
        List.of(new RegoError(ErrorCodes.CANCEL, why, Location.NONE)));
  }

  static String text(Duration d) {
    long ms = d.toMillis();
    return ms % 1000 == 0 ? ms / 1000 + "s" : ms + "ms";
  }

  /** Ends a read that is waiting for bytes (the demand wakes with it), with this answer. */
  static final class DeadlineException extends TimeoutException {
    final transient ApiError error;

    DeadlineException(ApiError error) {
      super(error.getMessage());
      this.error = error;
    }
  }

  /** Stopping: a request still arriving is refused; one being evaluated may finish. */
  void stopping() {
    boolean reading;
    synchronized (this) {
      reading = stage == Stage.READING;
    }
    if (reading) {
      request.fail(new DeadlineException(new ApiError(503, ApiError.UNAVAILABLE, "the server is stopping", List.of())));
    }
  }

  // ---- answering -----------------------------------------------------------------------------

  private void closeAfter() {
    synchronized (this) {
      closeAfter = true;
    }
  }

  /** Refuses the request before its body is read: the answer closes the connection, once the body has been dropped. */
  private void refuseUnread(ApiError e) {
    synchronized (this) {
      closeAfter = true;
      dropUnread = true;
    }
    answer(ApiResponse.error(e));
  }

  /** Sends {@code answer} unless something answered first; interrupts an evaluation still running. */
  private void answer(ApiResponse answer) {
    boolean close;
    boolean drop;
    synchronized (this) {
      if (stage == Stage.ANSWERED) {
        return;
      }
      stage = Stage.ANSWERED;
      finish();
      close = closeAfter || (offThread && pipelined());
      drop = dropUnread;
    }
    response.setStatus(answer.status());
    if (answer.contentType() != null) {
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, answer.contentType());
    }
    if (answer.retryLater()) {
      response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
    }
    if (close) {
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
    }
    Runnable succeeded = () -> {
      callback.succeeded();
      written();
    };
    response.write(true, ByteBuffer.wrap(answer.body()), Callback.from(
        drop ? () -> BodyDrain.start(request, context.scheduler(), succeeded) : succeeded,
        x -> {
          callback.failed(x);
          written();
        }));
  }

  /**
   * Whether the client's next request has arrived already (pipelined). Jetty 12.1 (seen on 12.1.13) mishandles one
   * that it refuses itself (a malformed target) while the answer before it is written by a thread
   * of ours: the two completions race, and a later request on the connection can get a 500 naming
   * "IllegalStateException: channel already completed". So such an answer closes the connection
   * and the client sends the next request on a new one, as after the probe read a byte of it.
   */
  private boolean pipelined() {
    return request.getConnectionMetaData().getConnection() instanceof HttpConnection http && !http.isRequestBufferEmpty();
  }

  /**
   * The client has gone: no answer, and the evaluation is cancelled. The connection is closed
   * first: a client that only half-closed it still reads, and a failed callback with nothing
   * written would have Jetty send it a 500 naming the exception.
   */
  private void abort() {
    synchronized (this) {
      if (stage == Stage.ANSWERED) {
        return;
      }
      stage = Stage.ANSWERED;
      finish();
    }
    Connection connection = request.getConnectionMetaData().getConnection();
    if (connection != null) {
      connection.getEndPoint().close();
    }
    callback.failed(new EofException("the client closed the connection"));
    written();
  }

  /** Under the lock: stops the timers, and the evaluation if one is running. */
  private void finish() {
    cancel(timer);
    cancel(probe);
    if (worker != null) {
      worker.interrupt();
    }
  }

  private void written() {
    synchronized (this) {
      responseDone = true;
    }
    releaseIfDone();
  }

  private void releaseIfDone() {
    synchronized (this) {
      if (!responseDone || worker != null) {
        return;
      }
      received = null;
    }
    memory.close();
    context.live().remove(this);
  }

  private static void cancel(ScheduledFuture<?> f) {
    if (f != null) {
      f.cancel(false);
    }
  }

  @Override
  public String toString() {
    synchronized (this) {
      return request.getMethod() + " " + request.getHttpURI().getPath() + " " + stage.name().toLowerCase(Locale.ROOT);
    }
  }
}
