package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleServingTest {
  @TempDir Path dir;

  private Path bundle(String revision, int max, String extraRule) throws Exception {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(".manifest", "{\"revision\": \"" + revision + "\", \"roots\": [\"acme\"]}");
    entries.put("acme/policy.rego", "package acme\nimport rego.v1\n\nallow if count(input.items) <= data.acme.max\n" + extraRule);
    entries.put("acme/data.json", "{\"max\": " + max + "}");
    Path file = Bundles.write(dir.resolve("acme.tar.gz"), entries);
    // Stamp the file explicitly: the watcher compares size and modification time.
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000L * revision.length() + max));
    return file;
  }

  @Test
  void servesABundleAndGuardsItsRoots() throws Exception {
    Path file = bundle("r1", 2, "");
    try (TestServer s = TestServer.start(c -> {}, "{\"other\": 1}", List.of(BundleReader.read(file)))) {
      assertThat(s.post("/v1/data/acme/allow", "{\"input\": {\"items\": [1, 2]}}").body()).isEqualTo("{\"result\":true}\n");
      JsonNode p = TestServer.json(s.get("/v1/data/acme/max?provenance"));
      assertThat(p.path("provenance").path("bundles").path("acme.tar.gz").path("revision").asText()).isEqualTo("r1");
      HttpResponse<String> owned = s.send("PUT", "/v1/data/acme/max", "9");
      assertThat(owned.statusCode()).isEqualTo(400);
      assertThat(TestServer.json(owned).path("message").asText()).isEqualTo("path acme/max is owned by bundle \"acme.tar.gz\"");
      assertThat(s.send("PUT", "/v1/data/other", "2").statusCode()).isEqualTo(204);
      HttpResponse<String> policy = s.send("PUT", "/v1/policies/acme.tar.gz/acme/policy.rego", "package acme\n");
      assertThat(policy.statusCode()).isEqualTo(400);
      HttpResponse<String> scoped = s.send("PUT", "/v1/policies/mine.rego", "package acme.extra\n\nx := 1\n");
      assertThat(scoped.statusCode()).isEqualTo(400);
      assertThat(TestServer.json(scoped).path("message").asText()).isEqualTo("path acme/extra is owned by bundle \"acme.tar.gz\"");
      assertThat(s.send("PUT", "/v1/policies/mine.rego", "package other\n\nx := 1\n").statusCode()).isEqualTo(200);
      assertThat(TestServer.json(s.get("/v1/policies")).path("result").findValuesAsText("id"))
          .containsExactly("mine.rego", "acme.tar.gz/acme/policy.rego");
      assertThat(s.get("/health?bundles").statusCode()).isEqualTo(200);
    }
  }

  @Test
  void theWatcherSwapsInAChangedBundleAndKeepsTheLastGoodOne() throws Exception {
    Path file = bundle("r1", 2, "");
    try (TestServer s = TestServer.start(c -> {}, "{}", List.of(BundleReader.read(file)));
        BundleWatcher watcher = new BundleWatcher(s.store, List.of(file), s.log::add)) {
      String input = "{\"input\": {\"items\": [1, 2, 3]}}";
      assertThat(s.post("/v1/data/acme/allow", input).body()).isEqualTo("{}\n");
      assertThat(watcher.checkNow()).isZero();

      bundle("r22", 5, "extra := 1\n");
      assertThat(watcher.checkNow()).isEqualTo(1);
      assertThat(s.post("/v1/data/acme/allow", input).body()).isEqualTo("{\"result\":true}\n");
      assertThat(s.get("/v1/data/acme/extra").body()).isEqualTo("{\"result\":1}\n");
      assertThat(TestServer.json(s.get("/v1/status")).path("result").path("bundles").path("acme.tar.gz")
          .path("active_revision").asText()).isEqualTo("r22");

      Files.writeString(file, "truncated garbage");
      assertThat(watcher.checkNow()).isZero();
      assertThat(s.log).anyMatch(line -> line.contains("keeping the previous bundle"));
      assertThat(s.post("/v1/data/acme/allow", input).body()).isEqualTo("{\"result\":true}\n");

      bundle("r333", 1, "broken if {\n");
      assertThat(watcher.checkNow()).isZero();
      assertThat(s.post("/v1/data/acme/allow", input).body()).isEqualTo("{\"result\":true}\n");
    }
  }
}
