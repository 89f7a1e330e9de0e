package dev.cairn.lsp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Work keyed by document, run after a quiet period: scheduling a key again cancels its earlier
 * task, waiting or running (interrupted), and a running task can ask whether it is still the
 * latest of its key, so a stale evaluation never publishes over a newer one.
 */
final class DebouncedTasks {
  /** The work of one key. */
  @FunctionalInterface
  interface Task {
    void run(Current current);
  }

  /** Whether a task is still the latest of its key. */
  @FunctionalInterface
  interface Current {
    boolean stillCurrent();
  }

  private record Scheduled(long generation, Future<?> future) {}

  private final ScheduledExecutorService executor;
  private final Map<String, Scheduled> latest = new ConcurrentHashMap<>();
  private final AtomicLong generations = new AtomicLong();

  DebouncedTasks(ScheduledExecutorService executor) {
    this.executor = executor;
  }

  /** Runs the task for the key after the delay, cancelling the key's earlier task. */
  void schedule(String key, long delayMillis, Task task) {
    long generation = generations.incrementAndGet();
    latest.compute(key, (k, previous) -> {
      if (previous != null) {
        previous.future().cancel(true);
      }
      Current current = () -> isLatest(key, generation);
      return new Scheduled(generation, executor.schedule(() -> task.run(current), delayMillis, TimeUnit.MILLISECONDS));
    });
  }

  /** Cancels the key's task, if any, so that nothing more is published for it. */
  void cancel(String key) {
    Scheduled s = latest.remove(key);
    if (s != null) {
      s.future().cancel(true);
    }
  }

  private boolean isLatest(String key, long generation) {
    Scheduled s = latest.get(key);
    return s != null && s.generation() == generation && !Thread.currentThread().isInterrupted();
  }
}
