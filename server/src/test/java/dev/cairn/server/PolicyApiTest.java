package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PolicyApiTest {
  static final String A = "package a\n\nx := 1\n";
  TestServer server;

  @BeforeEach
  void start() throws Exception {
    server = TestServer.start("a.rego", A);
  }

  @AfterEach
  void stop() throws Exception {
    server.close();
  }

  @Test
  void listAndGetGiveIdAndRaw() throws Exception {
    JsonNode list = TestServer.json(server.get("/v1/policies"));
    assertThat(list.path("result").get(0).path("id").asText()).isEqualTo("a.rego");
    assertThat(list.path("result").get(0).path("raw").asText()).isEqualTo(A);
    JsonNode one = TestServer.json(server.get("/v1/policies/a.rego"));
    assertThat(one.path("result").path("raw").asText()).isEqualTo(A);
  }

  @Test
  void getOfAnUnknownIdIsNotFound() throws Exception {
    HttpResponse<String> r = server.get("/v1/policies/nope");
    assertThat(r.statusCode()).isEqualTo(404);
    assertThat(TestServer.json(r).path("code").asText()).isEqualTo("resource_not_found");
  }

  @Test
  void putAddsAPolicyThatEvaluates() throws Exception {
    HttpResponse<String> put = server.send("PUT", "/v1/policies/dir/b.rego", "package b\n\ny := data.a.x + 1\n");
    assertThat(put.statusCode()).isEqualTo(200);
    assertThat(put.body()).isEqualTo("{}\n");
    assertThat(server.get("/v1/data/b/y").body()).isEqualTo("{\"result\":2}\n");
    assertThat(TestServer.json(server.get("/v1/policies")).path("result")).hasSize(2);
  }

  @Test
  void brokenModuleIs400WithCodeAndLocation() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/policies/bad.rego", "package bad\n\np := {\n");
    assertThat(r.statusCode()).isEqualTo(400);
    JsonNode e = TestServer.json(r);
    assertThat(e.path("code").asText()).isEqualTo("invalid_parameter");
    assertThat(e.path("message").asText()).isEqualTo("error(s) occurred while compiling module(s)");
    JsonNode first = e.path("errors").get(0);
    assertThat(first.path("code").asText()).isEqualTo("rego_parse_error");
    assertThat(first.path("location").path("file").asText()).isEqualTo("bad.rego");
    assertThat(first.path("location").path("row").asInt()).isGreaterThanOrEqualTo(3);
    assertThat(TestServer.json(server.get("/v1/policies")).path("result")).hasSize(1);
  }

  @Test
  void compileErrorNamesItsCode() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/policies/unsafe.rego", "package u\n\np if { x > 1 }\n");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("errors").get(0).path("code").asText()).isEqualTo("rego_unsafe_var_error");
  }

  @Test
  void emptyModuleIsRefused() throws Exception {
    HttpResponse<String> r = server.send("PUT", "/v1/policies/empty.rego", "");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("message").asText()).isEqualTo("empty module");
  }

  @Test
  void deleteRemovesAndUnknownIsNotFound() throws Exception {
    assertThat(server.send("DELETE", "/v1/policies/a.rego", null).statusCode()).isEqualTo(200);
    assertThat(server.get("/v1/data/a/x").body()).isEqualTo("{}\n");
    assertThat(server.send("DELETE", "/v1/policies/a.rego", null).statusCode()).isEqualTo(404);
  }

  @Test
  void deletingAModuleOthersNeedIsRefused() throws Exception {
    assertThat(server.send("PUT", "/v1/policies/f.rego", "package a\n\nf(v) := v + 1\n").statusCode()).isEqualTo(200);
    assertThat(server.send("PUT", "/v1/policies/c.rego", "package c\n\nimport data.a\n\nz := a.f(1)\n").statusCode())
        .isEqualTo(200);
    assertThat(server.get("/v1/data/c/z").body()).isEqualTo("{\"result\":2}\n");
    HttpResponse<String> r = server.send("DELETE", "/v1/policies/f.rego", null);
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("code").asText()).isEqualTo("invalid_operation");
    assertThat(server.get("/v1/data/c/z").body()).isEqualTo("{\"result\":2}\n");
  }
}
