package dev.cairn.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * {@code --watch}: reloads a bundle file when its size or modification time changes. The new bundle
 * is read and compiled completely before it is swapped in; a broken one is reported and the last
 * good bundle keeps serving.
 */
public final class BundleWatcher implements AutoCloseable {
  private record Stamp(long size, long modified) {}

  private final PolicyStore store;
  private final Consumer<String> log;
  private final Map<Path, Stamp> stamps = new LinkedHashMap<>();
  private ScheduledExecutorService timer;

  public BundleWatcher(PolicyStore store, List<Path> files, Consumer<String> log) {
    this.store = store;
    this.log = log;
    for (Path f : files) {
      stamps.put(f, stamp(f));
    }
  }

  /** Checks the files every {@code period} on a daemon thread. */
  public void start(Duration period) {
    timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "cairn-bundle-watch");
      t.setDaemon(true);
      return t;
    });
    long ms = Math.max(1, period.toMillis());
    timer.scheduleWithFixedDelay(this::checkNow, ms, ms, TimeUnit.MILLISECONDS);
  }

  /** Reloads every changed bundle now; the count activated. Tests call this instead of waiting. */
  synchronized int checkNow() {
    int activated = 0;
    for (Map.Entry<Path, Stamp> e : stamps.entrySet()) {
      Stamp now = stamp(e.getKey());
      if (now == null || now.equals(e.getValue())) {
        continue;
      }
      e.setValue(now);
      try {
        store.activate(BundleReader.read(e.getKey()));
        activated++;
        log.accept("cairn serve: reloaded bundle " + e.getKey());
      } catch (BundleException | ApiError ex) {
        log.accept("cairn serve: keeping the previous bundle: " + ex.getMessage());
      } catch (dev.cairn.engine.RegoException ex) {
        log.accept("cairn serve: keeping the previous bundle " + e.getKey() + ": " + ex.getMessage().replace('\n', ' '));
      }
    }
    return activated;
  }

  private static Stamp stamp(Path f) {
    try {
      BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
      return new Stamp(a.size(), a.lastModifiedTime().toMillis());
    } catch (IOException e) {
      return null;
    }
  }

  @Override
  public void close() {
    if (timer != null) {
      timer.shutdownNow();
    }
  }
}
