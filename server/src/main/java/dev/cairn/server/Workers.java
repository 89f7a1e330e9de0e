package dev.cairn.server;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that evaluate requests ({@code --threads}), apart from Jetty's, so evaluations never
 * take the threads that accept connections and answer {@code /health}. Requests beyond the
 * threads wait in a bounded queue (within their deadline); beyond the queue they are refused.
 */
final class Workers implements AutoCloseable {
  /** Requests that may wait for a worker. */
  static final int QUEUE = 1_000;

  /**
   * Stack of a worker: the parser and evaluator recurse over nested documents (up to {@link
   * JsonInput#MAX_DEPTH} levels) and policies.
   */
  private static final long STACK_BYTES = 16L * 1024 * 1024;

  /** A worker thread: the only kind {@link Exchange} interrupts to cancel an evaluation. */
  static final class Worker extends Thread {
    Worker(Runnable task, String name) {
      super(null, task, name, STACK_BYTES);
      setDaemon(true);
    }
  }

  private final ThreadPoolExecutor pool;

  Workers(int threads) {
    AtomicInteger count = new AtomicInteger();
    pool = new ThreadPoolExecutor(
        threads, threads, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(QUEUE),
        task -> new Worker(task, "cairn-serve-eval-" + count.incrementAndGet()));
  }

  /** False when the queue is full or the workers have stopped. */
  boolean submit(Runnable task) {
    try {
      pool.execute(task);
      return true;
    } catch (RejectedExecutionException e) {
      return false;
    }
  }

  /** Interrupts the evaluations still running; they answer nobody, the connections are closing. */
  @Override
  public void close() {
    pool.shutdownNow();
  }
}
