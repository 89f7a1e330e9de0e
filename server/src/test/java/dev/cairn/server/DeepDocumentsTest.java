package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Nesting beyond {@link JsonInput#MAX_DEPTH} is refused on every endpoint with a clear 400, and no
 * write can leave data the API cannot read back.
 */
class DeepDocumentsTest {
  private static String deep(int levels) {
    return "[".repeat(levels) + "]".repeat(levels);
  }

  @Test
  void aDeepPutIsRefusedAndTheDataStaysReadable() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"kept\": 1}", List.of())) {
      HttpResponse<String> put = s.send("PUT", "/v1/data/x", deep(100_000));
      assertThat(put.statusCode()).isEqualTo(400);
      assertThat(TestServer.json(put).path("message").asText())
          .isEqualTo("body contains malformed document: nested deeper than 1000 levels at line 1, column 1001");
      HttpResponse<String> all = s.get("/v1/data");
      assertThat(all.statusCode()).isEqualTo(200);
      assertThat(all.body()).isEqualTo("{\"result\":{\"kept\":1}}\n");
    }
  }

  @Test
  void thePathCountsTowardsTheDepthOfStoredData() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{}", List.of())) {
      HttpResponse<String> tooDeep = s.send("PUT", "/v1/data/a/b", deep(999));
      assertThat(tooDeep.statusCode()).isEqualTo(400);
      assertThat(TestServer.json(tooDeep).path("message").asText())
          .isEqualTo("document too deeply nested: /a/b would hold data 1001 levels deep (path and value together), more than 1000");
      HttpResponse<String> patch = s.send("PATCH", "/v1/data",
          "[{\"op\": \"add\", \"path\": \"/c\", \"value\": 1}, {\"op\": \"add\", \"path\": \"/b\", \"value\": " + deep(1000) + "}]");
      assertThat(patch.statusCode()).isEqualTo(400);

      assertThat(s.send("PUT", "/v1/data/a", deep(999)).statusCode()).isEqualTo(204);
      HttpResponse<String> back = s.get("/v1/data");
      assertThat(back.statusCode()).isEqualTo(200);
      assertThat(back.body()).isEqualTo("{\"result\":{\"a\":" + deep(999) + "}}\n");
      assertThat(s.get("/v1/data/c").body()).isEqualTo("{}\n"); // the refused patch left nothing
    }
  }

  @Test
  void everyEndpointRefusesDeepBodiesAndGoesOn() throws Exception {
    String deep = deep(100_000);
    try (TestServer s = TestServer.start(c -> {}, "{\"kept\": 1}", List.of(), "p.rego", "package p\n\nx := 1\n")) {
      List<HttpResponse<String>> answers = List.of(
          s.post("/v1/data/p/x", "{\"input\": " + deep + "}"),
          s.post("/v0/data/p/x", deep),
          s.post("/", deep),
          s.post("/v1/query", "{\"query\": \"x = 1\", \"input\": " + deep + "}"),
          s.post("/v1/locate/p", "{\"documents\": " + deep + "}"),
          s.send("PATCH", "/v1/data", deep),
          s.send("PUT", "/v1/data/y", "a: " + deep, "Content-Type", "application/yaml"),
          s.send("PUT", "/v1/policies/deep.rego", "package deep\n\nx := " + deep + "\n"),
          s.get("/v1/data/p/x?input=" + deep(2_000)));
      for (HttpResponse<String> r : answers) {
        assertThat(r.statusCode()).as(r.request().method() + " " + r.request().uri().getPath() + ": " + r.body())
            .isEqualTo(400);
        assertThat(r.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("StreamConstraints");
      }
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
      assertThat(s.get("/v1/data/kept").body()).isEqualTo("{\"result\":1}\n");
      assertThat(s.get("/v1/policies").body()).doesNotContain("deep.rego");
    }
  }
}
