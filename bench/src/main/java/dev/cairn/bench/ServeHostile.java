package dev.cairn.bench;

import dev.cairn.bench.HostileClients.Attack;
import dev.cairn.bench.HostileClients.Outcomes;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code cairn serve} under hostile clients (issue 35), over loopback: each attack runs for a fixed
 * time against a fresh server (the CLI jar in its own JVM, {@code -Xmx512m}) while a probe checks
 * {@code GET /health} every 100 ms. Prints a Markdown table: what the attackers got, the health
 * checks' latency (p50, p99, max) and failures, the server's largest RSS, its CPU in the three
 * seconds after the attack (work the attack left running), and its exit status on SIGTERM.
 *
 * <p>Usage: {@code ServeHostile [--jar cli/target/cairn.jar] [--seconds 20] [--only NAME-PREFIX] [--plain]}.
 * {@code --plain} starts every server without the attacks' options but {@code -d}, for a build
 * that does not have them.
 */
public final class ServeHostile {
  private static final long MB = 1_000_000;

  private ServeHostile() {}

  public static void main(String[] args) throws Exception {
    Path jar = Path.of(option(args, "--jar", "cli/target/cairn.jar"));
    int seconds = Integer.parseInt(option(args, "--seconds", "20"));
    String only = option(args, "--only", "");
    boolean plain = List.of(args).contains("--plain");
    if (!Files.isRegularFile(jar)) {
      System.err.println("ServeHostile: " + jar + " not found; build it with mvn -pl cli -am package -DskipTests");
      System.exit(2);
    }
    Path dir = Files.createTempDirectory("cairn-serve-hostile");
    Path policies = Files.createDirectories(dir.resolve("policies"));
    Files.writeString(policies.resolve("p.rego"), "package p\n\nx := 1\n");
    // Only for the attack that needs it: GET /v1/data would evaluate it too.
    Path spin = Files.createDirectories(dir.resolve("spin"));
    Files.writeString(spin.resolve("spin.rego"), """
        package spin

        spin if {
          some a in numbers.range(1, 100000)
          some b in numbers.range(1, 100000)
          a * b < 0
        }
        """);
    Files.writeString(policies.resolve("deny.rego"), "package main\n\ndeny contains \"no\" if input.no\n");

    System.out.println("| attack | server options | the attackers got | /health checks | failed | p50 ms | p99 ms | max ms "
        + "| server RSS max MiB | server CPU after | SIGTERM |");
    System.out.println("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    int port = 18_700;
    for (Attack attack : attacks(spin)) {
      if (!attack.name().startsWith(only)) {
        continue;
      }
      List<String> serverArgs = new ArrayList<>(List.of("-d", policies.toString()));
      // Options come in pairs; --plain keeps only -d (a build without the others would refuse them).
      for (int i = 0; i + 1 < attack.serverArgs().size(); i += 2) {
        if (!plain || attack.serverArgs().get(i).equals("-d")) {
          serverArgs.addAll(attack.serverArgs().subList(i, i + 2));
        }
      }
      Path log = dir.resolve("serve-" + port + ".log");
      ServedProcess server = ServedProcess.start(jar, 2, port++, serverArgs, log);
      Outcomes outcomes = new Outcomes();
      AtomicLong rss = new AtomicLong();
      Thread sampler = new Thread(() -> {
        while (!Thread.currentThread().isInterrupted()) {
          rss.accumulateAndGet(server.rssKib(), Math::max);
          try {
            Thread.sleep(250);
          } catch (InterruptedException e) {
            return;
          }
        }
      });
      sampler.setDaemon(true);
      sampler.start();
      HealthProbe probe = new HealthProbe(server.uri);
      HealthProbe.Result health;
      try {
        attack.run(server.uri, System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds), outcomes);
      } finally {
        health = probe.stop();
      }
      double cpuBefore = server.cpuSeconds();
      Thread.sleep(3_000);
      double cpuAfter = (server.cpuSeconds() - cpuBefore) / 3.0;
      sampler.interrupt();
      String exit = server.stop();
      String options = String.join(" ", serverArgs.subList(2, serverArgs.size())).replace(dir + "/", "");
      System.out.printf(Locale.ROOT, "| %s | %s | %s | %d | %d | %.1f | %.1f | %.1f | %d | %.0f%% | %s |%n",
          attack.name(), options, outcomes, health.checks(), health.failed(),
          health.p50(), health.p99(), health.max(), rss.get() / 1024, cpuAfter * 100, exit);
    }
  }

