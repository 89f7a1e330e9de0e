package dev.cairn.distribution;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A program run to its end: its exit code and what it printed. */
record Command(int exitCode, String out, String err) {
  private static final long TIMEOUT_MINUTES = 5;

  /** Runs {@code command} in {@code dir} with the environment changed by {@code env} (a null value removes). */
  static Command run(Path dir, Map<String, String> env, List<String> command) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
    env.forEach((k, v) -> {
      if (v == null) {
        pb.environment().remove(k);
      } else {
        pb.environment().put(k, v);
      }
    });
    Path out = Files.createTempFile("command", ".out");
    Path err = Files.createTempFile("command", ".err");
    try {
      Process p = pb.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
          .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError(command + " did not end within " + TIMEOUT_MINUTES + " minutes");
      }
      return new Command(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  static Command run(Path dir, Map<String, String> env, String... command) throws IOException, InterruptedException {
    return run(dir, env, List.of(command));
  }

  static Command run(Path dir, String... command) throws IOException, InterruptedException {
    return run(dir, Map.of(), List.of(command));
  }

  /** Fails, showing everything printed, unless it exited {@code expected}. */
  Command expect(int expected) {
    if (exitCode != expected) {
      throw new AssertionError("exit " + exitCode + ", expected " + expected + "\n--- stdout\n" + out + "\n--- stderr\n" + err);
    }
    return this;
  }

  /** The command line with its arguments, for messages. */
  static List<String> of(String... words) {
    return new ArrayList<>(List.of(words));
  }
}
