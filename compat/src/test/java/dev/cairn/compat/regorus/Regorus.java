package dev.cairn.compat.regorus;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.compat.rego.CaseFiles;
import dev.cairn.compat.rego.ExactJson;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Verdict;
import dev.cairn.engine.ParseMode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * regorus (Microsoft's Rego interpreter in Rust, its {@code regorus eval} command) as a second
 * opinion: one process per case, so it is asked only where Cairn and OPA disagree. It reports
 * errors as text without OPA's codes, so its failures carry the code {@link #ERROR} and compare
 * with others by {@link Verdict#sameOutcome}.
 */
public final class Regorus {
  public static final String ERROR = "regorus_error";

  private final Path binary;
  private final Path work;
  private final Duration timeout;

  public Regorus(Path binary, Path work, Duration timeout) {
    this.binary = binary;
    this.work = work;
    this.timeout = timeout;
  }

  /** regorus's verdict; cases with an input term (a Rego value as input) are not supported. */
  public Verdict evaluate(RegoCase c) {
    if (c.inputTerm() != null) {
      return Verdict.Failure.harness("regorus takes no input term");
    }
    try {
      return CaseFiles.with(work, c, c.input(), files -> run(c, files));
    } catch (IOException e) {
      return Verdict.Failure.harness("regorus: " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Verdict.Failure.harness("interrupted");
    }
  }

  private Verdict run(RegoCase c, CaseFiles files) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(binary.toString(), "eval"));
    if (c.syntax() == ParseMode.V0) {
      cmd.add("--v0");
    }
    if (!c.strict()) {
      cmd.add("--non-strict"); // OPA's default: a failing built-in is undefined
    }
    cmd.addAll(files.arguments());
    cmd.add(c.query());
    Path dir = files.dir();
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(dir.resolve("stdout.json").toFile())
        .redirectError(dir.resolve("stderr.txt").toFile());
    pb.environment().put("RUST_BACKTRACE", "0");
    Process p = pb.start();
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      p.destroyForcibly();
      return Verdict.Failure.harness("regorus did not finish within " + timeout.toSeconds() + " s");
    }
    String out = Files.readString(dir.resolve("stdout.json"), StandardCharsets.UTF_8);
    if (p.exitValue() != 0 || out.isBlank()) {
      String err = Files.readString(dir.resolve("stderr.txt"), StandardCharsets.UTF_8).strip();
      return new Verdict.Failure(Set.of(ERROR), err.lines().filter(l -> l.startsWith("error:")).findFirst().orElse(err));
    }
    List<Map<String, JsonNode>> solutions = new ArrayList<>();
    for (JsonNode r : ExactJson.parse(out).path("result")) {
      Map<String, JsonNode> bindings = new LinkedHashMap<>();
      r.path("bindings").fields().forEachRemaining(e -> bindings.put(e.getKey(), e.getValue()));
      solutions.add(bindings);
    }
    return Verdict.Solutions.ofJson(solutions, c.sortBindings());
  }
}
