package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Memory stays within limits that hold before a body is read in full: the body limit, and the
 * memory budget shared by every request's body and parsed document.
 */
class RequestBodyLimitsTest {
  private static final long MIB = 1024 * 1024;

  @Test
  void aDeclaredBodyOverTheLimitIsRefusedBeforeItIsSent() throws Exception {
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(1_000), "{}", List.of());
        RawClient raw = new RawClient(s.uri())) {
      // Only the headers: the answer must not wait for 10 MB that never come.
      String answer = raw.send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Content-Length: 10000000\r\n\r\n").readToClose();
      assertThat(RawClient.status(answer)).isEqualTo(413);
      assertThat(answer).contains("request body too large");
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
      awaitZero(s.server::memoryInUse);
    }
  }

  /**
   * A client that sends its whole body before reading gets the answer the server gave as soon as it
   * knew: closed with the body unread, the connection was reset and the answer lost.
   */
  @Test
  void aRefusedBodyIsDroppedSoTheClientStillSendingItGetsTheAnswer() throws Exception {
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(MIB), "{\"x\": 1}", List.of())) {
      byte[] body = new byte[16 * (int) MIB];
      java.util.Arrays.fill(body, (byte) 'a');
      for (String headers : List.of("", "Content-Encoding: compress\r\n")) {
        int length = headers.isEmpty() ? body.length : (int) MIB / 2;
        try (RawClient raw = new RawClient(s.uri())) {
          String answer = raw.send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\n" + headers + "Content-Length: " + length
              + "\r\n\r\n").send(java.util.Arrays.copyOf(body, length)).readResponse();
          assertThat(RawClient.status(answer)).as(headers).isEqualTo(headers.isEmpty() ? 413 : 415);
          assertThat(answer).contains("Connection: close");
        }
      }
      awaitZero(s.server::memoryInUse);
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
    }
  }

  @Test
  void concurrentLargeBodiesAreBoundedTogether() throws Exception {
    // Growing a buffer holds the old one and the new one for a moment: a 700 kB body needs 1.2 MB.
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(MIB).memoryBudget(3 * MIB / 2), "{\"x\": 1}", List.of())) {
      String prefix = "{\"input\": \"";
      String first = prefix + "a".repeat(700_000 - prefix.length() - 2) + "\"}";
      try (RawClient slow = new RawClient(s.uri())) {
        // 600 kB of a 700 kB body arrive, the rest does not yet: the server holds them.
        slow.send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: " + first.length() + "\r\n\r\n")
            .send(first.substring(0, 600_000));
        await(() -> s.server.memoryInUse() >= 600_000);

        String second = prefix + "b".repeat(600_000) + "\"}";
        HttpResponse<String> refused = s.post("/v1/data/x", second);
        assertThat(refused.statusCode()).isEqualTo(413);
        assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
        assertThat(TestServer.json(refused).path("message").asText())
            .contains("other requests hold the rest").contains("retry later");
        assertThat(s.get("/health").statusCode()).isEqualTo(200);

        slow.send(first.substring(600_000));
        String answer = slow.readResponse();
        assertThat(RawClient.status(answer)).isEqualTo(200);
        assertThat(answer).endsWith("{\"result\":1}\n");
        awaitZero(s.server::memoryInUse);
        assertThat(s.post("/v1/data/x", second).statusCode()).isEqualTo(200);
      }
    }
  }

  @Test
  void aBodyWhoseDocumentWouldNotFitTheBudgetIsRefusedWhileParsing() throws Exception {
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(MIB).memoryBudget(MIB), "{\"x\": 1}", List.of())) {
      // 400 kB of text, but 200,000 numbers: several times the budget once parsed.
      String zeros = "{\"input\": [0" + ",0".repeat(200_000) + "]}";
      HttpResponse<String> r = s.post("/v1/data/x", zeros);
      assertThat(r.statusCode()).isEqualTo(413);
      assertThat(r.headers().firstValue("Retry-After")).isEmpty();
      assertThat(TestServer.json(r).path("message").asText())
          .contains("the parsed document").contains("more than the server's 1.0 MiB memory budget");
      awaitZero(s.server::memoryInUse);
      assertThat(s.post("/v1/data/x", "{\"input\": [0, 0]}").body()).isEqualTo("{\"result\":1}\n");
    }
  }

  @Test
  void aGzipBombStopsAtTheLimitAfterDecoding() throws Exception {
    try (TestServer s = TestServer.start(c -> c.maxRequestBytes(MIB), "{\"x\": 1}", List.of())) {
      ByteArrayOutputStream packed = new ByteArrayOutputStream();
      try (GZIPOutputStream gz = new GZIPOutputStream(packed)) {
        gz.write("{\"input\": \"".getBytes(StandardCharsets.UTF_8));
        byte[] spaces = " ".repeat(1 << 20).getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 64; i++) {
          gz.write(spaces);
        }
      }
      assertThat(packed.size()).isLessThan((int) MIB / 4);
      HttpResponse<String> r = s.client.send(HttpRequest.newBuilder(s.uri().resolve("/v1/data/x"))
          .header("Content-Encoding", "gzip")
          .POST(HttpRequest.BodyPublishers.ofByteArray(packed.toByteArray())).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).isEqualTo(413);
      awaitZero(s.server::memoryInUse);
    }
  }

  @Test
  void aCorruptGzipBodyIs400NotAnEmptyBody() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      ByteArrayOutputStream packed = new ByteArrayOutputStream();
      try (GZIPOutputStream gz = new GZIPOutputStream(packed)) {
        gz.write("{\"input\": {\"a\": 1}}".getBytes(StandardCharsets.UTF_8));
      }
      byte[] whole = packed.toByteArray();
      byte[] truncated = java.util.Arrays.copyOf(whole, whole.length / 2);
      for (byte[] body : List.of("this is not gzip".getBytes(StandardCharsets.UTF_8), truncated)) {
        HttpResponse<String> r = s.client.send(HttpRequest.newBuilder(s.uri().resolve("/v1/data/x"))
            .header("Content-Encoding", "gzip")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
            HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(TestServer.json(r).path("message").asText()).startsWith("the request body is not valid gzip");
      }
      HttpResponse<String> ok = s.client.send(HttpRequest.newBuilder(s.uri().resolve("/v1/data/x"))
          .header("Content-Encoding", "gzip")
          .POST(HttpRequest.BodyPublishers.ofByteArray(whole)).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(ok.body()).isEqualTo("{\"result\":1}\n");
    }
  }

  @Test
  void anUnknownContentEncodingIs415() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      HttpResponse<String> r = s.send("POST", "/v1/data/x", "{}", "Content-Encoding", "br");
      assertThat(r.statusCode()).isEqualTo(415);
      assertThat(TestServer.json(r).path("message").asText()).contains("unsupported Content-Encoding 'br'");
      assertThat(s.send("POST", "/v1/data/x", "{}", "Content-Encoding", "identity").statusCode()).isEqualTo(200);
    }
  }

  @Test
  void limitsThatCannotWorkAreRefused() {
    for (Runnable bad : List.<Runnable>of(
        () -> ServerConfig.builder().maxRequestBytes(-1).build(),
        () -> ServerConfig.builder().maxRequestBytes(0).build(),
        () -> ServerConfig.builder().memoryBudget(0).build(),
        () -> ServerConfig.builder().threads(0).build(),
        () -> ServerConfig.builder().threads(-3).build(),
        () -> ServerConfig.builder().requestTimeout(java.time.Duration.ZERO).build())) {
      org.assertj.core.api.Assertions.assertThatThrownBy(bad::run).isInstanceOf(IllegalArgumentException.class);
    }
  }

  /** Waits, up to the test deadline, for a condition the server reaches on its own threads. */
  static void await(java.util.function.BooleanSupplier condition) {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RawClient.DEADLINE_MILLIS);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() - deadline > 0) {
        throw new AssertionError("the server did not get there within " + RawClient.DEADLINE_MILLIS + " ms");
      }
      Thread.yield();
    }
  }

  static void awaitZero(LongSupplier value) {
    await(() -> value.getAsLong() == 0);
  }
}
