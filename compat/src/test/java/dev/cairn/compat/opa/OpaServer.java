package dev.cairn.compat.opa;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.compat.rego.ExactJson;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Verdict;
import dev.cairn.engine.ParseMode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code opa run --server} on loopback, in one syntax, evaluating cases one after another
 * through OPA's REST API: a case's policies replace the previous case's, its data replaces the
 * store, and the query runs with the case's input. One process serves thousands of cases, where
 * an {@code opa eval} per case would pay OPA's start-up each time.
 *
 * <p>OPA compiles each uploaded module with those already loaded, so a module calling a function
 * of a later one is refused until that one is there: uploads are retried until none succeeds any
 * more. A case whose modules still do not all load (a compile error, or modules that only compile
 * together), or that needs strict built-in errors on a query the data API cannot express, is left
 * to {@link OpaEval}, which compiles everything at once as OPA's CLI does.
 */
final class OpaServer implements AutoCloseable {
  private static final Duration STARTUP = Duration.ofSeconds(30);
  private static final Duration ADMIN = Duration.ofSeconds(30);
  // `data.a.b = x`: the data API evaluates data.a.b, and can do it with strict built-in errors.
  private static final Pattern DATA_QUERY =
      Pattern.compile("\\s*data((?:\\.[A-Za-z_][A-Za-z0-9_]*)*)\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*");

  private final Path opa;
  private final ParseMode syntax;
  private final Path log;
  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
  private final List<String> loaded = new ArrayList<>();
  private Process process;
  private URI base;

  OpaServer(Path opa, ParseMode syntax, Path log) throws IOException {
    this.opa = opa;
    this.syntax = syntax;
    this.log = log;
    start();
  }

  /**
   * OPA's verdict on the case, or empty when the case must run in a process of its own.
   *
   * @param input the case's input, already evaluated from its input term if it has one
   */
  Optional<Verdict> evaluate(RegoCase c, JsonNode input, Duration timeout) throws IOException, InterruptedException {
    reset();
    Response put = send(request("/v1/data").PUT(json(c.data() == null ? ExactJson.MAPPER.createObjectNode() : c.data())), ADMIN);
    if (put.status() / 100 != 2) {
      return Optional.empty();
    }
    if (!upload(c.modules())) {
      return Optional.empty();
    }
    ObjectNode body = ExactJson.MAPPER.createObjectNode();
    if (input != null) {
      body.set("input", input);
    }
    if (c.strict()) {
      Matcher m = DATA_QUERY.matcher(c.query());
      if (!m.matches()) {
        return Optional.empty();
      }
      Response r = send(request("/v1/data" + m.group(1).replace('.', '/') + "?strict-builtin-errors=true").POST(json(body)), timeout);
      if (r.status() != 200) {
        return Optional.of(failure(r));
      }
      JsonNode result = r.body().get("result");
      List<Map<String, JsonNode>> solutions = new ArrayList<>();
      if (result != null) {
        solutions.add(Map.of(m.group(2), result));
      }
      return Optional.of(Verdict.Solutions.ofJson(solutions, c.sortBindings()));
    }
    body.put("query", c.query());
    Response r = send(request("/v1/query").POST(json(body)), timeout);
    if (r.status() != 200) {
      return Optional.of(failure(r));
    }
    List<Map<String, JsonNode>> solutions = new ArrayList<>();
    for (JsonNode s : r.body().path("result")) {
      Map<String, JsonNode> bindings = new LinkedHashMap<>();
      s.fields().forEachRemaining(e -> bindings.put(e.getKey(), e.getValue()));
      solutions.add(bindings);
    }
    return Optional.of(Verdict.Solutions.ofJson(solutions, c.sortBindings()));
  }

  /** The value of a Rego term (an input term), or an OPA failure. */
  Verdict term(String term) throws IOException, InterruptedException {
    reset();
    ObjectNode body = ExactJson.MAPPER.createObjectNode().put("query", "x := " + term);
    Response r = send(request("/v1/query").POST(json(body)), ADMIN);
    if (r.status() != 200) {
      return failure(r);
    }
    List<Map<String, JsonNode>> solutions = new ArrayList<>();
    for (JsonNode s : r.body().path("result")) {
      solutions.add(Map.of("x", s.path("x")));
    }
    return Verdict.Solutions.ofJson(solutions, false);
  }

