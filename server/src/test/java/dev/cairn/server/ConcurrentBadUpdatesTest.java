package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Writers racing with good and bad content, readers reading all along: every write is applied
 * whole or not at all, each bad one gets its 4xx, and no reader sees half of a version.
 */
class ConcurrentBadUpdatesTest {
  private static final int ROUNDS = 60;

  @Test
  void dataPatchesApplyWholeOrNotAtAll() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{\"a\": 0, \"b\": 0}", List.of())) {
      List<String> problems = race(
          round -> {
            String good = "[{\"op\": \"replace\", \"path\": \"/a\", \"value\": " + round + "},"
                + " {\"op\": \"replace\", \"path\": \"/b\", \"value\": " + round + "}]";
            List<String> out = new ArrayList<>();
            expect(out, s.send("PATCH", "/v1/data", good), 204);
            expect(out, s.send("PATCH", "/v1/data", "[{\"op\": \"replace\", \"path\": \"/a\", \"value\": -1},"
                + " {\"op\": \"add\", \"path\": \"/missing/x\", \"value\": -1}]"), 404);
            expect(out, s.send("PATCH", "/v1/data", "[{\"op\": \"replace\", \"path\": \"/a\", \"value\": -1},"
                + " {\"op\": \"replace\", \"path\": \"/b\", \"value\": " + "[".repeat(1_001) + "]".repeat(1_001) + "}]"), 400);
            expect(out, s.send("PATCH", "/v1/data", "[{\"op\": \"replace\", \"path\": \"/a\", \"value\": -1}, {\"op\""), 400);
            expect(out, s.send("PATCH", "/v1/data", "[{\"op\": \"replace\", \"path\": \"/a\", \"value\": -1}]",
                "Content-Encoding", "gzip"), 400);
            return out;
          },
          () -> {
            HttpResponse<String> r = s.get("/v1/data");
            JsonNode data = TestServer.json(r).path("result");
            return r.statusCode() == 200 && data.path("a").asInt() >= 0 && data.path("a").equals(data.path("b"))
                ? null
                : "read " + r.statusCode() + " " + r.body();
          });
      assertThat(problems).isEmpty();
      assertThat(s.get("/v1/data/a").body()).isEqualTo("{\"result\":" + (ROUNDS - 1) + "}\n");
    }
  }

  @Test
  void policyUpdatesApplyWholeOrNotAtAll() throws Exception {
    try (TestServer s = TestServer.start(c -> {}, "{}", List.of(), "v.rego", version(0))) {
      List<String> problems = race(
          round -> {
            List<String> out = new ArrayList<>();
            expect(out, s.send("PUT", "/v1/policies/v.rego", version(round)), 200);
            expect(out, s.send("PUT", "/v1/policies/v.rego", "package v\n\nfirst := -1\n\nsecond := \n"), 400);
            expect(out, s.send("PUT", "/v1/policies/v.rego", version(-1) + "\nthird := no_such_function(1)\n"), 400);
            expect(out, s.send("PUT", "/v1/policies/v.rego", "package v\n\nfirst := -1\n\nsecond := "
                + "[".repeat(100_000) + "]".repeat(100_000) + "\n"), 400);
            expect(out, s.send("PUT", "/v1/data/v", "{\"first\": -1}"), 400); // conflicts with the rules
            return out;
          },
          () -> {
            HttpResponse<String> r = s.get("/v1/data/v");
            JsonNode v = TestServer.json(r).path("result");
            return r.statusCode() == 200 && v.path("first").asInt() >= 0 && v.path("first").equals(v.path("second"))
                ? null
                : "read " + r.statusCode() + " " + r.body();
          });
      assertThat(problems).isEmpty();
      assertThat(s.get("/v1/data/v/first").body()).isEqualTo("{\"result\":" + (ROUNDS - 1) + "}\n");
    }
  }

  private static String version(int n) {
    return "package v\n\nfirst := " + n + "\n\nsecond := " + n + "\n";
  }

  private interface Round {
    List<String> run(int round) throws Exception;
  }

  private interface Read {
    /** Null when what was read is whole, else what was wrong. */
    String check() throws Exception;
  }

  /** One writer running the rounds in order, two readers until it is done; what went wrong. */
  private static List<String> race(Round writer, Read reader) throws Exception {
    ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
    AtomicBoolean done = new AtomicBoolean();
    CountDownLatch readersStarted = new CountDownLatch(2);
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      List<Future<?>> readers = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        readers.add(pool.submit(() -> {
          readersStarted.countDown();
          while (!done.get()) {
            String problem = reader.check();
            if (problem != null) {
              problems.add(problem);
            }
          }
          return null;
        }));
      }
      Future<?> writes = pool.submit(() -> {
        readersStarted.await();
        try {
          for (int round = 0; round < ROUNDS; round++) {
            problems.addAll(writer.run(round));
          }
        } finally {
          done.set(true);
        }
        return null;
      });
      writes.get(120, TimeUnit.SECONDS);
      for (Future<?> r : readers) {
        r.get(30, TimeUnit.SECONDS);
      }
    } finally {
      done.set(true);
      pool.shutdownNow();
    }
    return new ArrayList<>(problems);
  }

  private static void expect(List<String> problems, HttpResponse<String> r, int status) {
    if (r.statusCode() != status || r.body().contains("Exception")) {
      problems.add("expected " + status + ", got " + r.statusCode() + " " + r.body());
    }
  }
}
