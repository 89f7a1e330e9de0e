package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No library writes its own log lines to stderr: every command, run as a user runs it (a JVM whose
 * stderr is the process's), prints only Cairn's lines there. What a log line looks like:
 * java.util.logging's two-line format, SLF4J's provider warnings, Jetty's, a stack trace.
 */
class NoLibraryLogsTest {
  private static final Pattern LIBRARY_LINE = Pattern.compile(
      "^(SLF4J|(SEVERE|WARNING|INFO|CONFIG|FINE|FINER|FINEST): "
          + "|[A-Z][a-z]{2} \\d{1,2}, \\d{4} \\d{1,2}:\\d{2}:\\d{2} [AP]M "
          + "|\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}:\\d{2}"
          + "|\\s+at [\\w.$]+\\(|Exception in thread"
          + ")|org\\.eclipse\\.jetty|com\\.networknt");
  private static final String F = "../fixtures/";

  private static List<String> stderrOf(String... commandsSeparatedBySemicolons) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), CommandsInOneJvm.class.getName()));
    cmd.addAll(List.of(commandsSeparatedBySemicolons));
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).as("the commands finished").isTrue();
    return err.join().lines().toList();
  }

  private static void assertNoLibraryLines(List<String> stderr) {
    assertThat(stderr).as("stderr of the commands").noneMatch(l -> LIBRARY_LINE.matcher(l).find());
  }

  @Test
  void theLogLineShapesAreRecognised() {
    assertThat(List.of(
        "Nov 28, 2026 3:06:27 AM com.networknt.schema.UnknownKeywordFactory lambda$getKeyword$0",
        "WARNING: Unknown keyword example - you should define your own Meta Schema.",
        "SLF4J(W): No SLF4J providers were found.",
        "2026-11-28 03:06:27.123:INFO:oejs.Server:main: jetty-12.0.16",
        "\tat dev.cairn.cli.Main.main(Main.java:31)"))
        .allMatch(l -> LIBRARY_LINE.matcher(l).find());
    assertThat(List.of("cairn serve: listening on http://127.0.0.1:8181/", "policy.rego:3:1: rego_parse_error: unexpected eof",
        "Error: pull is not supported by cairn conftest: fetch policies first"))
        .noneMatch(l -> LIBRARY_LINE.matcher(l).find());
  }

  @Test
  void everyCommandOnTheFixturesPrintsOnlyCairnsLines() throws Exception {
    List<String> stderr = stderrOf(
        "scan", "--all-namespaces", "-p", F + "policy/v1", "-p", F + "seed", F + "seed", F + "examples", ";;",
        "scan", "-o", "sarif", "-p", F + "constraints/privileged", F + "constraints/privileged/deployment.yaml", ";;",
        "scan", "-o", "junit", "-p", F + "guard/language/constructs.guard", F + "guard/language/noncompliant.yaml", ";;",
        "scan", "--schemas", "-p", F + "seed", F + "constraints/cloudformation/stack.yaml", ";;",
        "scan", "--explain", "-p", F + "locations-example/policy.rego", F + "locations-example/stack.yaml", ";;",
        "lint", F + "constraints/cloudformation/stack.yaml", ";;",
        "verify", F + "constraints", ";;",
        "test", F + "policy-tests", ";;",
        "eval", "-f", "values", "-d", F + "seed/policy.rego", "-i", F + "seed/template.yaml", "data.policy.deny", ";;",
        "conftest", "test", "-p", F + "conftest/kubernetes/policy", F + "conftest/kubernetes/service.yaml", ";;",
        "conftest", "verify", "-p", F + "conftest/kubernetes/policy", ";;",
        "conftest", "parse", F + "conftest/kubernetes/service.yaml", ";;",
        "guard", "validate", "-r", F + "guard/language/constructs.guard", "-d", F + "guard/language/noncompliant.yaml", ";;",
        "capabilities", "--names");
    assertNoLibraryLines(stderr);
  }

  /** The Gatekeeper library's parameter schemas use keywords (example) JSON Schema does not define. */
  @Test
  void verifyOverTheGatekeeperLibraryPrintsOnlyCairnsLines() throws Exception {
    Path library = Shared.require("gatekeeper-library/library");
    assertNoLibraryLines(stderrOf("verify", library.toString()));
  }
}
