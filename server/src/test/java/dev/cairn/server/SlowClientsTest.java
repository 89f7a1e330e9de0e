package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Clients that send slowly cost connections, not threads, and only until the request deadline:
 * {@code /health} and other clients are answered throughout.
 */
class SlowClientsTest {
  /** More slow clients than Jetty has threads (200): each would have held one while its body came. */
  private static final int CLIENTS = 250;

  @Test
  void aBodyThatDoesNotArriveInTimeIs408() throws Exception {
    try (TestServer s = TestServer.start(c -> c.requestTimeout(Duration.ofMillis(300)), "{}", List.of());
        RawClient raw = new RawClient(s.uri())) {
      String answer = raw.send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{").readToClose();
      assertThat(RawClient.status(answer)).isEqualTo(408);
      assertThat(answer).contains("\"code\": \"request_timeout\"").contains("not received within 300ms");
      RequestBodyLimitsTest.awaitZero(s.server::memoryInUse);
    }
  }

  @Test
  void manySlowBodiesLeaveHealthAndOtherClientsAnswered() throws Exception {
    List<RawClient> slow = new ArrayList<>();
    try (TestServer s = TestServer.start(c -> c.threads(1), "{\"x\": 1}", List.of())) {
      try {
        for (int i = 0; i < CLIENTS; i++) {
          slow.add(new RawClient(s.uri())
              .send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"in"));
        }
        RequestBodyLimitsTest.await(() -> s.server.inFlight() == CLIENTS);
        assertThat(s.get("/health").statusCode()).isEqualTo(200);
        assertThat(s.post("/v1/data/x", "{\"input\": 1}").body()).isEqualTo("{\"result\":1}\n");
      } finally {
        for (RawClient c : slow) {
          c.close();
        }
      }
    }
  }

  @Test
  void slowHeadersAreCutOffAtTheDeadline() throws Exception {
    try (TestServer s = TestServer.start(c -> c.requestTimeout(Duration.ofMillis(300)), "{}", List.of());
        RawClient raw = new RawClient(s.uri())) {
      raw.send("GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: a");
      // Jetty's own idle timeout is 30 s: only the header deadline closes it this soon.
      assertThat(raw.closedByServer(10_000)).isTrue();
      assertThat(s.get("/health").statusCode()).isEqualTo(200);
    }
  }

  @Test
  void manySlowHeadersLeaveHealthAnswered() throws Exception {
    List<RawClient> slow = new ArrayList<>();
    try (TestServer s = TestServer.start(c -> c.threads(1), "{\"x\": 1}", List.of())) {
      try {
        for (int i = 0; i < CLIENTS; i++) {
          slow.add(new RawClient(s.uri()).send("POST /v1/data/x HTTP/1.1\r\nHost: x\r\nContent-Le"));
        }
        assertThat(s.get("/health").statusCode()).isEqualTo(200);
        assertThat(s.post("/v1/data/x", "{\"input\": 1}").body()).isEqualTo("{\"result\":1}\n");
      } finally {
        for (RawClient c : slow) {
          c.close();
        }
      }
    }
  }
}
