package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.value.ObjectValue;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GracefulShutdownTest {
  /** A request in flight when shutdown starts still gets its answer; later connections are refused. */
  @Test
  void requestsInFlightFinishAndNewOnesAreRefused() throws Exception {
    CountDownLatch inFlight = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    PolicyStore store = PolicyStore.create(
        List.of(new PolicyBuilder.Source("p.rego", "package p\n\nslow := 1 if {\n  print(\"wait-here\")\n}\n")),
        ObjectValue.EMPTY, List.of(), ParseMode.AUTO);
    CairnServer server = CairnServer.start(ServerConfig.builder().port(0).build(), store, "test", line -> {
      if (line.equals("wait-here")) {
        inFlight.countDown();
        await(release);
      }
    });
    java.net.URI base = server.uri();
    HttpClient client = HttpClient.newHttpClient();
    CompletableFuture<HttpResponse<String>> answer = client.sendAsync(
        HttpRequest.newBuilder(server.uri().resolve("/v1/data/p/slow")).POST(HttpRequest.BodyPublishers.ofString("{\"input\": {}}")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(inFlight.await(30, TimeUnit.SECONDS)).isTrue();

    CompletableFuture<Void> stopped = CompletableFuture.runAsync(() -> {
      try {
        server.close();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!server.stopping() && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    assertThat(server.stopping()).isTrue();
    assertThat(stopped).isNotDone();
    release.countDown();

    HttpResponse<String> r = answer.get(30, TimeUnit.SECONDS);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("{\"result\":1}\n");
    stopped.get(30, TimeUnit.SECONDS);
    assertThatThrownBy(() -> HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(base.resolve("/health")).build(), HttpResponse.BodyHandlers.ofString()))
        .isInstanceOf(IOException.class);
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
