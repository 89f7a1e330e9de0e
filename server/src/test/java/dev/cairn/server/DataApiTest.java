package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DataApiTest {
  static final String AUTHZ = """
      package httpapi.authz
      import rego.v1
      default allow := false
      allow if input.user == "alice"
      roles := {"alice": ["admin"], "bob": []}
      conflict := 1 if input.x
      conflict := 2 if input.x
      bad_cast := to_number(input.s)
      """;
  static final String MAIN = """
      package system
      import rego.v1
      main := {"allowed": input.user == "alice"}
      """;
  static final String SLOW = """
      package slow
      import rego.v1
      count_all := count([x | some i in numbers.range(1, 100000000); x := i * 2])
      """;

  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = TestServer.start(
        c -> c.timeout(Duration.ofMillis(300)), "{\"limits\": {\"max\": 3}}", List.of(),
        "authz.rego", AUTHZ, "main.rego", MAIN, "slow.rego", SLOW);
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void postWithInputAnswersTheResult() throws Exception {
    HttpResponse<String> r = server.post("/v1/data/httpapi/authz/allow", "{\"input\": {\"user\": \"alice\"}}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json");
    assertThat(r.body()).isEqualTo("{\"result\":true}\n");
  }

  @Test
  void getWithInputParameter() throws Exception {
    String input = URLEncoder.encode("{\"user\":\"bob\"}", StandardCharsets.UTF_8);
    HttpResponse<String> r = server.get("/v1/data/httpapi/authz/allow?input=" + input);
    assertThat(r.body()).isEqualTo("{\"result\":false}\n");
  }

  @Test
  void getOfBaseDataAndIndexes() throws Exception {
    assertThat(server.get("/v1/data/limits/max").body()).isEqualTo("{\"result\":3}\n");
    assertThat(server.get("/v1/data/httpapi/authz/roles/alice/0").body()).isEqualTo("{\"result\":\"admin\"}\n");
  }

  @Test
  void undefinedIsAnEmptyObject() throws Exception {
    HttpResponse<String> r = server.post("/v1/data/httpapi/authz/nothing", "{\"input\": {}}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("{}\n");
  }

  @Test
  void missingInputKeyGivesOpasWarning() throws Exception {
    JsonNode body = TestServer.json(server.post("/v1/data/httpapi/authz/allow", "{}"));
    assertThat(body.path("result").asBoolean()).isFalse();
    assertThat(body.path("warning").path("code").asText()).isEqualTo("api_usage_warning");
    assertThat(body.path("warning").path("message").asText()).isEqualTo("'input' key missing from the request");
  }

  @Test
  void prettyIndentsTwoSpaces() throws Exception {
    HttpResponse<String> r = server.get("/v1/data/limits?pretty=true");
    assertThat(r.body()).isEqualTo("{\n  \"result\": {\n    \"max\": 3\n  }\n}\n");
  }

  @Test
  void metricsProvenanceAndInstrument() throws Exception {
    JsonNode m = TestServer.json(server.get("/v1/data/limits?metrics"));
    assertThat(m.path("metrics").has("timer_rego_query_eval_ns")).isTrue();
    assertThat(m.path("metrics").has("timer_server_handler_ns")).isTrue();
    JsonNode i = TestServer.json(server.get("/v1/data/limits?instrument=true"));
    assertThat(i.path("metrics").has("timer_rego_query_eval_ns")).isTrue();
    JsonNode p = TestServer.json(server.get("/v1/data/limits?provenance"));
    assertThat(p.path("provenance").path("version").asText()).isEqualTo("cairn test");
    assertThat(p.path("result").path("max").asInt()).isEqualTo(3);
    JsonNode none = TestServer.json(server.get("/v1/data/limits?metrics=false"));
    assertThat(none.has("metrics")).isFalse();
  }

  @Test
  void strictBuiltinErrorsTurnsAFailingBuiltinIntoAnError() throws Exception {
    String body = "{\"input\": {\"s\": \"not a number\"}}";
    assertThat(server.post("/v1/data/httpapi/authz/bad_cast", body).body()).isEqualTo("{}\n");
    HttpResponse<String> strict = server.post("/v1/data/httpapi/authz/bad_cast?strict-builtin-errors", body);
    assertThat(strict.statusCode()).isEqualTo(500);
    JsonNode e = TestServer.json(strict);
    assertThat(e.path("code").asText()).isEqualTo("internal_error");
    assertThat(e.path("errors").get(0).path("code").asText()).isEqualTo("eval_builtin_error");
  }

  @Test
  void evaluationErrorListsTheEngineError() throws Exception {
    HttpResponse<String> r = server.post("/v1/data/httpapi/authz/conflict", "{\"input\": {\"x\": true}}");
    assertThat(r.statusCode()).isEqualTo(500);
    JsonNode e = TestServer.json(r);
    assertThat(e.path("code").asText()).isEqualTo("internal_error");
    assertThat(e.path("message").asText()).isEqualTo("error(s) occurred while evaluating query");
    JsonNode first = e.path("errors").get(0);
    assertThat(first.path("code").asText()).isEqualTo("eval_conflict_error");
    assertThat(first.path("location").path("file").asText()).isEqualTo("authz.rego");
    assertThat(first.path("location").path("row").asInt()).isPositive();
  }

  @Test
  void theDeadlineStopsARunawayEvaluation() throws Exception {
    HttpResponse<String> r = server.post("/v1/data/slow/count_all", "{\"input\": {}}");
    assertThat(r.statusCode()).isEqualTo(500);
    assertThat(TestServer.json(r).path("errors").get(0).path("code").asText()).isEqualTo("eval_cancel_error");
    assertThat(server.get("/v1/data/limits/max").statusCode()).isEqualTo(200);
  }

  @Test
  void malformedInputIsInvalidParameter() throws Exception {
    HttpResponse<String> r = server.post("/v1/data/httpapi/authz/allow", "{\"input\": ");
    assertThat(r.statusCode()).isEqualTo(400);
    JsonNode e = TestServer.json(r);
    assertThat(e.path("code").asText()).isEqualTo("invalid_parameter");
    assertThat(e.path("message").asText()).startsWith("body contains malformed input document");
    HttpResponse<String> array = server.post("/v1/data/httpapi/authz/allow", "[1]");
    assertThat(array.statusCode()).isEqualTo(400);
    HttpResponse<String> param = server.get("/v1/data/limits?input=%7Bnope");
    assertThat(param.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(param).path("message").asText()).startsWith("parameter contains malformed input document");
  }

  @Test
  void yamlBodiesAreReadWhenTheContentTypeSaysSo() throws Exception {
    HttpResponse<String> r = server.send(
        "POST", "/v1/data/httpapi/authz/allow", "input:\n  user: alice\n", "Content-Type", "application/x-yaml");
    assertThat(r.body()).isEqualTo("{\"result\":true}\n");
    HttpResponse<String> bad = server.send(
        "POST", "/v1/data/httpapi/authz/allow", "input: [1\n", "Content-Type", "application/yaml");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(bad).path("message").asText()).startsWith("body contains malformed input document: ");
  }

  @Test
  void gzipRequestBodiesAreInflated() throws Exception {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(bytes)) {
      gz.write("{\"input\": {\"user\": \"alice\"}}".getBytes(StandardCharsets.UTF_8));
    }
    java.net.http.HttpRequest req = java.net.http.HttpRequest.newBuilder(server.uri().resolve("/v1/data/httpapi/authz/allow"))
        .header("Content-Encoding", "gzip")
        .POST(java.net.http.HttpRequest.BodyPublishers.ofByteArray(bytes.toByteArray()))
        .build();
    HttpResponse<String> r = server.client.send(req, HttpResponse.BodyHandlers.ofString());
    assertThat(r.body()).isEqualTo("{\"result\":true}\n");
  }

  @Test
  void v0TakesTheInputAsBodyAndAnswersTheValue() throws Exception {
    HttpResponse<String> r = server.post("/v0/data/httpapi/authz/allow", "{\"user\": \"alice\"}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("true\n");
  }

  @Test
  void v0UndefinedIsUndefinedDocument() throws Exception {
    HttpResponse<String> missing = server.post("/v0/data/no/such/thing", "{}");
    assertThat(missing.statusCode()).isEqualTo(404);
    JsonNode e = TestServer.json(missing);
    assertThat(e.path("code").asText()).isEqualTo("undefined_document");
    assertThat(e.path("message").asText()).isEqualTo("document missing: data.no.such.thing");
    HttpResponse<String> undefined = server.post("/v0/data/httpapi/authz/conflict", "{}");
    assertThat(TestServer.json(undefined).path("message").asText())
        .isEqualTo("document undefined: data.httpapi.authz.conflict");
  }

  @Test
  void rootPostIsTheDefaultDecision() throws Exception {
    HttpResponse<String> r = server.post("/", "{\"user\": \"alice\"}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("{\"allowed\":true}\n");
  }

  @Test
  void theDefaultDecisionIsConfigurable() throws Exception {
    try (TestServer custom = TestServer.start(
        c -> c.defaultDecision("/httpapi/authz/allow"), "{}", List.of(), "authz.rego", AUTHZ)) {
      assertThat(custom.post("/", "{\"user\": \"alice\"}").body()).isEqualTo("true\n");
      HttpResponse<String> none = custom.post("/", "{}");
      assertThat(none.body()).isEqualTo("false\n");
    }
    try (TestServer bare = TestServer.start("authz.rego", AUTHZ)) {
      HttpResponse<String> undefined = bare.post("/", "{}");
      assertThat(undefined.statusCode()).isEqualTo(404);
      assertThat(TestServer.json(undefined).path("message").asText()).isEqualTo("document missing: data.system.main");
    }
  }
}
