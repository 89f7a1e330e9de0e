package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn test} on the policy repository in fixtures/policy-tests, as docs/commands/test.md shows it. */
class TestCommandTest {
  private static final String REPO = "../fixtures/policy-tests";
  private static final String PKG = "data.kubernetes.admission_test.";
  private static final String PASSING = "test_(pinned|latest|registry|untrusted|pod)";

  /** The output with Go durations replaced by {@code (D)}. */
  private static List<String> lines(CliRun run) {
    return run.out().lines().map(l -> l.replaceAll(" \\([0-9.]+(ns|µs|ms|s)\\)$", " (D)")).toList();
  }

  @Test
  void reportsTheTestsThatDidNotPassAndTheSummary() {
    CliRun run = CliRun.of("test", REPO);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(lines(run)).containsExactly(
        REPO + "/kubernetes_test.rego:",
        PKG + "test_privileged_init_container_is_denied: FAIL (D)",
        "",
        "  denied: set()",
        "",
        PKG + "test_owner_from_label_or_annotation: ERROR (D)",
        "  " + REPO + "/kubernetes.rego:33:1: eval_conflict_error: complete rules must not produce multiple outputs",
        PKG + "todo_test_network_policy_required: SKIPPED",
        "-".repeat(80),
        "PASS: 5/8",
        "FAIL: 1/8",
        "SKIPPED: 1/8",
        "ERROR: 1/8");
  }

  @Test
  void verboseListsEveryTestAndWhereTheFailureFailed() {
    CliRun run = CliRun.of("test", "-v", REPO);
    List<String> out = lines(run);
    assertThat(out.subList(0, 5)).containsExactly(
        "FAILURES",
        "-".repeat(80),
        PKG + "test_privileged_init_container_is_denied: FAIL (D)",
        "",
        "  " + REPO + "/kubernetes_test.rego:46:2: failed: denied[\"container init is privileged\"]");
    assertThat(out).contains(
        PKG + "test_pinned_trusted_image_is_allowed: PASS (D)",
        PKG + "test_untrusted_registry_can_be_mocked: PASS (D)",
        PKG + "test_registry_list_comes_from_data: PASS (D)");
  }

  @Test
  void runSelectsTestsAndAllPassingExitsZero() {
    CliRun run = CliRun.of("test", "--run", PASSING, REPO);
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("PASS: 5/5\n");
  }

  @Test
  void skippedTestsCanExitZero() {
    CliRun run = CliRun.of("test", "-z", "--run", PASSING + "|todo_", REPO);
    assertThat(run.exitCode()).isZero();
    assertThat(lines(run)).endsWith("PASS: 5/6", "SKIPPED: 1/6");
  }

  @Test
  void coverageMatchesTheReadme() throws Exception {
    CliRun run = CliRun.of("test", "--coverage", "--run", PASSING, REPO);
    assertThat(run.exitCode()).isZero();
    JsonNode report = new ObjectMapper().readTree(run.out());
    assertThat(report.get("coverage").asDouble()).isEqualTo(70.0);
    assertThat(report.get("covered_lines").asInt()).isEqualTo(35);
    assertThat(report.get("not_covered_lines").asInt()).isEqualTo(15);
    JsonNode policy = report.get("files").get(REPO + "/kubernetes.rego");
    assertThat(policy.get("coverage").asDouble()).isEqualTo(76.19);
    // The untrusted-registry and privileged denials never produced a message.
    assertThat(policy.get("not_covered").toString())
        .isEqualTo("[{\"start\":{\"row\":13},\"end\":{\"row\":13}},{\"start\":{\"row\":16},\"end\":{\"row\":16}},"
            + "{\"start\":{\"row\":19},\"end\":{\"row\":19}},{\"start\":{\"row\":22},\"end\":{\"row\":22}},"
            + "{\"start\":{\"row\":39},\"end\":{\"row\":39}}]");
    assertThat(report.get("files").get(REPO + "/lib/images.rego").get("coverage").asInt()).isEqualTo(100);
  }

  @Test
  void coverageBelowThresholdExitsTwo() {
    CliRun run = CliRun.of("test", "--threshold", "80", "--run", PASSING, REPO);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("Code coverage threshold not met: got 70.00 instead of 80.00");
  }

  @Test
  void coverageWithAFailingTestIsAnError() {
    CliRun run = CliRun.of("test", "--coverage", REPO);
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void jsonHasOpasShape() throws Exception {
    CliRun run = CliRun.of("test", "-f", "json", "--run", "init_container|owner_from|todo_", REPO);
    assertThat(run.exitCode()).isEqualTo(2);
    JsonNode results = new ObjectMapper().readTree(run.out());
    assertThat(results).hasSize(3);
    assertThat(results.get(0).get("fail").asBoolean()).isTrue();
    assertThat(results.get(0).get("location").get("row").asInt()).isEqualTo(38);
    assertThat(results.get(0).get("output").binaryValue()).asString().isEqualTo("denied: set()\n");
    assertThat(results.get(1).get("error").get("code").asText()).isEqualTo("eval_conflict_error");
    assertThat(results.get(2).get("skip").asBoolean()).isTrue();
    assertThat(results.get(2).get("package").asText()).isEqualTo("data.kubernetes.admission_test");
  }

  @Test
  void brokenModuleExitsOneNamingItsPosition(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("bad_test.rego"), "package x\n\ntest_a if {\n");
    CliRun run = CliRun.of("test", dir.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("bad_test.rego:4:1: rego_parse_error");
  }

  @Test
  void brokenDataFileAndMissingPathExitOne(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("data.json"), "{\"a\": [1,\n");
    CliRun run = CliRun.of("test", dir.toString(), dir.resolve("missing").toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).contains("data.json:").contains("missing: load_error: no such file or directory");
  }

  @Test
  void badRegexIsAUsageError() {
    assertThat(CliRun.of("test", "--run", "(", REPO).exitCode()).isEqualTo(2);
  }
}
