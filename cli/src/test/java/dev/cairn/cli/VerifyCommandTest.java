package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testkit.Shared;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTest {
  private static final String FIXTURES = "../fixtures/constraints/";

  private static String lastLine(String out) {
    String[] lines = out.strip().split("\n");
    return lines[lines.length - 1];
  }

  /** A suite with one test of the labels fixture and the given cases ({@code %1$s} is the fixture's folder). */
  private static Path labelsSuite(Path dir, String cases) throws Exception {
    Path labels = Path.of(FIXTURES, "labels").toAbsolutePath().normalize();
    Path suite = dir.resolve("suite.yaml");
    Files.writeString(suite, """
        kind: Suite
        apiVersion: test.gatekeeper.sh/v1alpha1
        tests:
        - name: labels
          template: %1$s/template.yaml
          constraint: %1$s/constraint.yaml
          cases:
        """.formatted(labels) + cases.formatted(labels));
    return suite;
  }

  @Test
  void passingSuitesPrintOneLinePerCaseAndExitZero() {
    CliRun r = CliRun.of("verify", FIXTURES + "suite.yaml");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).contains("ok   ../fixtures/constraints/suite.yaml privileged-workloads/deployment-expanded-to-pod");
    assertThat(r.out().strip().split("\n")).hasSize(12);
    assertThat(lastLine(r.out())).isEqualTo("11 passed, 0 failed");
  }

  /** {@code cairn verify} over the Gatekeeper library (../shared from the repository root), as users run it. */
  @Test
  void gatekeeperLibrary() {
    Path library = Shared.require("gatekeeper-library/library");
    CliRun r = CliRun.of("verify", library.toString());
    String[] summary = lastLine(r.out()).split(" ");
    assertThat(Integer.parseInt(summary[0])).as("cases passed, ratchet as in LibrarySuitesTest").isGreaterThanOrEqualTo(270);
    assertThat(r.exitCode()).isEqualTo(summary[2].equals("0") ? 0 : 1);
    assertThat(r.err()).isEmpty();
  }

  @Test
  void aFailingAssertionExitsOne(@TempDir Path dir) throws Exception {
    Path suite = labelsSuite(dir, """
          - name: wrong-expectation
            object: %1$s/pod-bad-owner.yaml
            assertions:
            - violations: no
          - name: right-expectation
            object: %1$s/pod-bad-owner.yaml
            assertions:
            - violations: 1
              message: allowed regex
        """);
    CliRun r = CliRun.of("verify", dir.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains("FAIL " + suite + " labels/wrong-expectation: want no violations, got 1: label <owner: alice>");
    assertThat(lastLine(r.out())).isEqualTo("1 passed, 1 failed");
  }

  @Test
  void aBadTemplateIsALocatedInputErrorAndExitsTwo() {
    CliRun r = CliRun.of("verify", FIXTURES + "bad");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out())
        .contains("../fixtures/constraints/bad/template.yaml:17:30: rego_parse_error: unexpected [ token")
        .doesNotContain("Exception");
    assertThat(lastLine(r.out())).isEqualTo("0 passed, 1 failed");
  }

  @Test
  void malformedSuiteAndMissingPathsExitTwo(@TempDir Path dir) throws Exception {
    Path suite = dir.resolve("suite.yaml");
    Files.writeString(suite, "kind: Suite\napiVersion: test.gatekeeper.sh/v1alpha1\ntests: [\n");
    CliRun r = CliRun.of("verify", suite.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).startsWith(suite + ":4:1: ");
    CliRun missing = CliRun.of("verify", dir.resolve("nope").toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("nope: no such file or directory");
  }

  @Test
  void badAssertionsAndMissingObjectsAreLocated(@TempDir Path dir) throws Exception {
    Path suite = labelsSuite(dir, """
          - name: bad-count
            object: %1$s/pod-ok.yaml
            assertions:
            - violations: maybe
          - name: no-object
            object: missing.yaml
        """);
    CliRun r = CliRun.of("verify", suite.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out()).contains(suite + ":11:7: violations must be yes, no or a count from 0 to 2147483647 (gator's int32), not \"maybe\"");
    assertThat(r.out()).contains("labels/no-object: " + suite + ":13:5: no such file: missing.yaml");
  }
}
