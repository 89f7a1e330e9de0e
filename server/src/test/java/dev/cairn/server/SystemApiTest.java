package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SystemApiTest {
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = TestServer.start("health.rego", """
        package system.health
        import rego.v1
        live := true
        ready := false
        """);
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void healthIsAnEmptyObject() throws Exception {
    for (String path : new String[] {"/health", "/health?bundles", "/health?plugins", "/health?bundles&plugins"}) {
      HttpResponse<String> r = server.get(path);
      assertThat(r.statusCode()).as(path).isEqualTo(200);
      assertThat(r.body()).as(path).isEqualTo("{}\n");
    }
  }

  @Test
  void healthPolicies() throws Exception {
    assertThat(server.get("/health/live").statusCode()).isEqualTo(200);
    HttpResponse<String> ready = server.get("/health/ready");
    assertThat(ready.statusCode()).isEqualTo(500);
    assertThat(TestServer.json(ready).path("error").asText()).contains("data.system.health.ready");
    HttpResponse<String> none = server.get("/health/started");
    assertThat(none.statusCode()).isEqualTo(500);
    assertThat(TestServer.json(none).path("error").asText()).endsWith("was undefined");
  }

  @Test
  void configNamesTheDefaultDecision() throws Exception {
    JsonNode c = TestServer.json(server.get("/v1/config"));
    assertThat(c.path("result").path("default_decision").asText()).isEqualTo("/system/main");
    assertThat(c.path("result").path("default_authorization_decision").asText()).isEqualTo("/system/authz/allow");
  }

  @Test
  void statusIsMinimal() throws Exception {
    HttpResponse<String> r = server.get("/v1/status");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(TestServer.json(r).path("result").path("labels").path("version").asText()).isEqualTo("cairn test");
  }

  @Test
  void compileIsNotImplemented() throws Exception {
    HttpResponse<String> r = server.post("/v1/compile", "{\"query\": \"data.x\"}");
    assertThat(r.statusCode()).isEqualTo(501);
    JsonNode e = TestServer.json(r);
    assertThat(e.path("code").asText()).isEqualTo("not_implemented");
    assertThat(e.path("message").asText()).contains("Compile API");
    assertThat(server.post("/v1/compile/filters/include", "{}").statusCode()).isEqualTo(501);
  }
}
