package dev.cairn.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A {@code cairn serve} (the CLI jar) or {@code opa run --server} child process, optionally pinned
 * to some cores with {@code taskset}, so the load client and the server do not share a JVM.
 * Stopped (gracefully, then forcibly) on close.
 */
final class ServedProcess implements AutoCloseable {
  private final Process process;
  private final boolean jvm;
  final URI uri;

  private ServedProcess(Process process, URI uri, boolean jvm) {
    this.process = process;
    this.uri = uri;
    this.jvm = jvm;
  }

  static ServedProcess start(Path jar, int cores, int port, List<String> args, Path log)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(pinned(cores));
    cmd.addAll(List.of(
        ProcessHandle.current().info().command().orElse("java"),
        "-XX:ActiveProcessorCount=" + Math.max(1, cores), "-Xmx512m", "-jar", jar.toString(),
        "serve", "--addr", "127.0.0.1:" + port));
    cmd.addAll(args);
    return launch("cairn serve", cmd, Map.of(), port, log, true);
  }

  /**
   * {@code opa run --server} on the same terms: pinned to the same cores, with as many Go
   * processors ({@code GOMAXPROCS}) as cores, serving {@code paths} (policy files or directories).
   */
  static ServedProcess startOpa(Path opa, int cores, int port, List<String> paths, Path log)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(pinned(cores));
    cmd.addAll(List.of(opa.toString(), "run", "--server", "--addr", "127.0.0.1:" + port, "--log-level", "error"));
    cmd.addAll(paths);
    return launch("opa run --server", cmd, Map.of("GOMAXPROCS", Integer.toString(Math.max(1, cores))), port, log, false);
  }

  /** taskset's prefix that pins a command to the first {@code cores} cores, where taskset exists. */
  private static List<String> pinned(int cores) {
    if (cores > 0 && Files.isExecutable(Path.of("/usr/bin/taskset"))) {
      return List.of("/usr/bin/taskset", "-c", cores == 1 ? "0" : "0-" + (cores - 1));
    }
    return List.of();
  }

  private static ServedProcess launch(String name, List<String> cmd, Map<String, String> env, int port, Path log, boolean jvm)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
    pb.environment().putAll(env);
    Process p = pb.start();
    URI uri = URI.create("http://127.0.0.1:" + port + "/");
    HttpClient client = HttpClient.newHttpClient();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      if (!p.isAlive()) {
        throw new IOException(name + " exited with " + p.exitValue() + "; see " + log);
      }
      try {
        HttpResponse<String> r = client.send(
            HttpRequest.newBuilder(uri.resolve("/health")).timeout(Duration.ofSeconds(2)).build(),
            HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200) {
          return new ServedProcess(p, uri, jvm);
        }
      } catch (IOException e) {
        // not listening yet
      }
      Thread.sleep(100);
    }
    p.destroyForcibly();
    throw new IOException(name + " did not become healthy within 60s; see " + log);
  }

  private static final java.util.regex.Pattern HEAP_USED =
      java.util.regex.Pattern.compile("(generation|heap|Gen)\\s+total \\d+K, used (\\d+)K");

  /**
   * Heap in use right after a full collection, in KiB, through {@code jcmd} (GC.run, then
   * GC.heap_info); -1 when the server is not a JVM or jcmd is not beside this JVM's java.
   */
  long heapAfterGcKib() {
    if (!jvm) {
      return -1;
    }
    Path java = Path.of(ProcessHandle.current().info().command().orElse("java"));
    Path jcmd = java.resolveSibling("jcmd");
    if (!Files.isExecutable(jcmd)) {
      return -1;
    }
    try {
      String pid = Long.toString(process.pid());
      new ProcessBuilder(jcmd.toString(), pid, "GC.run").redirectErrorStream(true).start().waitFor();
      Process info = new ProcessBuilder(jcmd.toString(), pid, "GC.heap_info").redirectErrorStream(true).start();
      String text = new String(info.getInputStream().readAllBytes());
      info.waitFor();
      long used = 0;
      java.util.regex.Matcher m = HEAP_USED.matcher(text);
      while (m.find()) {
        used += Long.parseLong(m.group(2));
      }
      return used;
    } catch (IOException e) {
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }

  /** Resident memory of the server process in KiB, from /proc (0 where /proc is absent). */
  long rssKib() {
    return status("VmRSS:");
  }

  /** The most resident memory the server process has had, in KiB, from /proc (0 where /proc is absent). */
  long peakRssKib() {
    return status("VmHWM:");
  }

  private long status(String field) {
    try {
      return TimedCommand.statusKib(Files.readString(Path.of("/proc/" + process.pid() + "/status")), field);
    } catch (IOException | NumberFormatException e) {
      return 0;
    }
  }

  /** CPU time the server has used, user and system, in seconds (0 where /proc is absent). */
  double cpuSeconds() {
    try {
      return TimedCommand.cpuNanos(Files.readString(Path.of("/proc/" + process.pid() + "/stat"))) / 1e9;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  /**
   * Sends SIGTERM and waits up to 30 s: "exit N in T s", or "killed" when it had to be forced.
   */
  String stop() throws InterruptedException {
    long t0 = System.nanoTime();
    process.destroy();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      process.waitFor();
      return "killed after 30 s";
    }
    return String.format(java.util.Locale.ROOT, "exit %d in %.1f s", process.exitValue(), (System.nanoTime() - t0) / 1e9);
  }

  @Override
  public void close() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(15, TimeUnit.SECONDS)) {
      process.destroyForcibly();
    }
  }
}
