package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClassDataTrainingTest {
  @Test
  void commandLinesAreSeparatedByDoubleDashes() {
    assertThat(ClassDataTraining.commands(new String[] {"scan", "-p", "p", "f", "--", "lint", "t", "--", "--", "verify"}))
        .containsExactly(List.of("scan", "-p", "p", "f"), List.of("lint", "t"), List.of("verify"));
  }

  @Test
  void noArgumentsIsNoCommand() {
    assertThat(ClassDataTraining.commands(new String[0])).isEmpty();
  }
}
