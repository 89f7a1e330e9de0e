package dev.cairn.server;

import dev.cairn.scan.Scan;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.scan.ScanInput;
import dev.cairn.conftest.RegoCheck;
import dev.cairn.report.ReportFormat;
import java.io.StringWriter;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class LocateApiTest {
  static final String POLICY = """
      package k8s.admission
      import rego.v1
      deny contains msg if {
        some c in input.spec.containers
        c.securityContext.privileged
        msg := sprintf("container %s is privileged", [c.name])
      }
      """;
  static final String MAIN = """
      package main
      import rego.v1
      warn contains "no labels" if not input.metadata.labels
      """;
  static final String POD = """
      apiVersion: v1
      kind: Pod
      metadata:
        name: web
      spec:
        containers:
          - name: app
            image: nginx
            securityContext:
              privileged: true
      """;

  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = TestServer.start("admission.rego", POLICY, "main.rego", MAIN);
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static String request(String path, String content, String extra) throws Exception {
    ObjectNode body = JsonNodeFactory.instance.objectNode();
    ObjectNode doc = body.putArray("documents").addObject();
    doc.put("path", path);
    doc.put("content", content);
    String json = TestServer.JSON.writeValueAsString(body);
    return extra.isEmpty() ? json : json.substring(0, json.length() - 1) + "," + extra + "}";
  }

  @Test
  void answersExactlyWhatScanJsonPrints() throws Exception {
    HttpResponse<String> r = server.post("/v1/locate/k8s/admission", request("pod.yaml", POD, ""));
    assertThat(r.statusCode()).isEqualTo(200);

    RegoCheck scanner = RegoCheck.builder()
        .policy("admission.rego", POLICY).policy("main.rego", MAIN).namespace("k8s.admission").build();
    StringWriter expected = new StringWriter();
    ReportFormat.JSON.write(Scan.of(scanner).run(List.of(ScanInput.text("pod.yaml", POD))), expected);
    assertThat(r.body().strip()).isEqualTo(expected.toString().strip());

    JsonNode finding = TestServer.json(r).path("results").get(0);
    assertThat(finding.path("message").asText()).isEqualTo("container app is privileged");
    assertThat(finding.path("location").path("line").asInt()).isEqualTo(10);
    assertThat(finding.path("location").path("column").asInt()).isEqualTo(9);
    assertThat(finding.path("resource").path("id").asText()).isEqualTo("Pod/web");
  }

  @Test
  void namespacesDefaultToMainAndCanBeListed() throws Exception {
    JsonNode main = TestServer.json(server.post("/v1/locate", request("pod.yaml", POD, "")));
    assertThat(main.path("results")).hasSize(1);
    assertThat(main.path("results").get(0).path("rule").asText()).isEqualTo("data.main.warn");
    JsonNode all = TestServer.json(server.post("/v1/locate", request("pod.yaml", POD, "\"all_namespaces\": true")));
    assertThat(all.path("results")).hasSize(2);
    JsonNode listed = TestServer.json(
        server.post("/v1/locate", request("pod.yaml", POD, "\"namespaces\": [\"k8s.admission\"]")));
    assertThat(listed.path("results").get(0).path("rule").asText()).isEqualTo("data.k8s.admission.deny");
  }

  @Test
  void aBrokenDocumentIsReportedWithItsPosition() throws Exception {
    HttpResponse<String> r = server.post("/v1/locate", request("bad.yaml", "a: [1, 2\nb: 3\n", ""));
    assertThat(r.statusCode()).isEqualTo(200);
    JsonNode error = TestServer.json(r).path("errors").get(0);
    assertThat(error.toString()).contains("bad.yaml");
  }

  @Test
  void malformedRequestsAreInvalidParameter() throws Exception {
    for (String body : new String[] {
        "{}", "{\"documents\": []}", "{\"documents\": [{\"path\": \"a.yaml\"}]}",
        "{\"documents\": [{\"path\": \"a.yaml\", \"content\": \"a: 1\"}], \"namespaces\": \"main\"}",
        "{\"documents\": [{\"path\": \"a.yaml\", \"content\": \"a: 1\"}], \"combine\": \"yes\"}", "[", "3"}) {
      HttpResponse<String> r = server.post("/v1/locate", body);
      assertThat(r.statusCode()).as(body).isEqualTo(400);
      assertThat(TestServer.json(r).path("code").asText()).as(body).isEqualTo("invalid_parameter");
    }
    assertThat(server.get("/v1/locate").statusCode()).isEqualTo(405);
  }
}
