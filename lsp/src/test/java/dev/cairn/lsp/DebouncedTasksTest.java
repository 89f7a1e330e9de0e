package dev.cairn.lsp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DebouncedTasksTest {
  private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2);
  private final DebouncedTasks tasks = new DebouncedTasks(executor);

  @AfterEach
  void stop() {
    executor.shutdownNow();
  }

  /** A task that says it started, waits for the release, then tells whether it is still current. */
  private static DebouncedTasks.Task heldUntil(CountDownLatch started, CountDownLatch release, CompletableFuture<Boolean> seen) {
    return current -> {
      started.countDown();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      seen.complete(current.stillCurrent());
    };
  }

  @Test
  void aTaskThatStartsAtOnceIsCurrent() throws Exception {
    // Before the fix the task could start before its key was recorded, and saw itself as stale.
    for (int i = 0; i < 2_000; i++) {
      CompletableFuture<Boolean> seen = new CompletableFuture<>();
      tasks.schedule("doc" + i, 0, current -> seen.complete(current.stillCurrent()));
      assertThat(seen.get(30, TimeUnit.SECONDS)).as("task %d", i).isTrue();
    }
  }

  @Test
  void aRunningTaskThatWasSupersededIsNotCurrent() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Boolean> first = new CompletableFuture<>();
    CompletableFuture<Boolean> second = new CompletableFuture<>();
    tasks.schedule("doc", 0, heldUntil(started, release, first));
    started.await();
    tasks.schedule("doc", 0, current -> second.complete(current.stillCurrent()));
    release.countDown();

    assertThat(first.get(30, TimeUnit.SECONDS)).isFalse();
    assertThat(second.get(30, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aWaitingTaskIsCancelledByTheNextOfItsKeyOnly() throws Exception {
    AtomicBoolean ranStale = new AtomicBoolean();
    tasks.schedule("doc", TimeUnit.HOURS.toMillis(1), current -> ranStale.set(true));
    tasks.schedule("other", TimeUnit.HOURS.toMillis(1), current -> {});
    CompletableFuture<Boolean> latest = new CompletableFuture<>();
    tasks.schedule("doc", 0, current -> latest.complete(current.stillCurrent()));

    assertThat(latest.get(30, TimeUnit.SECONDS)).isTrue();
    assertThat(executor.getQueue()).hasSize(2);
    assertThat(executor.getQueue().stream().filter(f -> ((java.util.concurrent.Future<?>) f).isCancelled()))
        .hasSize(1);
    assertThat(ranStale).isFalse();
  }

  @Test
  void aCancelledKeyIsNoLongerCurrent() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Boolean> seen = new CompletableFuture<>();
    tasks.schedule("doc", 0, heldUntil(started, release, seen));
    started.await();
    tasks.cancel("doc");
    release.countDown();

    assertThat(seen.get(30, TimeUnit.SECONDS)).isFalse();
  }
}
