package dev.cairn.engine.conformance;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs cases on a pool of daemon threads with a hard time limit per case. A case past its limit
 * fails, its thread is interrupted and the pool gets a replacement worker, so one runaway case
 * can neither hang the build nor starve the others.
 */
public final class ParallelRunner {
  // Deeply recursive policies must fail as StackOverflowError, not crash: give workers room.
  private static final long STACK_BYTES = 64L << 20;

  private final int threads;
  private final Duration hardLimit;

  public ParallelRunner(int threads, Duration hardLimit) {
    this.threads = threads;
    this.hardLimit = hardLimit;
  }

  public <T> List<CaseOutcome> runAll(List<T> items, Function<T, CaseOutcome> task) {
    AtomicInteger names = new AtomicInteger();
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            1,
            TimeUnit.MINUTES,
            new LinkedBlockingQueue<>(),
            r -> daemon(new Thread(null, r, "conformance-" + names.incrementAndGet(), STACK_BYTES)));
    ScheduledExecutorService alarms =
        Executors.newSingleThreadScheduledExecutor(r -> daemon(new Thread(r, "conformance-alarm")));
    try {
      List<CompletableFuture<CaseOutcome>> futures = new ArrayList<>(items.size());
      for (T item : items) {
        CompletableFuture<CaseOutcome> result = new CompletableFuture<>();
        futures.add(result);
        pool.execute(() -> runOne(item, task, result, pool, alarms));
      }
      List<CaseOutcome> outcomes = new ArrayList<>(futures.size());
      for (CompletableFuture<CaseOutcome> f : futures) {
        outcomes.add(f.join());
      }
      return outcomes;
    } finally {
      pool.shutdownNow();
      alarms.shutdownNow();
    }
  }

  private <T> void runOne(
      T item,
      Function<T, CaseOutcome> task,
      CompletableFuture<CaseOutcome> result,
      ThreadPoolExecutor pool,
      ScheduledExecutorService alarms) {
    Thread.interrupted(); // a previous case's late interrupt must not leak into this one
    Thread worker = Thread.currentThread();
    Object guard = new Object();
    boolean[] running = {true};
    ScheduledFuture<?> alarm =
        alarms.schedule(
            () -> {
              if (result.complete(CaseOutcome.fail("timed out after " + hardLimit.toMillis() + " ms"))) {
                synchronized (guard) {
                  if (running[0]) {
                    worker.interrupt();
                  }
                }
                addWorker(pool);
              }
            },
            hardLimit.toMillis(),
            TimeUnit.MILLISECONDS);
    try {
      result.complete(task.apply(item));
    } catch (Throwable t) {
      result.complete(CaseOutcome.fail("harness error: " + t));
    } finally {
      synchronized (guard) {
        running[0] = false;
      }
      alarm.cancel(false);
      Thread.interrupted();
    }
  }

  private static synchronized void addWorker(ThreadPoolExecutor pool) {
    pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
    pool.setCorePoolSize(pool.getCorePoolSize() + 1);
  }

  private static Thread daemon(Thread t) {
    t.setDaemon(true);
    return t;
  }
}
