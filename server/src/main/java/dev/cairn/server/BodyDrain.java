package dev.cairn.server;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * What is left of a refused request's body, read and dropped after the answer is written and
 * before the connection closes. A connection closed with bytes unread is reset, and a client still
 * sending its body (a body over the limit, refused as soon as its length is known) would lose the
 * answer to the reset and report "connection reset" instead of the 413. Bounded, as Go's server
 * bounds its own lingering close: after {@link #MAX_BYTES} or {@link #MAX_TIME} the connection is
 * closed anyway. Nothing read is kept, so no memory is charged.
 */
final class BodyDrain {
  static final long MAX_BYTES = 64L * 1024 * 1024;
  static final Duration MAX_TIME = Duration.ofSeconds(5);

  private final Request request;
  private final Runnable done;
  private final AtomicBoolean ended = new AtomicBoolean();
  private ScheduledFuture<?> timer;
  /** Touched only by the reading thread of the moment (Jetty serializes demand callbacks). */
  private long dropped;

  private BodyDrain(Request request, Runnable done) {
    this.request = request;
    this.done = done;
  }

  /** Drops the rest of {@code request}'s body, then runs {@code done} (once). */
  static void start(Request request, ScheduledExecutorService scheduler, Runnable done) {
    BodyDrain d = new BodyDrain(request, done);
    synchronized (d) {
      d.timer = scheduler.schedule(
          () -> request.fail(new TimeoutException("the rest of a refused body")), MAX_TIME.toMillis(), TimeUnit.MILLISECONDS);
    }
    d.drain();
  }

  private void drain() {
    while (true) {
      Content.Chunk chunk = request.read();
      if (chunk == null) {
        request.demand(this::drain);
        return;
      }
      boolean end = chunk.isLast() || Content.Chunk.isFailure(chunk);
      dropped += chunk.remaining();
      chunk.release();
      if (end || dropped > MAX_BYTES) {
        end();
        return;
      }
    }
  }

  private void end() {
    if (ended.compareAndSet(false, true)) {
      synchronized (this) {
        timer.cancel(false);
      }
      done.run();
    }
  }
}
