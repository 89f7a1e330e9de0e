package dev.cairn.engine.builtins;

import static dev.cairn.engine.builtins.Calls.call;
import static dev.cairn.engine.builtins.Calls.error;
import static dev.cairn.engine.builtins.Calls.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.cairn.engine.ErrorCodes;
import dev.cairn.engine.value.NullValue;
import dev.cairn.engine.value.ObjectValue;
import dev.cairn.engine.value.StringValue;
import dev.cairn.engine.value.Value;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** http.send against a server on 127.0.0.1 started for each test. */
class HttpBuiltinsTest {
  private static final String SEND = "http.send";

  private HttpServer server;
  private final List<String> seen = new CopyOnWriteArrayList<>();
  private final CountDownLatch release = new CountDownLatch(1);

  @BeforeEach
  void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/json", x -> {
      record(x);
      x.getResponseHeaders().add("Content-Type", "application/json");
      x.getResponseHeaders().add("X-Multi", "a");
      x.getResponseHeaders().add("X-Multi", "b");
      reply(x, 200, "{\"roles\": [\"admin\"]}");
    });
    server.createContext("/text", x -> reply(x, 404, "[1, 2]"));
    server.createContext("/yaml", x -> {
      x.getResponseHeaders().add("Content-Type", "application/yaml");
      reply(x, 200, "a: 1\nb: [x]\n");
    });
    server.createContext("/echo", x -> {
      record(x);
      reply(x, 201, new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
    });
    server.createContext("/redirect", x -> {
      x.getResponseHeaders().add("Location", "/json");
      reply(x, 302, "");
    });
    server.createContext("/slow", x -> {
      try {
        release.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      reply(x, 200, "late");
    });
    server.start();
  }

  @AfterEach
  void stop() {
    release.countDown();
    server.stop(0);
  }

  private void record(HttpExchange x) {
    seen.add(x.getRequestMethod() + " " + x.getRequestURI() + " "
        + x.getRequestHeaders().getFirst("X-Opa"));
  }

  private static void reply(HttpExchange x, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    x.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    if (bytes.length > 0) {
      x.getResponseBody().write(bytes);
    }
    x.close();
  }

  private String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  private static Value field(Value response, String key) {
    return ((ObjectValue) response).get(key);
  }

  @Test
  void getsAndDecodesJson() throws Exception {
    Value resp = call(SEND, json("{'method': 'get', 'url': '" + url("/json?q=1") + "',"
        + " 'headers': {'X-Opa': 'rules'}}"));
    assertThat(field(resp, "status")).isEqualTo(StringValue.of("200 OK"));
    assertThat(field(resp, "status_code")).isEqualTo(json("200"));
    assertThat(field(resp, "body")).isEqualTo(json("{'roles': ['admin']}"));
    assertThat(field(resp, "raw_body")).isEqualTo(StringValue.of("{\"roles\": [\"admin\"]}"));
    ObjectValue headers = (ObjectValue) field(resp, "headers");
    assertThat(headers.get("content-type")).isEqualTo(json("['application/json']"));
    assertThat(headers.get("x-multi")).isEqualTo(json("['a', 'b']"));
    assertThat(seen).containsExactly("GET /json?q=1 rules");
  }

  @Test
  void bodyIsSentAsJsonAndRawBodyAsIs() throws Exception {
    Value resp = call(SEND, json("{'method': 'post', 'url': '" + url("/echo") + "',"
        + " 'body': {'b': [1, 2], 'a': 'x'}}"));
    assertThat(field(resp, "status")).isEqualTo(StringValue.of("201 Created"));
    assertThat(field(resp, "raw_body")).isEqualTo(StringValue.of("{\"a\":\"x\",\"b\":[1,2]}"));
    assertThat(field(resp, "body")).isEqualTo(NullValue.NULL);
    Value raw = call(SEND, json("{'method': 'PUT', 'url': '" + url("/echo") + "',"
        + " 'body': {'ignored': true}, 'raw_body': 'plain text'}"));
    assertThat(field(raw, "raw_body")).isEqualTo(StringValue.of("plain text"));
    assertThat(seen).containsExactly("POST /echo null", "PUT /echo null");
  }

  @Test
  void bodyIsDecodedOnlyForJsonOrYamlUnlessForced() throws Exception {
    Value text = call(SEND, json("{'method': 'get', 'url': '" + url("/text") + "'}"));
    assertThat(field(text, "status")).isEqualTo(StringValue.of("404 Not Found"));
    assertThat(field(text, "body")).isEqualTo(NullValue.NULL);
    Value forced = call(SEND, json("{'method': 'get', 'url': '" + url("/text") + "',"
        + " 'force_json_decode': true}"));
    assertThat(field(forced, "body")).isEqualTo(json("[1, 2]"));
    Value yaml = call(SEND, json("{'method': 'get', 'url': '" + url("/yaml") + "'}"));
    assertThat(field(yaml, "body")).isEqualTo(json("{'a': 1, 'b': ['x']}"));
  }

  @Test
  void redirectsAreFollowedOnlyWhenEnabled() throws Exception {
    Value stay = call(SEND, json("{'method': 'get', 'url': '" + url("/redirect") + "'}"));
    assertThat(field(stay, "status_code")).isEqualTo(json("302"));
    Value follow = call(SEND, json("{'method': 'get', 'url': '" + url("/redirect") + "',"
        + " 'enable_redirect': true}"));
    assertThat(field(follow, "status_code")).isEqualTo(json("200"));
    assertThat(field(follow, "body")).isEqualTo(json("{'roles': ['admin']}"));
  }

  @Test
  void sameRequestGetsTheSameResponseWithinAnEvaluation() throws Exception {
    TestContext ctx = new TestContext();
    Value req = json("{'method': 'get', 'url': '" + url("/json") + "'}");
    Value first = call(ctx, SEND, req);
    assertThat(call(ctx, SEND, req)).isSameAs(first);
    assertThat(seen).hasSize(1);
    call(new TestContext(), SEND, req);
    assertThat(seen).hasSize(2);
  }

  @Test
  void networkErrorsAreRaisedOrReportedInTheResponse() throws Exception {
    int closed;
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      closed = s.getLocalPort();
    }
    String url = "http://127.0.0.1:" + closed + "/x";
    BuiltinException e = error(SEND, json("{'method': 'get', 'url': '" + url + "'}"));
    assertThat(e.code()).isEqualTo(ErrorCodes.BUILTIN);
    assertThat(e.getMessage()).isEqualTo(
        "Get \"" + url + "\": dial tcp 127.0.0.1:" + closed + ": connect: connection refused");

    Value resp = call(SEND, json("{'method': 'get', 'url': '" + url + "', 'raise_error': false}"));
    assertThat(field(resp, "status_code")).isEqualTo(json("0"));
    assertThat(((ObjectValue) field(resp, "error")).get("code"))
        .isEqualTo(StringValue.of("eval_http_send_network_error"));
    assertThat(((ObjectValue) field(resp, "error")).get("message")).isEqualTo(StringValue.of(
        "Get \"" + url + "\": dial tcp 127.0.0.1:" + closed + ": connect: connection refused"));
  }

  @Test
  void timeoutEndsTheWait() {
    BuiltinException e = error(SEND, json("{'method': 'get', 'url': '" + url("/slow") + "',"
        + " 'timeout': '100ms'}"));
    assertThat(e.getMessage()).endsWith(
        "context deadline exceeded (Client.Timeout exceeded while awaiting headers)");
  }

  @Test
  void cancellingTheEvaluationEndsTheWait() {
    BuiltinContext ctx = new HookedContext(line -> {}, () -> {
      throw new IllegalStateException("evaluation cancelled");
    });
    Value req = json("{'method': 'get', 'url': '" + url("/slow") + "', 'timeout': 0}");
    assertThat(catchThrowable(() -> call(ctx, SEND, req)))
        .isInstanceOf(IllegalStateException.class).hasMessage("evaluation cancelled");
  }

  @Test
  void badFieldValuesAreInternalErrorsThatRaiseErrorFalseReports() throws Exception {
    Value resp = call(SEND, json("{'method': 'get', 'url': '" + url("/json") + "',"
        + " 'timeout': 'soon', 'raise_error': false}"));
    assertThat(((ObjectValue) field(resp, "error")).get("code"))
        .isEqualTo(StringValue.of("eval_http_send_internal_error"));
    assertThat(error(SEND, json("{'method': 'GE T', 'url': '" + url("/json") + "'}")).getMessage())
        .startsWith("Ge t \"" + url("/json") + "\": ");
    assertThat(error(SEND, json("{'method': 'get', 'url': 'ftp://h/x'}")).getMessage())
        .isEqualTo("Get \"ftp://h/x\": unsupported protocol scheme \"ftp\"");
    Value badCa = call(SEND, json("{'method': 'get', 'url': 'https://127.0.0.1:1/',"
        + " 'tls_ca_cert': 'not a certificate', 'raise_error': false}"));
    assertThat(((ObjectValue) field(badCa, "error")).get("code"))
        .isEqualTo(StringValue.of("eval_http_send_internal_error"));
    assertThat(seen).isEmpty();
  }

  @Test
  void unknownAndMissingParametersAreTypeErrors() {
    BuiltinException invalid = error(SEND, json("{'method': 'get', 'url': 'http://h', 'bad_key': 1}"));
    assertThat(invalid.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(invalid.getMessage()).isEqualTo("invalid request parameters(s): {\"bad_key\"}");
    BuiltinException missing = error(SEND, json("{'method': 'get'}"));
    assertThat(missing.code()).isEqualTo(ErrorCodes.EVAL_TYPE);
    assertThat(missing.getMessage()).isEqualTo("missing required request parameters(s): {\"url\"}");
  }

  @Test
  void isDeclaredNondeterministic() {
    assertThat(BuiltinTable.lookup(SEND).nondeterministic()).isTrue();
  }
}