  /** The attacks, their payloads built now so that building them takes none of an attack's time. */
  static List<Attack> attacks(Path spin) {
    List<Attack> all = new ArrayList<>();
    List<byte[]> malformed = malformed();
    String bomb = envBomb(40);
    all.add(HostileClients.of("none (baseline)", List.of(), (uri, deadline, out) -> {
      Thread.sleep(Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
    }));
    all.add(HostileClients.of("3 clients × 200 MB bodies, Content-Length", List.of(),
        (uri, deadline, out) -> HostileClients.largeBodies(uri, deadline, out, 3, 200 * MB, false)));
    all.add(HostileClients.of("3 clients × 200 MB bodies, chunked", List.of(),
        (uri, deadline, out) -> HostileClients.largeBodies(uri, deadline, out, 3, 200 * MB, true)));
    all.add(HostileClients.of("3 clients × 60 MB JSON number arrays (under the body limit)", List.of(),
        (uri, deadline, out) -> HostileClients.largeBodies(uri, deadline, out, 3, 60 * MB, false)));
    all.add(HostileClients.of("200 slow bodies, 1 byte every 2 s", List.of("--request-timeout", "10s"),
        (uri, deadline, out) -> HostileClients.slowClients(uri, deadline, out, 200,
            "POST /v1/data/p/x HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{", Duration.ofSeconds(2))));
    all.add(HostileClients.of("200 slow headers, 1 byte every 2 s", List.of("--request-timeout", "10s"),
        (uri, deadline, out) -> HostileClients.slowClients(uri, deadline, out, 200,
            "GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ", Duration.ofSeconds(2))));
    all.add(HostileClients.of("100,000-deep documents on every endpoint", List.of(),
        (uri, deadline, out) -> HostileClients.httpRequests(uri, deadline, out, 4, deepRequests(uri))));
    all.add(HostileClients.of("bad policy and data updates, 4 writers and a reader", List.of(), ServeHostile::badUpdates));
    all.add(HostileClients.of(".env expansion bomb to /v1/locate", List.of("--timeout", "2s"),
        (uri, deadline, out) -> HostileClients.httpRequests(uri, deadline, out, 2, List.of(
            HttpRequest.newBuilder(uri.resolve("/v1/locate/main"))
                .POST(HttpRequest.BodyPublishers.ofString(bomb))))));
    all.add(HostileClients.of("clients leaving a 10^10-step evaluation after 300 ms", List.of("-d", spin.toString()),
        (uri, deadline, out) -> HostileClients.repeat(uri, deadline, out, 2, (u, o) -> {
          try (Socket s = HostileClients.connect(u)) {
            s.getOutputStream().write(HostileClients.request("POST", "/v1/data/spin/spin", "", HostileClients.ascii("{}")));
            Thread.sleep(300);
          }
          o.add("left");
        })));
    all.add(HostileClients.of("malformed headers and encodings", List.of(),
        (uri, deadline, out) -> HostileClients.rawRequests(uri, deadline, out, 4, malformed)));
    return all;
  }

  private static List<HttpRequest.Builder> deepRequests(URI uri) {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    return List.of(
        HttpRequest.newBuilder(uri.resolve("/v1/data/x")).PUT(HttpRequest.BodyPublishers.ofString(deep)),
        HttpRequest.newBuilder(uri.resolve("/v1/data/p/x")).POST(HttpRequest.BodyPublishers.ofString("{\"input\": " + deep + "}")),
        HttpRequest.newBuilder(uri.resolve("/v1/query")).POST(HttpRequest.BodyPublishers.ofString(
            "{\"query\": \"x = 1\", \"input\": " + deep + "}")),
        HttpRequest.newBuilder(uri.resolve("/v1/policies/deep.rego")).PUT(HttpRequest.BodyPublishers.ofString(
            "package deep\n\nx := " + deep + "\n")),
        HttpRequest.newBuilder(uri.resolve("/v1/locate/main")).POST(HttpRequest.BodyPublishers.ofString(
            "{\"documents\": [{\"path\": \"a.json\", \"content\": \"" + deep + "\"}]}")),
        HttpRequest.newBuilder(uri.resolve("/v1/data")).GET());
  }

  /** Good and bad writes racing; a reader counts answers that mix two versions ("half version"). */
  private static void badUpdates(URI uri, long deadline, Outcomes out) throws InterruptedException {
    AtomicLong version = new AtomicLong();
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    Thread reader = new Thread(() -> {
      java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
      HttpRequest get = HttpRequest.newBuilder(uri.resolve("/v1/data/v")).build();
      while (System.nanoTime() < deadline) {
        try {
          HttpResponse<String> r = client.send(get, HttpResponse.BodyHandlers.ofString());
          com.fasterxml.jackson.databind.JsonNode v = new com.fasterxml.jackson.databind.ObjectMapper()
              .readTree(r.body()).path("result");
          if (!v.path("first").equals(v.path("second")) || v.path("first").asInt(0) < 0) {
            out.add("half version");
          }
        } catch (Exception e) {
          out.add("read failed");
        }
      }
    });
    reader.start();
    HostileClients.repeat(uri, deadline, out, 4, (u, o) -> {
      java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
      long n = version.incrementAndGet();
      String[] bodies = {
        "package v\n\nfirst := " + n + "\n\nsecond := " + n + "\n",
        "package v\n\nfirst := -1\n\nsecond := \n",
        "package v\n\nfirst := -1\n\nsecond := no_such_function(1)\n",
        "package v\n\nfirst := -1\n\nsecond := " + deep + "\n",
      };
      for (String body : bodies) {
        o.add(client.send(HttpRequest.newBuilder(u.resolve("/v1/policies/v.rego"))
            .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding()).statusCode());
      }
      o.add(client.send(HttpRequest.newBuilder(u.resolve("/v1/data"))
          .method("PATCH", HttpRequest.BodyPublishers.ofString(
              "[{\"op\": \"add\", \"path\": \"/w\", \"value\": 1}, {\"op\": \"add\", \"path\": \"/no/such\", \"value\": 1}]"))
          .build(), HttpResponse.BodyHandlers.discarding()).statusCode());
    });
    reader.join();
  }

  /** A .env file whose variables double each other {@code levels} times, as a locate request. */
  static String envBomb(int levels) {
    StringBuilder env = new StringBuilder("A0=xx\\n");
    for (int i = 1; i <= levels; i++) {
      env.append("A").append(i).append("=${A").append(i - 1).append("}${A").append(i - 1).append("}\\n");
    }
    return "{\"documents\": [{\"path\": \"bomb.env\", \"content\": \"" + env + "\"}]}";
  }

  private static List<byte[]> malformed() {
    byte[] bomb = HostileClients.gzip(new byte[1 << 20], 256); // 256 MiB of zeros, about 250 kB packed
    return List.of(
        HostileClients.ascii("POST /v1/data/p/x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}"),
        HostileClients.ascii("POST /v1/data/p/x HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}"),
        HostileClients.ascii("POST /v1/data/p/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
        HostileClients.ascii("GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + "h".repeat(20_000) + "\r\n\r\n"),
        HostileClients.ascii("GET /health HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n"),
        HostileClients.request("POST", "/v1/data/p/x", "Content-Encoding: gzip\r\n", HostileClients.ascii("not gzip at all")),
        HostileClients.request("POST", "/v1/data/p/x", "Content-Encoding: gzip\r\n", bomb),
        HostileClients.request("POST", "/v1/data/p/x", "Content-Encoding: br\r\n", HostileClients.ascii("{}")),
        HostileClients.request("POST", "/v1/data/p/x", "Content-Type: application/yaml\r\n", HostileClients.ascii("a: [1,\n")),
        HostileClients.request("POST", "/v1/data/p/x", "", new byte[] {'{', '"', (byte) 0xff, (byte) 0xfe, '"', '}'}));
  }

  private static String option(String[] args, String name, String fallback) {
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals(name)) {
        return args[i + 1];
      }
    }
    return fallback;
  }
}
