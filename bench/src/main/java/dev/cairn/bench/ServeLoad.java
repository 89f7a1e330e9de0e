package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Bounded load on {@code cairn serve} over loopback: an admission-style decision ({@code POST
 * /v1/data/admission/decision} with a Kubernetes pod) from closed-loop clients, for a fixed time or
 * request budget, whichever ends first; then the same with a {@code PUT /v1/policies} storm,
 * checking that every answer comes from a whole policy. Prints a Markdown table.
 *
 * <p>Usage: {@code ServeLoad [--jar cli/target/cairn.jar] [--cores 1,2] [--seconds 10]
 * [--requests 500000] [--clients 8]}. The server runs in its own JVM, pinned with taskset to the
 * first N cores where taskset exists; the client runs unpinned on the same machine. Memory is the
 * server's heap in use after a full collection (through jcmd) and its RSS, before and after.
 */
public final class ServeLoad {
  static final String POLICY = """
      package admission
      import rego.v1

      allowed_registries := {"registry.example.com", "ghcr.io/acme"}

      deny contains sprintf("container %s is privileged", [c.name]) if {
        some c in input.request.object.spec.containers
        c.securityContext.privileged
      }

      deny contains sprintf("image %s is not from an allowed registry", [c.image]) if {
        some c in input.request.object.spec.containers
        not allowed_image(c.image)
      }

      deny contains sprintf("missing label %s", [l]) if {
        some l in ["app", "team"]
        not input.request.object.metadata.labels[l]
      }

      allowed_image(image) if {
        some r in allowed_registries
        startswith(image, concat("", [r, "/"]))
      }

      decision := {
        "allowed": count(deny) == 0,
        "reasons": sort([m | some m in deny]),
        "first": data.admission.version.first,
        "second": data.admission.version.second,
      }
      """;

  static final String POD = """
      {"input": {"request": {"kind": {"kind": "Pod"}, "object": {
        "metadata": {"name": "web", "labels": {"app": "web"}},
        "spec": {"containers": [
          {"name": "app", "image": "registry.example.com/web:1.2", "securityContext": {"privileged": false}},
          {"name": "sidecar", "image": "docker.io/envoy:1.30", "securityContext": {"privileged": true}}
        ]}}}}}
      """;

  private ServeLoad() {}

  public static void main(String[] args) throws Exception {
    Path jar = Path.of(option(args, "--jar", "cli/target/cairn.jar"));
    List<Integer> coreCounts = List.of(option(args, "--cores", "1,2").split(",")).stream().map(Integer::parseInt).toList();
    int seconds = Integer.parseInt(option(args, "--seconds", "10"));
    long budget = Long.parseLong(option(args, "--requests", "500000"));
    int clients = Integer.parseInt(option(args, "--clients", "8"));
    if (!Files.isRegularFile(jar)) {
      System.err.println("ServeLoad: " + jar + " not found; build it with mvn -pl cli -am package -DskipTests");
      System.exit(2);
    }
    Path dir = Files.createTempDirectory("cairn-serve-load");
    Files.writeString(dir.resolve("admission.rego"), POLICY);

    System.out.printf(Locale.ROOT, "| server cores | storm | decisions/s | p50 ms | p99 ms | requests | errors | PUTs | heap after GC, before → after | server RSS before → after |%n");
    System.out.printf("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |%n");
    int port = 18_500;
    for (int cores : coreCounts) {
      for (boolean storm : new boolean[] {false, true}) {
        try (ServedProcess server = ServedProcess.start(
            jar, cores, port++, List.of("-d", dir.toString()), dir.resolve("serve-" + cores + "-" + storm + ".log"))) {
          Outcome o = measure(server, storm, clients, budget, seconds);
          LoadClients.Result r = o.result();
          System.out.printf(Locale.ROOT, "| %d | %s | %,.0f | %.2f | %.2f | %,d | %d | %,d | %,.1f → %,.1f MiB | %,d → %,d MiB |%n",
              cores, storm ? "PUT /v1/policies" : "none", r.perSecond(), r.p50Micros() / 1000.0, r.p99Micros() / 1000.0,
              r.requests(), r.errors(), o.puts(), o.heapBeforeKib() / 1024.0, o.heapAfterKib() / 1024.0,
              o.rssBeforeKib() / 1024, o.rssAfterKib() / 1024);
          if (r.errors() > 0) {
            System.err.println("first error: " + r.firstError());
          }
        }
      }
    }
  }

  /**
   * What one server did under the load: the warm-up's result (the first seconds after start), the
   * clients' result, the policy PUTs of the storm (and those that failed), heap in use after a full
   * collection (-1 for a server that is not a JVM) and RSS before and after the measured run, and
   * the peak RSS of the whole run.
   */
  record Outcome(LoadClients.Result warmup, LoadClients.Result result, long puts, long failedPuts,
      long heapBeforeKib, long heapAfterKib, long rssBeforeKib, long rssAfterKib, long peakRssKib) {}

  /**
   * Puts the first policy version, warms the server up for a third of {@code seconds} (at least
   * 2) under the same clients, then measures {@code clients} closed-loop clients for {@code
   * seconds} or {@code budget} requests, with a {@link PolicyStorm} alongside when {@code storm}.
   */
  static Outcome measure(ServedProcess server, boolean storm, int clients, long budget, int seconds) throws Exception {
    return measure(server, storm, clients, budget, Math.max(2, seconds / 3), seconds);
  }

  /** As {@link #measure(ServedProcess, boolean, int, long, int)}, warming up for {@code warmupSeconds}. */
  static Outcome measure(ServedProcess server, boolean storm, int clients, long budget, int warmupSeconds, int seconds)
      throws Exception {
    if (PolicyStorm.put(java.net.http.HttpClient.newHttpClient(), server.uri, 0) != 200) {
      throw new IllegalStateException("cannot put the first policy version");
    }
    java.net.URI url = server.uri.resolve("/v1/data/admission/decision");
    // Warm-up: the JIT and the server's caches, kept apart from the measured run.
    LoadClients.Result warmup = LoadClients.run(url, POD, clients, budget,
        System.nanoTime() + TimeUnit.SECONDS.toNanos(warmupSeconds), ServeLoad::whole);
    long before = server.rssKib();
    long heapBefore = server.heapAfterGcKib();
    LoadClients.Result r;
    long puts = 0;
    long failures = 0;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    if (storm) {
      try (PolicyStorm s = new PolicyStorm(server.uri)) {
        r = LoadClients.run(url, POD, clients, budget, deadline, ServeLoad::whole);
        s.close();
        puts = s.puts();
        failures = s.failures();
        if (failures > 0) {
          System.err.println("policy PUTs that failed: " + failures);
        }
      }
    } else {
      r = LoadClients.run(url, POD, clients, budget, deadline, ServeLoad::whole);
    }
    long peak = server.peakRssKib();
    return new Outcome(warmup, r, puts, failures, heapBefore, server.heapAfterGcKib(), before, server.rssKib(), peak);
  }

  /** A whole-policy answer: the expected decision, and both version rules from the same module. */
  static boolean whole(JsonNode answer) {
    JsonNode d = answer.path("result");
    return !d.path("allowed").asBoolean(true)
        && d.path("reasons").size() == 3
        && d.path("first").isInt()
        && d.path("first").asInt() == d.path("second").asInt();
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
