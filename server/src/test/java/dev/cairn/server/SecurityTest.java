package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

class SecurityTest {
  static final String AUTHZ = """
      package system.authz
      import rego.v1
      default allow := false
      allow if input.identity == "secret"
      allow if {
        input.method == "GET"
        input.path == ["v1", "data", "public"]
      }
      allow if {
        input.method == "POST"
        input.path[0] == "v1"
        input.body.input.user == "alice"
      }
      """;
  static final String DATA = "{\"public\": 1, \"private\": 2}";

  @Test
  void tokenAuthenticationWithKnownTokens() throws Exception {
    try (TestServer s = TestServer.start(
        c -> c.authentication(ServerConfig.Authentication.TOKEN).tokens(Set.of("t1")), DATA, List.of())) {
      HttpResponse<String> none = s.get("/v1/data/public");
      assertThat(none.statusCode()).isEqualTo(401);
      assertThat(TestServer.json(none).path("code").asText()).isEqualTo("unauthorized");
      assertThat(s.send("GET", "/v1/data/public", null, "Authorization", "Bearer nope").statusCode()).isEqualTo(401);
      assertThat(s.send("GET", "/v1/data/public", null, "Authorization", "Basic t1").statusCode()).isEqualTo(401);
      HttpResponse<String> ok = s.send("GET", "/v1/data/public", null, "Authorization", "Bearer t1");
      assertThat(ok.body()).isEqualTo("{\"result\":1}\n");
    }
  }

  @Test
  void basicAuthorizationEvaluatesSystemAuthzWithOpasInput() throws Exception {
    try (TestServer s = TestServer.start(
        c -> c.authentication(ServerConfig.Authentication.TOKEN).authorization(ServerConfig.Authorization.BASIC),
        DATA, List.of(), "authz.rego", AUTHZ)) {
      assertThat(s.get("/v1/data/public").statusCode()).isEqualTo(200);
      HttpResponse<String> denied = s.get("/v1/data/private");
      assertThat(denied.statusCode()).isEqualTo(401);
      assertThat(TestServer.json(denied).path("message").asText()).isEqualTo("request rejected by administrative policy");
      assertThat(s.send("GET", "/v1/data/private", null, "Authorization", "Bearer secret").body())
          .isEqualTo("{\"result\":2}\n");
      assertThat(s.post("/v1/data/private", "{\"input\": {\"user\": \"alice\"}}").statusCode()).isEqualTo(200);
      assertThat(s.post("/v1/data/private", "{\"input\": {\"user\": \"bob\"}}").statusCode()).isEqualTo(401);
    }
  }

  @Test
  void missingAuthorizationPolicyRefusesEverything() throws Exception {
    try (TestServer s = TestServer.start(c -> c.authorization(ServerConfig.Authorization.BASIC), DATA, List.of())) {
      HttpResponse<String> r = s.get("/health");
      assertThat(r.statusCode()).isEqualTo(401);
      assertThat(TestServer.json(r).path("message").asText()).isEqualTo("authorization policy missing or undefined");
    }
  }

