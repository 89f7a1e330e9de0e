package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlternationTest {
  @Test
  void theOrderRotatesByOneEachRound() {
    assertThat(Alternation.order(3, 0)).containsExactly(0, 1, 2);
    assertThat(Alternation.order(3, 1)).containsExactly(1, 2, 0);
    assertThat(Alternation.order(3, 2)).containsExactly(2, 0, 1);
    assertThat(Alternation.order(3, 3)).containsExactly(0, 1, 2);
  }

  /** A side that notes when it ran and returns its call count as its wall time. */
  private record Counting(String name, List<String> calls) implements Alternation.Side {
    @Override
    public Measured run() {
      calls.add(name);
      return new Measured(calls.stream().filter(name::equals).count(), 0, 0, 0);
    }
  }

  @Test
  void everySideRunsOnceARoundAndItsRunsStayItsOwn() throws Exception {
    List<String> calls = new ArrayList<>();
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    List<List<Measured>> runs = Alternation.run(List.of(new Counting("a", calls), new Counting("b", calls)), 3,
        new PrintStream(log, true, StandardCharsets.UTF_8));
    assertThat(calls).containsExactly("a", "b", "b", "a", "a", "b");
    assertThat(runs.get(0)).extracting(Measured::wallNanos).containsExactly(1L, 2L, 3L);
    assertThat(runs.get(1)).extracting(Measured::wallNanos).containsExactly(1L, 2L, 3L);
    assertThat(log.toString(StandardCharsets.UTF_8)).contains("round 2 b");
  }

  @Test
  void aCommandThatExitsOutsideItsExpectedCodesStopsWithItsErrorOutput(@TempDir Path dir) {
    Alternation.Command c = new Alternation.Command("tool", List.of("sh", "-c", "echo broken policy >&2; exit 2"), dir,
        dir.resolve("out"), Set.of(0, 1));
    assertThatThrownBy(c::run).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("tool exited with 2").hasMessageContaining("broken policy");
  }
}
