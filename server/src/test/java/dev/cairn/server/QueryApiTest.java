package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class QueryApiTest {
  static TestServer server;

  @BeforeAll
  static void start() throws Exception {
    server = TestServer.start("q.rego", "package q\n\nnums := [1, 2, 3]\n");
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static String q(String query) {
    return "/v1/query?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8);
  }

  @Test
  void getListsBindingsPerSolution() throws Exception {
    HttpResponse<String> r = server.get(q("x := data.q.nums[_]; x > 1"));
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("{\"result\":[{\"x\":2},{\"x\":3}]}\n");
  }

  @Test
  void noSolutionsIsEmpty() throws Exception {
    assertThat(server.get(q("data.q.nums[_] > 5")).body()).isEqualTo("{}\n");
  }

  @Test
  void postTakesQueryAndInput() throws Exception {
    HttpResponse<String> r = server.post("/v1/query", "{\"query\": \"y := input.a * 2\", \"input\": {\"a\": 21}}");
    assertThat(r.body()).isEqualTo("{\"result\":[{\"y\":42}]}\n");
  }

  @Test
  void missingQueryParameter() throws Exception {
    HttpResponse<String> r = server.get("/v1/query");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("message").asText()).isEqualTo("missing parameter 'q'");
  }

  @Test
  void parseErrorIs400WithErrors() throws Exception {
    HttpResponse<String> r = server.get(q("x := ["));
    assertThat(r.statusCode()).isEqualTo(400);
    JsonNode e = TestServer.json(r);
    assertThat(e.path("message").asText()).isEqualTo("error(s) occurred while parsing query");
    assertThat(e.path("errors").get(0).path("code").asText()).isEqualTo("rego_parse_error");
  }

  @Test
  void malformedPostBody() throws Exception {
    HttpResponse<String> r = server.post("/v1/query", "{\"query\": ");
    assertThat(r.statusCode()).isEqualTo(400);
    assertThat(TestServer.json(r).path("message").asText()).startsWith("error(s) occurred while decoding request");
  }
}
