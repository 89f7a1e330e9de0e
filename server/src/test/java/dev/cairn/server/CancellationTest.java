package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An evaluation ends when its client leaves, at its deadline (whether or not the work notices) and
 * at shutdown; each frees its worker for the next request.
 */
class CancellationTest {
  /** Ten billion steps: minutes of one core unless it is cancelled. */
  static final String SPIN = """
      package p

      spin if {
        print("spinning")
        some a in numbers.range(1, 100000)
        some b in numbers.range(1, 100000)
        a * b < 0
      }

      quick := 1
      """;

  /**
   * Found by fuzzing (RequestFuzzTest#request): a write still being prepared when its deadline
   * answered 500 "cancelled" was made afterwards, and the client's next request found it applied.
   */
  @Test
  void aWriteWhoseRequestWasAnsweredCancelledIsNeverMade() throws Exception {
    CountDownLatch tried = new CountDownLatch(1);
    java.util.concurrent.atomic.AtomicBoolean made = new java.util.concurrent.atomic.AtomicBoolean();
    ServeContext.Api slowWrite = request -> {
      try {
        new CountDownLatch(1).await(); // preparing the write until the deadline answers and interrupts
      } catch (InterruptedException e) {
        try {
          request.commit().apply(() -> made.set(true));
        } finally {
          tried.countDown();
        }
      }
      return ApiResponse.noContent();
    };
    ServerConfig config = ServerConfig.builder().port(0).timeout(Duration.ofMillis(100)).build();
    try (CairnServer server = CairnServer.listen(config, slowWrite, line -> {})) {
      HttpResponse<String> r = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(server.uri().resolve("/v1/data/x")).timeout(Duration.ofSeconds(30))
              .PUT(HttpRequest.BodyPublishers.ofString("1")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(r.body()).contains("eval_cancel_error");
      assertThat(tried.await(30, TimeUnit.SECONDS)).isTrue();
      assertThat(made).as("the write was made after its request was answered cancelled").isFalse();
    }
  }

  /** A plain health check evaluates no policy: --timeout does not cut it short, --request-timeout does. */
  @Test
  void aSlowHealthCheckRunsToTheRequestDeadlineNotTheEvaluationTimeout() throws Exception {
    CountDownLatch entered = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    // a server starved of CPU, as far as the exchange can tell
    ServeContext.Api slow = stuckAt("/health", entered, release);
    ServerConfig config = ServerConfig.builder().port(0)
        .timeout(Duration.ofMillis(100)).requestTimeout(Duration.ofSeconds(2)).build();
    try (CairnServer server = CairnServer.listen(config, slow, line -> {})) {
      try {
        HttpResponse<String> health = HttpClient.newHttpClient().send(
            HttpRequest.newBuilder(server.uri().resolve("/health")).timeout(Duration.ofSeconds(30)).build(),
            HttpResponse.BodyHandlers.ofString());
        assertThat(entered.getCount()).isZero();
        assertThat(health.body()).contains("the request was cancelled at its deadline, --request-timeout 2s");
      } finally {
        release.countDown();
      }
    }
  }

  /** An answered request's deadline and probe are dropped, not kept until due, holding the request. */
  @Test
  void answeredRequestsLeaveNoTimersBehind() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"x\": 1}", List.of())) {
      for (int i = 0; i < 200; i++) {
        assertThat(s.post("/v1/data/x", "{\"input\": {}}").statusCode()).isEqualTo(200);
      }
      assertThat(s.server.timersPending()).as("timers pending after 200 answered requests").isLessThan(10);
    }
  }

  @Test
  void aClientThatLeavesCancelsItsEvaluation() throws Exception {
    CountDownLatch spinning = new CountDownLatch(1);
    try (CairnServer server = spinServer(c -> c.threads(1), spinning)) {
      try (RawClient leaving = new RawClient(server.uri())) {
        leaving.send("POST /v1/data/p/spin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}");
        assertThat(spinning.await(30, TimeUnit.SECONDS)).isTrue();
      }
      // The only worker is free again only if the spinning evaluation was cancelled.
      HttpResponse<String> quick = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(server.uri().resolve("/v1/data/p/quick")).timeout(Duration.ofSeconds(30)).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(quick.body()).isEqualTo("{\"result\":1}\n");
      RequestBodyLimitsTest.await(() -> server.inFlight() == 0);
    }
  }

  /** Half-closing counts as leaving (as in OPA): the connection is closed, never answered with a 500. */
  @Test
  void aClientThatHalfClosesIsTakenAsGoneAndGetsNoAnswer() throws Exception {
    CountDownLatch spinning = new CountDownLatch(1);
    try (CairnServer server = spinServer(c -> c.threads(1), spinning)) {
      try (RawClient leaving = new RawClient(server.uri())) {
        leaving.send("POST /v1/data/p/spin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}").halfClose();
        assertThat(spinning.await(30, TimeUnit.SECONDS)).isTrue();
        assertThat(leaving.readToClose()).isEmpty();
      }
      RequestBodyLimitsTest.await(() -> server.inFlight() == 0);
    }
  }

  @Test
  void theDeadlineAnswersEvenWhenTheWorkIgnoresCancellation() throws Exception {
    CountDownLatch entered = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    // as a parser that never checks its thread's interruption
    ServeContext.Api stubborn = stuckAt("/stuck", entered, release);
    ServerConfig config = ServerConfig.builder().port(0).threads(1)
        .timeout(Duration.ofMillis(200)).requestTimeout(Duration.ofSeconds(2)).build();
    try (CairnServer server = CairnServer.listen(config, stubborn, line -> {})) {
      try {
        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<String> stuck = client.send(
            HttpRequest.newBuilder(server.uri().resolve("/stuck")).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
            HttpResponse.BodyHandlers.ofString());
        assertThat(entered.getCount()).isZero();
        assertThat(stuck.statusCode()).isEqualTo(500);
        JsonNode error = TestServer.JSON.readTree(stuck.body());
        assertThat(error.path("errors").get(0).path("code").asText()).isEqualTo("eval_cancel_error");
        assertThat(error.path("errors").get(0).path("message").asText())
            .isEqualTo("the request was cancelled after --timeout 200ms");

        // The worker is still stuck: the next request waits, and its deadline answers it.
        HttpResponse<String> waiting = client.send(
            HttpRequest.newBuilder(server.uri().resolve("/other")).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
            HttpResponse.BodyHandlers.ofString());
        assertThat(waiting.statusCode()).isEqualTo(503);
        assertThat(waiting.headers().firstValue("Retry-After")).hasValue("1");
        assertThat(client.send(HttpRequest.newBuilder(server.uri().resolve("/health")).build(),
            HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
        assertThat(server.memoryInUse()).isPositive(); // the stuck request still holds its body
      } finally {
        release.countDown();
      }
      RequestBodyLimitsTest.await(() -> server.inFlight() == 0 && server.memoryInUse() == 0);
    }
  }

  @Test
  void stoppingWaitsForTheGracePeriodThenCancelsAndSaysSo() throws Exception {
    CountDownLatch spinning = new CountDownLatch(1);
    CairnServer server = spinServer(c -> c.stopTimeout(Duration.ofMillis(100)), spinning);
    try (RawClient client = new RawClient(server.uri())) {
      client.send("POST /v1/data/p/spin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}");
      assertThat(spinning.await(30, TimeUnit.SECONDS)).isTrue();
      assertThat(server.stop()).isPositive();
      RequestBodyLimitsTest.await(() -> server.inFlight() == 0);
    }
    CairnServer idle = spinServer(c -> {}, new CountDownLatch(1));
    assertThat(idle.stop()).isZero();
  }

  static CairnServer spinServer(java.util.function.Consumer<ServerConfig.Builder> configure, CountDownLatch spinning)
      throws Exception {
    PolicyStore store = PolicyStore.create(
        List.of(new PolicyBuilder.Source("p.rego", SPIN)), ObjectValue.EMPTY, List.of(), ParseMode.AUTO);
    ServerConfig.Builder config = ServerConfig.builder().port(0);
    configure.accept(config);
    return CairnServer.start(config.build(), store, "test", line -> {
      if (line.equals("spinning")) {
        spinning.countDown();
      }
    });
  }

  /** An API that, for {@code path}, says it has {@code entered} and holds until {@code release}, interrupted or not. */
  private static ServeContext.Api stuckAt(String path, CountDownLatch entered, CountDownLatch release) {
    return request -> {
      if (request.rawPath().equals(path)) {
        entered.countDown();
        awaitIgnoringInterrupts(release);
      }
      return ApiResponse.emptyObject(false);
    };
  }

  private static void awaitIgnoringInterrupts(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        if (latch.await(RawClient.DEADLINE_MILLIS, TimeUnit.MILLISECONDS)) {
          break;
        }
        throw new AssertionError("the test never released the stuck request");
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
