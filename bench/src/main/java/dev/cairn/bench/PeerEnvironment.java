package dev.cairn.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

/** The line each peers command prints above its rows: date, commit, JDK, CPU and the peers' versions. */
final class PeerEnvironment {
  private PeerEnvironment() {}

  static String describe(List<String> peers) {
    StringBuilder b = new StringBuilder();
    b.append(LocalDate.now()).append(", commit ").append(commit())
        .append(", JDK ").append(System.getProperty("java.vm.name")).append(' ').append(Runtime.version())
        .append(", ").append(cpu()).append(" (").append(Runtime.getRuntime().availableProcessors()).append(" cores)");
    for (String p : peers) {
      b.append(", ").append(p).append(' ').append(PeerTools.version(p));
    }
    b.append(", load average ").append(loadAverage());
    return b.toString();
  }

  private static String commit() {
    String c = PeerTools.output(List.of("git", "-C", PeerTools.root().toString(), "rev-parse", "--short", "HEAD"));
    String dirty = PeerTools.output(List.of("git", "-C", PeerTools.root().toString(), "status", "--porcelain", "--untracked-files=no"));
    return (c.isEmpty() ? "?" : c) + (dirty.isEmpty() ? "" : " (with changes)");
  }

  private static String cpu() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }

  private static String loadAverage() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (IOException e) {
      return "?";
    }
  }
}
