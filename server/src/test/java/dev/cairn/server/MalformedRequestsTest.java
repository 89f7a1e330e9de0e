package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Requests no client library would send: each gets its status and a JSON error, never a stack. */
class MalformedRequestsTest {
  private record Case(String name, String request, int status) {}

  private static final String BIG_HEADER = "X-Big: " + "h".repeat(20_000) + "\r\n";

  private static final List<Case> CASES = List.of(
      new Case("Content-Length not a number",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}", 400),
      new Case("negative Content-Length",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n{}", 400),
      new Case("two different Content-Lengths",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}", 400),
      new Case("a chunk size that is not hex",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", 400),
      new Case("an unknown transfer coding",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: zip\r\n\r\n{}", 400),
      new Case("a header line without a colon",
          "GET /health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", 400),
      new Case("a 20 kB header", "GET /health HTTP/1.1\r\nHost: x\r\n" + BIG_HEADER + "\r\n", 431),
      new Case("a request line without a version (HTTP/0.9)", "HELLO THERE\r\n\r\n", 505),
      new Case("a request line with spaces in the target", "GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      new Case("a missing Host", "GET /health HTTP/1.1\r\n\r\n", 400),
      new Case("a gzip body that is not gzip",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}", 400),
      new Case("an unknown content coding",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Encoding: compress\r\nContent-Length: 2\r\n\r\n{}", 415),
      new Case("a body that is not UTF-8",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 14\r\n\r\n{\"input\": \"\u00ff\u00fe\"}", 400),
      new Case("YAML that does not parse",
          "POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/yaml\r\nContent-Length: 11\r\n\r\ninput: [1,\n", 400),
      new Case("a bad escape in the query",
          "GET /v1/data/x?input=%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      // found by fuzzing (RequestFuzzTest#request): Jetty wrote no body for a PUT, PATCH or DELETE it refused
      new Case("a path that is not UTF-8, on a PUT",
          "PUT /v1/data/%FF HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}", 400),
      new Case("a path that is not UTF-8, on a DELETE", "DELETE /v1/policies/%FE%FF HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      // found by fuzzing (RequestFuzzTest#request): Jetty closed the connection after refusing the
      // path without saying so, and the client's next request on it got no answer
      new Case("a NUL in the path, with a body",
          "PUT /v1/policies/x%00.rego HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nabcde", 400),
      // found by fuzzing (RequestFuzzTest#raw): Jetty takes what follows ';' for path parameters and
      // leaves its escapes to us; a GET's path was decoded outside the handler and answered 500
      new Case("a malformed escape after a ';' in the path of a GET",
          "GET /v1/data/a;b%;c HTTP/1.1\r\nHost: x\r\n\r\n", 400),
      new Case("a body on a GET of data is ignored",
          "GET /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n{{{{{", 200));

  /**
   * Found by fuzzing (RequestFuzzTest#raw): when the request after an evaluated one was already in
   * and Jetty refused it itself, Jetty 12.1.13 raced the two answers and a later request could get
   * a 500 naming IllegalStateException. The evaluated request's answer now closes the connection.
   */
  @Test
  void aRequestPipelinedBehindAnEvaluatedOneIsLeftForANewConnection() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      try (RawClient raw = new RawClient(s.uri())) {
        String answers = raw.send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 13\r\n\r\n{\"input\": {}}"
            + "PUT /v1//v1/policies/p HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"
            + "GET /health HTTP/1.1\r\nHost: x\r\n\r\n").readToClose();
        assertThat(answers).startsWith("HTTP/1.1 200 ").contains("Connection: close").endsWith("{\"result\":1}\n");
      }
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
    }
  }

  /**
   * Found by fuzzing (RequestFuzzTest#raw, an hour): Jetty released a pooled buffer while it was
   * still in use, and a later GET /health was answered 400 for bytes another client had sent. A
   * buffer given back is never handed to another connection.
   */
  @Test
  void aBufferGivenBackIsNeverHandedOnToAnotherConnection() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      org.eclipse.jetty.io.ByteBufferPool pool = s.server.bufferPool();
      org.eclipse.jetty.io.RetainableByteBuffer first = pool.acquire(16 * 1024, false);
      java.nio.ByteBuffer memory = first.getByteBuffer();
      first.release();
      org.eclipse.jetty.io.RetainableByteBuffer next = pool.acquire(16 * 1024, false);
      assertThat(next.getByteBuffer().array()).isNotSameAs(memory.array());
      next.release();
    }
  }

  @Test
  void eachMalformedRequestGetsItsStatusAndTheServerGoesOn() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      for (Case c : CASES) {
        try (RawClient raw = new RawClient(s.uri())) {
          String answer = raw.send(c.request()).readResponse();
          assertThat(RawClient.status(answer)).as(c.name() + ": " + answer).isEqualTo(c.status());
          assertThat(answer).as(c.name()).contains("application/json").doesNotContain("internal_error")
              .doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("<html");
          if (!answer.toLowerCase(Locale.ROOT).contains("\r\nconnection: close\r\n")) {
            // a connection the answer keeps open carries the client's next request
            String next = raw.send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n").readResponse();
            assertThat(next).as(c.name() + ": kept open, then GET /health on it").startsWith("HTTP/1.1 200 ");
          }
        }
      }
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
      assertThat(s.get("/v1/data/x").body()).isEqualTo("{\"result\":1}\n");
      RequestBodyLimitsTest.awaitZero(s.server::memoryInUse);
    }
  }
}
