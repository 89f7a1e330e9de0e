package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.code_intelligence.jazzer.api.BugDetectors;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpTester;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * Coverage-guided fuzzing of {@code cairn serve}'s request handling (Jazzer), against one server on
 * a loopback port for the whole JVM. An input is an HTTP request as text: a request line, headers,
 * an empty line and the body. {@link #request} sends its method, target, headers and body with the
 * JDK's HTTP client (a well-formed request: what reaches the API; a body whose headers say gzip is
 * gzip-encoded unless it is already), {@link #raw} sends its bytes as they are (what reaches
 * Jetty's parser and the error handler). Whatever the request:
 *
 * <ul>
 *   <li>it gets a well-formed HTTP answer within the deadline, an error as one of OPA's JSON error
 *       bodies, and a status below 500 unless it is one the server documents: 500 for an
 *       evaluation error ({@code eval_*} codes), 501 for the Compile API, 503 with
 *       {@code Retry-After} when busy, 505 for a request line without a version;
 *   <li>nothing is logged as an internal error, and {@code GET /health} answers 200 afterwards;
 *   <li>a refused request changes no policy or data, and after a write the store still answers.
 * </ul>
 *
 * Each input starts from the same policies and data. Without {@code JAZZER_FUZZ} each target runs
 * over its corpus ({@code src/test/resources/dev/cairn/server/RequestFuzzTestInputs/}) as a
 * regression test; docs/reliability.md says how to fuzz.
 */
class RequestFuzzTest {
  /** How long an answer may take before the server counts as hung (evaluations stop after 1 s). */
  private static final Duration DEADLINE = Duration.ofSeconds(20);
  /** Headers the JDK client sets itself and will not take from a caller (the raw target sends them). */
  private static final Set<String> CLIENT_HEADERS =
      Set.of("connection", "content-length", "expect", "host", "upgrade", "transfer-encoding");

  private static final String MAIN = """
      package main
      import rego.v1

      default allow := false
      allow if input.user == "admin"
      allow if data.roles[input.user] == "admin"

      deny contains msg if {
        some r in input.resources
        r.public == true
        msg := sprintf("%s is public", [r.name])
      }

      warn contains msg if {
        input.kind == "Deployment"
        not input.spec.replicas
        msg := "no replicas"
      }

      conflict := 1 if input.c
      conflict := 2 if input.c

      size := count(input.items)
      ratio := input.a / input.b
      twice := data.lib.double(input.n)
      """;
  private static final String LIB = """
      package lib
      import rego.v1

      double(x) := x * 2
      names contains n if some n, _ in data.roles
      """;
  private static final String SYSTEM = """
      package system
      import rego.v1

      main := {"allow": data.main.allow, "deny": data.main.deny}
      """;
  private static final String DATA = "{\"roles\": {\"alice\": \"admin\", \"bob\": \"dev\"}, \"x\": 1, \"list\": [1, 2, 3]}";

  static {
    // The client lets its idle connections go before the server closes them (Jetty's idle timeout
    // is 30 s): a request on a connection the server has already closed fails, not for the server's
    // fault, and the JDK client retries only GETs. Read once, when the JDK's client is first used.
    System.setProperty("jdk.httpclient.keepalive.timeout", "5");
  }

  private static TestServer server;
  private static Snapshot base;
  private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @BeforeAll
  static void start() throws Exception {
    server = TestServer.start(c -> c.host("127.0.0.1").timeout(Duration.ofSeconds(1)).requestTimeout(Duration.ofSeconds(10))
            .maxRequestBytes(1 << 20).threads(2),
        DATA, List.of(), "main.rego", MAIN, "lib.rego", LIB, "system.rego", SYSTEM);
    base = server.store.snapshot();
  }

  @AfterAll
  static void stop() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  /** The request sent by an HTTP client: what gets past Jetty to the API. */
  @FuzzTest(maxDuration = "30s")
  void request(FuzzedDataProvider data) throws Exception {
    allowServerConnections();
    Request r = Request.parse(data.consumeRemainingAsBytes());
    HttpRequest sent = r.toHttpRequest(server.uri());
    if (sent == null) {
      return; // no HTTP client sends this method or target: the raw target covers it
    }
    server.log.clear();
    Snapshot before = server.store.snapshot();
    try {
      HttpResponse<byte[]> response;
      try {
        response = CLIENT.send(sent, HttpResponse.BodyHandlers.ofByteArray());
      } catch (java.net.http.HttpTimeoutException e) {
        throw new AssertionError("no answer within " + DEADLINE + " to " + sent.method() + " " + sent.uri(), e);
      }
      String what = sent.method() + " " + sent.uri();
      if (!sent.method().equalsIgnoreCase("HEAD")) { // Jetty sends no body for HEAD in any case ("HEAd")
        boolean health = ApiRequest.split(sent.uri().getRawPath()).stream().findFirst().orElse("").equals("health");
        checkAnswer(what, health, response.statusCode(), response.headers(), response.body());
      }
      checkAfter(what, response.statusCode() >= 300, before);
    } finally {
      server.store.restore(base);
    }
  }

  /** The input's bytes on a connection as they are, then the connection half-closed. */
  @FuzzTest(maxDuration = "30s")
  void raw(FuzzedDataProvider data) throws Exception {
    allowServerConnections();
    byte[] bytes = data.consumeRemainingAsBytes();
    server.log.clear();
    Snapshot before = server.store.snapshot();
    try {
      byte[] answer = exchange(bytes);
      // Nothing at all is a request cut short (or one whose client left, as half-closing says).
      // An answer to HEAD has no body, but whether Jetty took the request for a HEAD is not known
      // here (a malformed request line is answered with a body): the answers must read one way.
      boolean firstIsHead = false;
      List<HttpTester.Response> answers = responses(answer, false);
      if (answers == null) {
        firstIsHead = true;
        answers = responses(answer, true);
      }
      assertThat(answers).as("well-formed HTTP answers: %s", new String(answer, StandardCharsets.ISO_8859_1)).isNotNull();
      for (int i = 0; i < answers.size(); i++) {
        HttpTester.Response r = answers.get(i);
        if (firstIsHead && i == 0) {
          assertThat(r.getStatus()).as("the answer to a HEAD").isLessThan(500);
        } else {
          // which request an answer is for is not known here: a health check's answer is taken
          checkAnswer("raw request", true, r.getStatus(), r.get(HttpHeader.CONTENT_TYPE),
              r.get(HttpHeader.RETRY_AFTER) != null, decoded(r.get(HttpHeader.CONTENT_ENCODING), r.getContentBytes()));
        }
      }
      // Pipelined requests may have written before one was refused: only the store's health is checked.
      checkAfter("raw request", false, before);
    } finally {
      server.store.restore(base);
    }
  }

  /** The answers in {@code bytes}, the first one read as a HEAD's (no body) or not; null when they do not read so. */
  private static List<HttpTester.Response> responses(byte[] bytes, boolean firstIsHead) {
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    HttpTester.Input in = HttpTester.from(buffer);
    List<HttpTester.Response> out = new ArrayList<>();
    try {
      while (buffer.hasRemaining()) {
        boolean head = firstIsHead && out.isEmpty();
        HttpTester.Response r = HttpTester.parseResponse(in, head);
        if (r == null) {
          return null;
        }
        out.add(r);
      }
    } catch (IOException | RuntimeException e) {
      return null;
    }
    return out;
  }

  /**
   * The test's own connections to the server are expected; Jazzer's SSRF sanitizer reports any
   * other (a policy that makes the server connect somewhere would be a finding).
   */
  private static void allowServerConnections() {
    int port = server.uri().getPort();
    BugDetectors.allowNetworkConnections(
        (host, p) -> p == port && (host.equals("127.0.0.1") || host.equals("localhost")));
  }

  // ---- the properties ----------------------------------------------------------------------------

  private static void checkAnswer(String what, boolean health, int status, HttpHeaders headers, byte[] body)
      throws IOException {
    checkAnswer(what, health, status, headers.firstValue("content-type").orElse(null),
        headers.firstValue("retry-after").isPresent(), decoded(headers.firstValue("content-encoding").orElse(null), body));
  }

  private static void checkAnswer(String what, boolean health, int status, String contentType, boolean retryAfter, byte[] body) {
    assertThat(status).as(what).isBetween(100, 599);
    boolean jsonType = contentType != null && contentType.contains("json");
    if (status == 500 && health && json(what, status, text(body)).path("error").isTextual()) {
      return; // OPA's answer for an unhealthy server or a /health/{path} rule not true (docs/reference/rest-api.md)
    }
    if (status >= 400) {
      assertThat(jsonType).as("%s: an error is JSON: %s", what, text(body)).isTrue();
      JsonNode error = json(what, status, text(body));
      assertThat(error.path("code").isTextual() && error.path("message").isTextual())
          .as("%s: OPA's error body: %s", what, error).isTrue();
      if (status >= 500) {
        checkDocumented(what, status, error, retryAfter);
      }
    } else if (jsonType && body.length > 0) {
      json(what, status, text(body));
    }
  }

  /** The 5xx answers the server documents; any other is a finding. */
  private static void checkDocumented(String what, int status, JsonNode error, boolean retryAfter) {
    String code = error.path("code").asText();
    boolean documented = switch (status) {
      case 500 -> code.equals(ApiError.INTERNAL) && error.path("message").asText().equals(ApiError.MSG_EVALUATION)
          && evaluationErrors(error.path("errors"));
      case 501 -> code.equals(ApiError.NOT_IMPLEMENTED);
      case 503 -> code.equals(ApiError.UNAVAILABLE) && retryAfter;
      case 505 -> code.equals(ApiError.INVALID_PARAMETER); // Jetty: a request line without an HTTP version
      default -> false;
    };
    if (!documented) {
      fail("%s: %d is not a documented answer: %s%s", what, status, error, logged());
    }
  }

  private static boolean evaluationErrors(JsonNode errors) {
    if (!errors.isArray() || errors.isEmpty()) {
      return false;
    }
    for (JsonNode e : errors) {
      if (!e.path("code").asText().startsWith("eval_")) {
        return false;
      }
    }
    return true;
  }

  /** Nothing logged, the server healthy, and the store whole: unchanged by a refusal, readable after a write. */
  private static void checkAfter(String what, boolean refused, Snapshot before) throws Exception {
    assertThat(server.log).as("%s: logged", what).isEmpty();
    Snapshot after = server.store.snapshot();
    if (refused && after != before) {
      fail("%s: refused, but changed the policies or data (revision %d to %d)", what, before.revision(),
          after.revision());
    }
    HttpResponse<byte[]> health = get("/health");
    assertThat(health.statusCode()).as("%s: then GET /health answered %s", what,
        new String(health.body(), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(200);
    if (after != before) {
      // what was written can be read back (or is an evaluation error of the policies written, as in OPA)
      for (String path : List.of("/v1/data", "/v1/policies")) {
        HttpResponse<byte[]> r = get(path);
        checkAnswer(what + ", then GET " + path, false, r.statusCode(), r.headers(), r.body());
      }
    }
  }

  private static HttpResponse<byte[]> get(String path) throws IOException, InterruptedException {
    try {
      return CLIENT.send(HttpRequest.newBuilder(server.uri().resolve(path)).timeout(DEADLINE).build(),
          HttpResponse.BodyHandlers.ofByteArray());
    } catch (java.net.http.HttpTimeoutException e) {
      throw new AssertionError("GET " + path + ": no answer within " + DEADLINE + " (" + server.server.inFlight()
          + " requests in flight, " + server.server.memoryInUse() + " bytes of the budget held)" + logged() + "\n"
          + serverThreads(), e);
    }
  }

  /** What the server's threads are doing, for a hang. */
  private static String serverThreads() {
    StringBuilder out = new StringBuilder();
    Thread.getAllStackTraces().forEach((t, stack) -> {
      if (t.getName().startsWith("cairn-serve")) {
        out.append(t.getName()).append(' ').append(t.getState()).append('\n');
        for (StackTraceElement e : stack) {
          out.append("    ").append(e).append('\n');
        }
      }
    });
    return out.toString();
  }

  private static JsonNode json(String what, int status, String text) {
    try {
      return TestServer.JSON.readTree(text);
    } catch (JsonProcessingException e) {
      throw new AssertionError(what + ": answered " + status + " with a body that is not JSON: " + text, e);
    }
  }

  private static String logged() {
    return server.log.isEmpty() ? "" : "; logged: " + server.log;
  }

  /** A body as sent, gzip-decoded when its {@code Content-Encoding} says so. */
  private static byte[] decoded(String encoding, byte[] body) throws IOException {
    if (encoding == null || !encoding.equalsIgnoreCase("gzip")) {
      return body;
    }
    try (GZIPInputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(body))) {
      return in.readAllBytes();
    }
  }

  private static String text(byte[] body) {
    return new String(body, StandardCharsets.UTF_8);
  }

  /** Sends bytes on a new connection, half-closes it and reads until the server closes it. */
  private static byte[] exchange(byte[] bytes) throws IOException {
    URI uri = server.uri();
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(uri.getHost(), uri.getPort()), (int) DEADLINE.toMillis());
      socket.setSoTimeout((int) DEADLINE.toMillis());
      try {
        socket.getOutputStream().write(bytes);
        socket.shutdownOutput();
      } catch (IOException e) {
        // the server closed the connection before reading everything (a request it refused early)
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try {
        socket.getInputStream().transferTo(out);
      } catch (SocketTimeoutException e) {
        throw new AssertionError("the server neither answered nor closed within " + DEADLINE + ": " + out, e);
      } catch (IOException e) {
        // reset after the answer: what was read is the answer
      }
      return out.toByteArray();
    }
  }

  /** An input read as an HTTP request: request line, headers up to an empty line, then the body. */
  private record Request(String method, String target, List<String[]> headers, byte[] body) {
    static Request parse(byte[] bytes) {
      int end = headEnd(bytes);
      String head = new String(bytes, 0, end < 0 ? bytes.length : end, StandardCharsets.ISO_8859_1);
      byte[] body = end < 0 ? new byte[0] : java.util.Arrays.copyOfRange(bytes, bodyStart(bytes, end), bytes.length);
      String[] lines = head.split("\r?\n", -1);
      String[] requestLine = lines[0].split(" ", -1);
      String method = requestLine[0];
      String target = requestLine.length > 1 ? requestLine[1] : "/";
      List<String[]> headers = new ArrayList<>();
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        if (colon > 0) {
          headers.add(new String[] {lines[i].substring(0, colon).strip(), lines[i].substring(colon + 1).strip()});
        }
      }
      return new Request(method, target, headers, body);
    }

    private static int headEnd(byte[] b) {
      for (int i = 0; i + 1 < b.length; i++) {
        if (b[i] == '\n' && (b[i + 1] == '\n' || (b[i + 1] == '\r' && i + 2 < b.length && b[i + 2] == '\n'))) {
          return i;
        }
      }
      return -1;
    }

    private static int bodyStart(byte[] b, int end) {
      return b[end + 1] == '\n' ? end + 2 : end + 3;
    }

    /** The request as the JDK client sends it, or null when no client would send it. */
    HttpRequest toHttpRequest(URI server) {
      HttpRequest.Builder b;
      try {
        b = HttpRequest.newBuilder(uri(server)).timeout(DEADLINE).method(method, HttpRequest.BodyPublishers.ofByteArray(
            gzipped() ? gzip(body) : body));
      } catch (IllegalArgumentException e) {
        return null;
      }
      for (String[] h : headers) {
        if (!CLIENT_HEADERS.contains(h[0].toLowerCase(Locale.ROOT))) {
          try {
            b.header(h[0], h[1]);
          } catch (IllegalArgumentException e) {
            // a name or value no client sends: left out
          }
        }
      }
      return b.build();
    }

    /** Whether the headers say gzip and the body is not gzip yet: the client encodes it. */
    private boolean gzipped() {
      boolean said = headers.stream().anyMatch(h -> h[0].equalsIgnoreCase("content-encoding")
          && (h[1].equalsIgnoreCase("gzip") || h[1].equalsIgnoreCase("x-gzip")));
      return said && !(body.length >= 2 && body[0] == (byte) 0x1f && body[1] == (byte) 0x8b);
    }

    /** The target as a URI on the server, with what a URI cannot hold percent-encoded. */
    private URI uri(URI server) {
      String t = target.startsWith("/") ? target : "/" + target;
      String base = "http://" + server.getHost() + ":" + server.getPort();
      try {
        return URI.create(base + encode(t, false));
      } catch (IllegalArgumentException e) {
        return URI.create(base + encode(t, true)); // a malformed escape: the percent sign itself encoded
      }
    }

    private static String encode(String s, boolean percent) {
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        boolean keep = c > 0x20 && c < 0x7f && "\"<>\\^`{|}#".indexOf(c) < 0 && (c != '%' || !percent);
        if (keep) {
          out.append(c);
        } else {
          out.append('%').append(String.format("%02X", (int) c & 0xff));
        }
      }
      return out.toString();
    }

    private static byte[] gzip(byte[] bytes) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (GZIPOutputStream z = new GZIPOutputStream(out)) {
        z.write(bytes);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return out.toByteArray();
    }
  }
}
