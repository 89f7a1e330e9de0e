package dev.cairn.cli.docs;

import dev.cairn.cli.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@code ./cairn serve -d DIR} as a user starts it, in a JVM of its own in the repository root,
 * listening on a free loopback port (the pages show the default, 8181, which another program may
 * hold). Closing it stops the server as Ctrl-C does.
 */
final class ServeProcess implements AutoCloseable {
  /** How long the server may take to start listening before the test gives up on it. */
  private static final long START_SECONDS = 120;
  private static final String LISTENING = "cairn serve: listening on ";

  private final Process process;
  private final URI uri;

  private ServeProcess(Process process, URI uri) {
    this.process = process;
    this.uri = uri;
  }

  static ServeProcess start(Path root, String policies) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
        "serve", "-d", policies, "--addr", "127.0.0.1:0")
        .directory(root.toFile())
        .redirectErrorStream(true)
        .start();
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    List<String> printed = new ArrayList<>();
    CompletableFuture<URI> listening = CompletableFuture.supplyAsync(() -> {
      try {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          printed.add(line);
          if (line.startsWith(LISTENING)) {
            return URI.create(line.substring(LISTENING.length()).strip());
          }
        }
        return null;
      } catch (IOException e) {
        return null;
      }
    });
    try {
      URI uri = listening.get(START_SECONDS, TimeUnit.SECONDS);
      if (uri == null) {
        process.waitFor();
        throw new IllegalStateException("cairn serve -d " + policies + " exited " + process.exitValue()
            + " without listening:\n" + String.join("\n", printed));
      }
      // Keep reading what it prints, so that a full pipe never blocks the server.
      CompletableFuture.runAsync(() -> out.lines().forEach(line -> { }));
      return new ServeProcess(process, uri);
    } catch (ExecutionException | TimeoutException e) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException("cairn serve -d " + policies + " did not listen within " + START_SECONDS + " s", e);
    }
  }

  URI uri() {
    return uri;
  }

  @Override
  public void close() throws InterruptedException {
    process.destroy();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }
}
