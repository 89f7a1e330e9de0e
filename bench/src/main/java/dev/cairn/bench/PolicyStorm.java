package dev.cairn.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Replaces one policy module over and over through {@code PUT /v1/policies/{id}} while the load
 * runs. Each version defines two rules with the same number; a decision that reads two different
 * numbers saw half an update.
 */
final class PolicyStorm implements AutoCloseable {
  static final String ID = "version.rego";

  private final Thread thread;
  private final AtomicLong puts = new AtomicLong();
  private final AtomicLong failures = new AtomicLong();
  private volatile boolean running = true;

  PolicyStorm(URI base) {
    HttpClient client = HttpClient.newHttpClient();
    thread = new Thread(() -> {
      int n = 1;
      while (running) {
        try {
          (put(client, base, n++) == 200 ? puts : failures).incrementAndGet();
        } catch (Exception e) {
          failures.incrementAndGet();
        }
      }
    }, "policy-storm");
    thread.start();
  }

  /** Puts version {@code n}; the status code. */
  static int put(HttpClient client, URI base, int n) throws java.io.IOException, InterruptedException {
    HttpRequest put = HttpRequest.newBuilder(base.resolve("/v1/policies/" + ID))
        .PUT(HttpRequest.BodyPublishers.ofString(module(n))).build();
    return client.send(put, HttpResponse.BodyHandlers.discarding()).statusCode();
  }

  static String module(int n) {
    return "package admission.version\n\nfirst := " + n + "\n\nsecond := " + n + "\n";
  }

  long puts() {
    return puts.get();
  }

  long failures() {
    return failures.get();
  }

  @Override
  public void close() throws InterruptedException {
    running = false;
    thread.join();
  }
}
