package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DataWritesTest {
  static final String RULES = """
      package app
      import rego.v1
      over_limit if count(input.items) > data.limits.max
      """;

  TestServer server;

  @BeforeEach
  void start() throws Exception {
    server = TestServer.start(c -> {}, "{\"limits\": {\"max\": 2}, \"list\": [1, 2]}", java.util.List.of(), "app.rego", RULES);
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
  }

  @Test
  void putWritesAndEvaluationSeesIt() throws Exception {
    String input = "{\"input\": {\"items\": [1, 2]}}";
    assertThat(server.post("/v1/data/app/over_limit", input).body()).isEqualTo("{}\n");
    HttpResponse<String> put = server.send("PUT", "/v1/data/limits/max", "1");
    assertThat(put.statusCode()).isEqualTo(204);
    assertThat(put.body()).isEmpty();
    assertThat(server.post("/v1/data/app/over_limit", input).body()).isEqualTo("{\"result\":true}\n");
  }

  @Test
  void putCreatesMissingParents() throws Exception {
    assertThat(server.send("PUT", "/v1/data/a/b/c", "{\"d\": 1}").statusCode()).isEqualTo(204);
    assertThat(server.get("/v1/data/a/b/c/d").body()).isEqualTo("{\"result\":1}\n");
  }

  @Test
  void ifNoneMatchStarKeepsAnExistingDocument() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/data/limits/max", "9", "If-None-Match", "*");
    assertThat(r.statusCode()).isEqualTo(304);
    assertThat(server.get("/v1/data/limits/max").body()).isEqualTo("{\"result\":2}\n");
    assertThat(server.send("PUT", "/v1/data/limits/min", "0", "If-None-Match", "*").statusCode()).isEqualTo(204);
    assertThat(server.get("/v1/data/limits/min").body()).isEqualTo("{\"result\":0}\n");
  }

  @Test
  void patchAppliesOperationsInOrder() throws Exception {
    String ops = """
        [{"op": "add", "path": "/min", "value": 1},
         {"op": "replace", "path": "/max", "value": 5},
         {"op": "remove", "path": "/min"},
         {"op": "add", "path": "/tags", "value": []},
         {"op": "add", "path": "/tags/-", "value": "x"}]
        """;
    assertThat(server.send("PATCH", "/v1/data/limits", ops).statusCode()).isEqualTo(204);
    assertThat(server.get("/v1/data/limits").body()).isEqualTo("{\"result\":{\"max\":5,\"tags\":[\"x\"]}}\n");
  }

  @Test
  void patchOfAMissingPathChangesNothing() throws Exception {
    String ops = "[{\"op\": \"replace\", \"path\": \"/max\", \"value\": 7}, {\"op\": \"remove\", \"path\": \"/nope\"}]";
    HttpResponse<String> r = server.send("PATCH", "/v1/data/limits", ops);
    assertThat(r.statusCode()).isEqualTo(404);
    assertThat(TestServer.json(r).path("code").asText()).isEqualTo("resource_not_found");
    assertThat(server.get("/v1/data/limits/max").body()).isEqualTo("{\"result\":2}\n");
  }

  @Test
  void badPatchOperationIsInvalidParameter() throws Exception {
    HttpResponse<String> r = server.send("PATCH", "/v1/data/limits", "[{\"op\": \"copy\", \"path\": \"/x\"}]");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("message").asText()).isEqualTo("bad patch operation: copy");
    assertThat(server.send("PATCH", "/v1/data/limits", "{\"op\": \"add\"}").statusCode()).isEqualTo(400);
  }

  @Test
  void deleteRemovesAndMissingIsNotFound() throws Exception {
    assertThat(server.send("DELETE", "/v1/data/list/0", null).statusCode()).isEqualTo(204);
    assertThat(server.get("/v1/data/list").body()).isEqualTo("{\"result\":[2]}\n");
    HttpResponse<String> missing = server.send("DELETE", "/v1/data/no/such", null);
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(TestServer.json(missing).path("code").asText()).isEqualTo("resource_not_found");
  }

  @Test
  void malformedPutBodyIsRefused() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/data/limits/max", "{nope");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("code").asText()).isEqualTo("invalid_parameter");
    assertThat(server.send("PUT", "/v1/data", "[1]").statusCode()).isEqualTo(400);
  }

  @Test
  void dataThatConflictsWithRulesIsRefused() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/data/app/over_limit", "1");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("code").asText()).isEqualTo("invalid_parameter");
    assertThat(server.get("/v1/data/limits/max").body()).isEqualTo("{\"result\":2}\n");
  }
}
