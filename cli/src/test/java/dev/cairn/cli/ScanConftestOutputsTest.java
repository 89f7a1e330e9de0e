package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code cairn scan} with conftest's tap, junit and table outputs and its namespace globs. */
class ScanConftestOutputsTest {
  private static final String K8S = "../fixtures/conftest/kubernetes/";

  @Test
  void tapCountsEveryRuleOfEveryInput() {
    CliRun run = CliRun.of("scan", "-o", "tap", "-n", "ma*", "-p", K8S + "policy", K8S + "deployment.yaml");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).startsWith("1..5\nnot ok 1 - " + K8S + "deployment.yaml - main - ")
        .endsWith("ok 5 - " + K8S + "deployment.yaml - main - SUCCESS\n");
  }

  @Test
  void tableAndJunit() {
    CliRun table = CliRun.of("scan", "-o", "table", "-p", K8S + "policy", K8S + "service.yaml");
    assertThat(table.exitCode()).isZero();
    assertThat(table.out()).contains("│ warning │ " + K8S + "service.yaml │ main      │ Found service hello-kubernetes");
    CliRun junit = CliRun.of("scan", "-o", "junit", "-p", K8S + "policy", K8S + "deployment.yaml");
    assertThat(junit.out()).contains("<testsuite tests=\"5\" failures=\"3\" time=\"0.000\" name=\"conftest.main\">");
  }

  @Test
  void aGlobMatchingNoNamespaceReportsNothing() {
    CliRun run = CliRun.of("scan", "-n", "nothing*", "-p", K8S + "policy", K8S + "deployment.yaml");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).contains("0 failures");
  }
}