  /** Uploads every module, retrying refused ones while others still load; true when all did. */
  private boolean upload(List<RegoCase.Module> modules) throws IOException, InterruptedException {
    List<RegoCase.Module> pending = new ArrayList<>(modules);
    boolean progress = true;
    while (!pending.isEmpty() && progress) {
      progress = false;
      for (int i = 0; i < pending.size(); i++) {
        RegoCase.Module m = pending.get(i);
        Response r =
            send(
                request("/v1/policies/" + URLEncoder.encode(m.file(), StandardCharsets.UTF_8))
                    .header("Content-Type", "text/plain")
                    .PUT(HttpRequest.BodyPublishers.ofString(m.source())),
                ADMIN);
        if (r.status() / 100 == 2) {
          loaded.add(m.file());
          pending.remove(i--);
          progress = true;
        }
      }
    }
    return pending.isEmpty();
  }

  /** Deletes the previous case's policies, last loaded first (a later one may call an earlier one). */
  private void reset() throws IOException, InterruptedException {
    while (!loaded.isEmpty()) {
      String id = loaded.remove(loaded.size() - 1);
      Response r = send(request("/v1/policies/" + URLEncoder.encode(id, StandardCharsets.UTF_8)).DELETE(), ADMIN);
      if (r.status() / 100 != 2) {
        restart(); // a leftover module would leak into the next case: start from an empty server
        return;
      }
    }
  }

  private static Verdict failure(Response r) {
    Set<String> codes = new LinkedHashSet<>();
    String message = r.body().path("message").asText("");
    for (JsonNode e : r.body().path("errors")) {
      codes.add(e.path("code").asText());
      if (codes.size() == 1) {
        message = e.path("message").asText();
      }
    }
    if (codes.isEmpty()) {
      codes.add(r.body().path("code").asText("http_" + r.status()));
    }
    return new Verdict.Failure(codes, message);
  }

  private record Response(int status, JsonNode body) {}

  private Response send(HttpRequest.Builder request, Duration timeout) throws IOException, InterruptedException {
    HttpResponse<String> r = http.send(request.timeout(timeout).build(), HttpResponse.BodyHandlers.ofString());
    String text = r.body();
    return new Response(r.statusCode(), text.isBlank() ? ExactJson.MAPPER.createObjectNode() : ExactJson.parse(text));
  }

  private HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(base.resolve(path));
  }

  private static HttpRequest.BodyPublisher json(JsonNode body) {
    return HttpRequest.BodyPublishers.ofString(ExactJson.write(body));
  }

  private void start() throws IOException {
    IOException last = null;
    for (int attempt = 0; attempt < 3; attempt++) {
      int port = freePort();
      List<String> cmd = new ArrayList<>(List.of(opa.toString(), "run", "--server", "--addr", "127.0.0.1:" + port));
      cmd.addAll(List.of("--log-level", "error", "--skip-version-check"));
      if (syntax == ParseMode.V0) {
        cmd.add("--v0-compatible");
      }
      Files.createDirectories(log.getParent());
      process =
          new ProcessBuilder(cmd)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
              .start();
      base = URI.create("http://127.0.0.1:" + port);
      try {
        awaitHealthy();
        return;
      } catch (IOException e) {
        last = e;
        process.destroyForcibly();
      }
    }
    throw last;
  }

  /** Waits until the server answers /health, or fails when it exits first (its port was taken). */
  private void awaitHealthy() throws IOException {
    long deadline = System.nanoTime() + STARTUP.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IOException("opa exited with " + process.exitValue() + " on start (log: " + log + ")");
      }
      try {
        HttpResponse<Void> r =
            http.send(request("/health").timeout(Duration.ofSeconds(2)).GET().build(), HttpResponse.BodyHandlers.discarding());
        if (r.statusCode() == 200) {
          return;
        }
      } catch (IOException notListeningYet) {
        // fall through to wait for the process a little
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while opa started", e);
      }
      // Waiting on the process's exit doubles as the pause between polls.
      try {
        process.onExit().get(20, TimeUnit.MILLISECONDS);
      } catch (TimeoutException stillRunning) {
        // poll again
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while opa started", e);
      } catch (ExecutionException e) {
        throw new IOException(e);
      }
    }
    throw new IOException("opa did not answer on " + base + " within " + STARTUP.toSeconds() + " s (log: " + log + ")");
  }

  private void restart() throws IOException {
    close();
    loaded.clear();
    start();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  @Override
  public void close() {
    if (process != null) {
      process.destroy();
      try {
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
  }
}
