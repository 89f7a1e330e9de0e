package dev.cairn.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks {@code GET /health} every {@value #PERIOD_MILLIS} ms on its own thread and records each
 * latency; a check that gets no 200 within {@value #TIMEOUT_SECONDS} s counts as failed, with that
 * wait as its latency.
 */
final class HealthProbe {
  static final long PERIOD_MILLIS = 100;
  static final long TIMEOUT_SECONDS = 10;

  /** Latency percentiles in milliseconds, and the checks that failed. */
  record Result(int checks, int failed, double p50, double p99, double max) {}

  private final Thread thread;
  private final List<Long> nanos = new ArrayList<>();
  private int failed;
  private volatile boolean running = true;

  HealthProbe(URI server) {
    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(TIMEOUT_SECONDS)).build();
    HttpRequest health = HttpRequest.newBuilder(server.resolve("/health"))
        .timeout(Duration.ofSeconds(TIMEOUT_SECONDS)).build();
    thread = new Thread(() -> {
      while (running) {
        long t0 = System.nanoTime();
        boolean ok;
        try {
          ok = client.send(health, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (java.io.IOException e) {
          ok = false;
        } catch (InterruptedException e) {
          return;
        }
        long took = System.nanoTime() - t0;
        synchronized (this) {
          nanos.add(took);
          if (!ok) {
            failed++;
          }
        }
        try {
          Thread.sleep(PERIOD_MILLIS);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "health-probe");
    thread.setDaemon(true);
    thread.start();
  }

  /** Stops checking; the checks so far. */
  Result stop() throws InterruptedException {
    running = false;
    thread.join();
    return result();
  }

  private synchronized Result result() {
    long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    return new Result(sorted.length, failed, ms(sorted, 0.50), ms(sorted, 0.99),
        sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6);
  }

  private static double ms(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] / 1e6;
  }
}
