package dev.cairn.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.Json;
import dev.cairn.engine.value.ObjectValue;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** A {@link CairnServer} on an ephemeral loopback port, and a JDK HTTP client to call it. */
final class TestServer implements AutoCloseable {
  static final ObjectMapper JSON = new ObjectMapper();

  final PolicyStore store;
  final CairnServer server;
  final HttpClient client = HttpClient.newHttpClient();
  final List<String> log = new java.util.concurrent.CopyOnWriteArrayList<>();

  private TestServer(PolicyStore store, ServerConfig config) throws Exception {
    this.store = store;
    this.server = CairnServer.start(config, store, "cairn test", log::add);
  }

  /** Modules as alternating name, source pairs. */
  static TestServer start(String... modules) throws Exception {
    return start(b -> {}, "{}", List.of(), modules);
  }

  static TestServer start(Consumer<ServerConfig.Builder> configure, String data, List<Bundle> bundles, String... modules)
      throws Exception {
    List<PolicyBuilder.Source> sources = new ArrayList<>();
    for (int i = 0; i < modules.length; i += 2) {
      sources.add(new PolicyBuilder.Source(modules[i], modules[i + 1]));
    }
    PolicyStore store = PolicyStore.create(sources, (ObjectValue) Json.parse(data), bundles, ParseMode.AUTO);
    ServerConfig.Builder config = ServerConfig.builder().port(0);
    configure.accept(config);
    return new TestServer(store, config.build());
  }

  HttpResponse<String> send(String method, String path, String body, String... headers)
      throws IOException, InterruptedException {
    HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve(path))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  HttpResponse<String> get(String path) throws IOException, InterruptedException {
    return send("GET", path, null);
  }

  HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
    return send("POST", path, body);
  }

  static JsonNode json(HttpResponse<String> r) throws IOException {
    return JSON.readTree(r.body());
  }

  URI uri() {
    return server.uri();
  }

  @Override
  public void close() throws Exception {
    server.close();
  }
}