  @Test
  void bodiesOverTheLimitAre413AndTheServerGoesOn() throws Exception {
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(64), DATA, List.of())) {
      String big = "{\"input\": \"" + "x".repeat(200) + "\"}";
      HttpResponse<String> r = s.post("/v1/data/public", big);
      assertThat(r.statusCode()).isEqualTo(413);
      JsonNode e = TestServer.json(r);
      assertThat(e.path("code").asText()).isEqualTo("invalid_parameter");
      assertThat(e.path("message").asText()).isEqualTo("request body too large");
      HttpRequest chunked = HttpRequest.newBuilder(s.uri().resolve("/v1/data/public"))
          .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(big.getBytes())))
          .build();
      assertThat(s.client.send(chunked, HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(413);
      assertThat(s.post("/v1/data/public", "{}").statusCode()).isEqualTo(200);
    }
  }

  @Test
  void unknownPathsAndWrongMethodsGetJsonErrors() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, DATA, List.of())) {
      HttpResponse<String> unknown = s.get("/v2/nothing");
      assertThat(unknown.statusCode()).isEqualTo(404);
      assertThat(TestServer.json(unknown).path("code").asText()).isEqualTo("resource_not_found");
      HttpResponse<String> method = s.send("DELETE", "/v1/query", null);
      assertThat(method.statusCode()).isEqualTo(405);
      assertThat(TestServer.json(method).path("message").asText()).contains("DELETE");
      assertThat(s.send("PUT", "/v1/policies", "x").statusCode()).isEqualTo(405);
      assertThat(s.send("GET", "/v0/data/public", null).statusCode()).isEqualTo(405);
      assertThat(s.send("PUT", "/", "x").statusCode()).isEqualTo(405);
    }
  }

  @Test
  void hostileRequestsNeverStopTheServer() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, DATA, List.of())) {
      String deep = "{\"input\": " + "[".repeat(50_000) + "]".repeat(50_000) + "}";
      List<HttpResponse<String>> answers = List.of(
          s.post("/v1/data/public", deep),
          s.post("/v1/data/public", "\u0000\u0001garbage"),
          s.post("/v1/data/public", "{\"input\": 1} trailing"),
          s.get("/v1/data/%22quoted%22"),
          s.post("/v1/query", "{\"query\": 5}"),
          s.send("PATCH", "/v1/data/x", "[{\"op\": \"add\"}]"));
      for (HttpResponse<String> r : answers) {
        assertThat(r.statusCode()).isBetween(200, 599);
        assertThat(r.body()).doesNotContain("Exception").doesNotContain("\tat ");
      }
      assertThat(answers.get(1).statusCode()).isEqualTo(400);
      assertThat(answers.get(2).statusCode()).isEqualTo(400);
      assertThat(answers.get(3).statusCode()).isEqualTo(400);
      assertThat(s.get("/v1/data/public").body()).isEqualTo("{\"result\":1}\n");
    }
  }

  @Test
  void escapedPathsAndBadEscapesAsOpa() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, DATA, List.of())) {
      assertThat(s.send("PUT", "/v1/data/odd/a%2Fb%25c", "1").statusCode()).isEqualTo(204);
      assertThat(s.get("/v1/data/odd").body()).isEqualTo("{\"result\":{\"a/b%c\":1}}\n");
      assertThat(s.send("HEAD", "/health", null).statusCode()).isEqualTo(405);
    }
  }

  @Test
  void badEscapesAreJsonErrorsWhoeverRefusesThem() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, DATA, List.of())) {
      // Jetty refuses a path it cannot decode before the API sees it; the API refuses a bad query.
      for (String target : new String[] {"/v1/data/%zz", "/v1/data/public?input=%zz"}) {
        String answer = raw(s, "GET " + target + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        assertThat(answer).as(target).startsWith("HTTP/1.1 400").contains("application/json")
            .contains("\"code\": \"invalid_parameter\"").doesNotContain("<html");
      }
      assertThat(s.get("/v1/data/public").body()).isEqualTo("{\"result\":1}\n");
    }
  }

  private static String raw(TestServer s, String request) throws Exception {
    try (java.net.Socket socket = new java.net.Socket(s.uri().getHost(), s.uri().getPort())) {
      socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  @Test
  void largeAnswersAreGzippedWhenAsked() throws Exception {
    String data = "{\"big\": \"" + "y".repeat(10_000) + "\"}";
    try (TestServer s = TestServer.start(c -> {}, data, List.of())) {
      HttpRequest req = HttpRequest.newBuilder(s.uri().resolve("/v1/data/big"))
          .header("Accept-Encoding", "gzip").GET().build();
      HttpResponse<byte[]> r = s.client.send(req, HttpResponse.BodyHandlers.ofByteArray());
      assertThat(r.headers().firstValue("Content-Encoding")).hasValue("gzip");
      assertThat(r.body().length).isLessThan(1_000);
      String text = new String(new GZIPInputStream(new ByteArrayInputStream(r.body())).readAllBytes());
      assertThat(text).startsWith("{\"result\":\"yyy");
    }
  }
}
