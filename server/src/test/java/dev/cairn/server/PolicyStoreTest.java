package dev.cairn.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.EvalOptions;
import dev.cairn.engine.ParseMode;
import dev.cairn.engine.PolicyBuilder;
import dev.cairn.engine.QueryResult;
import dev.cairn.engine.value.ObjectValue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class PolicyStoreTest {
  private static String version(int n) {
    return "package v\n\na := " + n + "\n\nb := " + n + "\n";
  }

  /** Readers never see a mix of two versions while a writer replaces the policy again and again. */
  @Test
  void readersSeeWholeSnapshotsWhileWritersSwap() throws Exception {
    PolicyStore store = PolicyStore.create(
        List.of(new PolicyBuilder.Source("v.rego", version(0))), ObjectValue.EMPTY, List.of(), ParseMode.AUTO);
    AtomicBoolean writing = new AtomicBoolean(true);
    ExecutorService pool = Executors.newFixedThreadPool(3);
    try {
      List<Future<Integer>> readers = new ArrayList<>();
      for (int t = 0; t < 2; t++) {
        readers.add(pool.submit(() -> {
          int reads = 0;
          while (writing.get() || reads < 10) {
            QueryResult r = store.snapshot().compiled().evaluate("[data.v.a, data.v.b]", EvalOptions.DEFAULT);
            String pair = r.solutions().get(0).expressions().get(0).value().toString();
            String[] parts = pair.replaceAll("[\\[\\] ]", "").split(",");
            assertThat(parts[0]).as(pair).isEqualTo(parts[1]);
            reads++;
          }
          return reads;
        }));
      }
      for (int n = 1; n <= 40; n++) {
        assertThat(store.putPolicy("v.rego", version(n))).isTrue();
      }
      writing.set(false);
      for (Future<Integer> f : readers) {
        assertThat(f.get()).isPositive();
      }
      assertThat(store.snapshot().revision()).isEqualTo(41);
      assertThat(store.putPolicy("v.rego", version(40))).isFalse();
    } finally {
      pool.shutdownNow();
    }
  }

  /** cairn serve's policies get conftest's built-ins, as scan's and conftest's do. */
  @Test
  void policiesCanCallConftestsBuiltins() {
    PolicyStore store = PolicyStore.create(
        List.of(new PolicyBuilder.Source("c.rego", "package c\n\nreplicas := parse_config(\"toml\", \"[app]\\nreplicas = 3\\n\").app.replicas\n")),
        ObjectValue.EMPTY, List.of(), ParseMode.AUTO);
    QueryResult r = store.snapshot().compiled().evaluate("data.c.replicas", EvalOptions.DEFAULT);
    assertThat(r.solutions().get(0).expressions().get(0).value().toString()).isEqualTo("3");
  }

  /** A policy pushed to the server must not read the server's files (built-ins are registered process-wide, so whatever ran before). */
  @Test
  void policiesCannotReadFiles() {
    dev.cairn.conftest.ConftestBuiltins.addTo(dev.cairn.engine.Rego.policy()); // as cairn scan in the same process would
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> PolicyStore.create(
            List.of(new PolicyBuilder.Source("f.rego", "package f\n\nsecret := parse_config_file(\"/etc/passwd\")\n")),
            ObjectValue.EMPTY, List.of(), ParseMode.AUTO))
        .isInstanceOf(dev.cairn.engine.RegoException.class)
        .hasMessageContaining("f.rego:3:11: rego_type_error: undefined function parse_config_file");
  }
}
