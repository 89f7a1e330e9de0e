package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimedCommandTest {
  @Test
  void gnuTimesLastLineGivesCpuAndPeakMemoryAfterTheExitStatusNote() {
    long[] cpuAndRss = TimedCommand.parseGnuTime("Command exited with non-zero status 1\n2.02 1.75 0.25 165768\n");
    assertThat(cpuAndRss).containsExactly(2_000_000_000L, 165_768L);
  }

  @Test
  void whatIsNotGnuTimesLineIsAnError() {
    assertThatThrownBy(() -> TimedCommand.parseGnuTime("Command terminated by signal 9"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("signal 9");
    assertThatThrownBy(() -> TimedCommand.parseGnuTime("1.0 x 0.1 100"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void procStatusFieldsAreReadInKib() {
    String status = "Name:\tjava\nVmPeak:\t 5000 kB\nVmHWM:\t  165768 kB\nVmRSS:\t  120000 kB\n";
    assertThat(TimedCommand.statusKib(status, "VmHWM:")).isEqualTo(165_768);
    assertThat(TimedCommand.statusKib(status, "VmRSS:")).isEqualTo(120_000);
    assertThat(TimedCommand.statusKib(status, "VmSwap:")).isZero();
  }

  @Test
  void procStatCpuIsUserPlusSystemTicksWhateverTheCommandName() {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime ...
    String stat = "4242 (a) b (c) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 0 0 20 0 1 0 100 1000 10";
    assertThat(TimedCommand.cpuNanos(stat)).isEqualTo(2_800_000_000L);
  }

  @Test
  void aCommandsExitCodeAndOutputAreKept(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("out.txt");
    Measured m = TimedCommand.run(List.of("sh", "-c", "echo $GREETING; exit 3"), dir, Map.of("GREETING", "hello"), out, null);
    assertThat(m.exitCode()).isEqualTo(3);
    assertThat(Files.readString(out)).isEqualTo("hello\n");
    assertThat(m.wallNanos()).isPositive();
    assertThat(m.cpuNanos()).isNotNegative();
    assertThat(m.peakRssKib()).isNotNegative();
  }
}
