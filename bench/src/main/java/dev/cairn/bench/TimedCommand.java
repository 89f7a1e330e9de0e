package dev.cairn.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command as a child process and measures it: wall time from this JVM's clock, and CPU time
 * and peak RSS from GNU time ({@code /usr/bin/time -f '%e %U %S %M'}) where it is installed, which
 * counts the child's own children too (a shell loop of many processes); elsewhere by polling the
 * child's {@code /proc/PID/status} (VmHWM) and {@code /proc/PID/stat} every few milliseconds, which
 * sees only the child itself and misses what it does in its last few milliseconds.
 */
final class TimedCommand {
  private static final Path GNU_TIME = Path.of("/usr/bin/time");
  private static final long CLOCK_TICKS_PER_SECOND = 100;

  private TimedCommand() {}

  /**
   * Runs {@code command} in {@code dir} with {@code env} added to this process's environment, its
   * standard output to {@code stdout} (discarded when null) and its standard error to {@code stderr}
   * (discarded when null); gives up after an hour.
   */
  static Measured run(List<String> command, Path dir, Map<String, String> env, Path stdout, Path stderr)
      throws IOException, InterruptedException {
    boolean gnuTime = Files.isExecutable(GNU_TIME);
    Path report = gnuTime ? Files.createTempFile("cairn-bench-time", ".txt") : null;
    List<String> full = new ArrayList<>();
    if (gnuTime) {
      full.addAll(List.of(GNU_TIME.toString(), "-f", "%e %U %S %M", "-o", report.toString()));
    }
    full.addAll(command);
    ProcessBuilder pb = new ProcessBuilder(full);
    if (dir != null) {
      pb.directory(dir.toFile());
    }
    pb.environment().putAll(env);
    pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    pb.redirectOutput(stdout == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(stdout.toFile()));
    pb.redirectError(stderr == null ? ProcessBuilder.Redirect.DISCARD : ProcessBuilder.Redirect.to(stderr.toFile()));
    long start = System.nanoTime();
    Process p = pb.start();
    long[] polled = {0, 0};
    if (gnuTime) {
      waitFor(p, command);
    } else {
      while (!p.waitFor(5, TimeUnit.MILLISECONDS)) {
        poll(p.pid(), polled);
        if (System.nanoTime() - start > TimeUnit.HOURS.toNanos(1)) {
          waitFor(p, command);
        }
      }
    }
    long wall = System.nanoTime() - start;
    if (!gnuTime) {
      return new Measured(wall, polled[1], polled[0], p.exitValue());
    }
    String text = Files.readString(report, StandardCharsets.UTF_8);
    Files.delete(report);
    long[] cpuAndRss = parseGnuTime(text);
    return new Measured(wall, cpuAndRss[0], cpuAndRss[1], p.exitValue());
  }

  private static void waitFor(Process p, List<String> command) throws InterruptedException, IOException {
    if (!p.waitFor(1, TimeUnit.HOURS)) {
      p.destroyForcibly();
      throw new IOException(command.get(0) + " did not finish within an hour");
    }
  }

  /**
   * CPU nanoseconds (user plus system) and peak RSS in KiB from what {@code /usr/bin/time -f '%e
   * %U %S %M'} wrote: its last line (before it, GNU time notes a non-zero exit status).
   *
   * @throws IllegalArgumentException when the last line is not four numbers
   */
  static long[] parseGnuTime(String text) {
    String[] lines = text.strip().split("\n");
    String[] f = lines[lines.length - 1].trim().split("\\s+");
    if (f.length != 4) {
      throw new IllegalArgumentException("not a line of /usr/bin/time -f '%e %U %S %M': " + lines[lines.length - 1]);
    }
    try {
      double cpuSeconds = Double.parseDouble(f[1]) + Double.parseDouble(f[2]);
      return new long[] {Math.round(cpuSeconds * 1e9), Long.parseLong(f[3])};
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a line of /usr/bin/time -f '%e %U %S %M': " + lines[lines.length - 1], e);
    }
  }

  /** Updates {peak RSS KiB, CPU ns} from /proc while the process lives; keeps the last values it could read. */
  private static void poll(long pid, long[] polled) {
    try {
      long hwm = statusKib(Files.readString(Path.of("/proc/" + pid + "/status")), "VmHWM:");
      polled[0] = Math.max(polled[0], hwm);
      polled[1] = Math.max(polled[1], cpuNanos(Files.readString(Path.of("/proc/" + pid + "/stat"))));
    } catch (IOException | RuntimeException e) {
      // the process has just ended, or there is no /proc: keep what was read
    }
  }

  /** A field of a {@code /proc/PID/status} text ({@code "VmHWM:"}, {@code "VmRSS:"}), in KiB; 0 when absent. */
  static long statusKib(String status, String field) {
    for (String line : status.split("\n")) {
      if (line.startsWith(field)) {
        return Long.parseLong(line.substring(field.length()).replace("kB", "").trim());
      }
    }
    return 0;
  }

  /** utime plus stime of a {@code /proc/PID/stat} text, in nanoseconds (the command name may hold spaces). */
  static long cpuNanos(String stat) {
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
    // Fields 14 and 15 of stat (utime, stime), counted from the state (field 3), in clock ticks.
    long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
    return ticks * (1_000_000_000L / CLOCK_TICKS_PER_SECOND);
  }
}
