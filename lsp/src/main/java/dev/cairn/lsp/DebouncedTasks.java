package dev.cairn.lsp;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Work keyed by document, run after a quiet period: scheduling a key again cancels its earlier
 * task if it has not started, and a running task asks whether it is still the latest of its key
 * before it publishes, so a stale evaluation never publishes over a newer one. A running task is
 * not interrupted: it may be writing to the client, and a message cut short would break the stream.
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

  private final ScheduledExecutorService executor;
  /** Each key's latest generation, set before its task can start, so the task sees itself as latest. */
  private final Map<String, Long> latest = new ConcurrentHashMap<>();
  private final Map<String, Future<?>> scheduled = new ConcurrentHashMap<>();
  private final AtomicLong generations = new AtomicLong();

  DebouncedTasks(ScheduledExecutorService executor) {
    this.executor = executor;
  }

  /** Runs the task for the key after the delay, cancelling the key's earlier task. */
  void schedule(String key, long delayMillis, Task task) {
    long generation = generations.incrementAndGet();
    Future<?> previous;
    synchronized (this) {
      latest.put(key, generation);
      Current current = () -> isLatest(key, generation);
      previous = scheduled.put(key, executor.schedule(() -> task.run(current), delayMillis, TimeUnit.MILLISECONDS));
    }
    if (previous != null) {
      previous.cancel(false);
    }
  }

  /** Cancels the key's task, if any, so that nothing more is published for it. */
  void cancel(String key) {
    Future<?> previous;
    synchronized (this) {
      latest.remove(key);
      previous = scheduled.remove(key);
    }
    if (previous != null) {
      previous.cancel(false);
    }
  }

  private boolean isLatest(String key, long generation) {
    Long g = latest.get(key);
    return g != null && g == generation;
  }
}
