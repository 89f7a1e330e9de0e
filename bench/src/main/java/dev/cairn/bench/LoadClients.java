package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/**
 * Closed-loop decision clients: each thread posts the same admission request over one keep-alive
 * connection until the deadline or the request budget is spent, recording each latency. Every
 * answer is checked: a non-200 status or an answer that fails {@code check} is an error.
 */
final class LoadClients {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Decisions per second, latency percentiles in microseconds, and the errors seen. */
  record Result(long requests, long errors, double seconds, long p50Micros, long p99Micros, String firstError) {
    double perSecond() {
      return requests / seconds;
    }
  }

  private LoadClients() {}

  static Result run(URI url, String body, int threads, long budget, long deadlineNanos, Predicate<JsonNode> check)
      throws InterruptedException {
    AtomicLong issued = new AtomicLong();
    AtomicLong errors = new AtomicLong();
    String[] firstError = {null};
    long[][] latencies = new long[threads][];
    List<Thread> workers = new ArrayList<>();
    long start = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      int id = t;
      Thread w = new Thread(() -> {
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest req = HttpRequest.newBuilder(url)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long[] mine = new long[(int) Math.min(Integer.MAX_VALUE - 8, budget / threads + 1)];
        int n = 0;
        while (n < mine.length && System.nanoTime() < deadlineNanos && issued.incrementAndGet() <= budget) {
          long t0 = System.nanoTime();
          try {
            HttpResponse<String> r = client.send(req, HttpResponse.BodyHandlers.ofString());
            mine[n++] = System.nanoTime() - t0;
            if (r.statusCode() != 200 || !check.test(JSON.readTree(r.body()))) {
              if (errors.getAndIncrement() == 0) {
                firstError[0] = r.statusCode() + " " + r.body();
              }
            }
          } catch (Exception e) {
            mine[n++] = System.nanoTime() - t0;
            if (errors.getAndIncrement() == 0) {
              firstError[0] = e.toString();
            }
          }
        }
        latencies[id] = Arrays.copyOf(mine, n);
      }, "load-" + t);
      workers.add(w);
      w.start();
    }
    for (Thread w : workers) {
      w.join();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).sorted().toArray();
    return new Result(all.length, errors.get(), seconds, percentile(all, 0.50), percentile(all, 0.99), firstError[0]);
  }

  private static long percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] / 1_000;
  }
}
