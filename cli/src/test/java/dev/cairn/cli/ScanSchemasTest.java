package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code cairn scan --schemas}: schema findings in the same report as the policies'. */
class ScanSchemasTest {
  @Test
  void schemaFindingsJoinThePolicyFindings() {
    String[] base = {"scan", "--policy", CliRun.SEED + "policy.rego", "--namespace", "policy"};
    CliRun without = CliRun.of(concat(base, CliRun.FIXTURES + "lint/functions.yaml"));
    assertThat(without.out()).doesNotContain("E1020");
    CliRun with = CliRun.of(concat(base, "--schemas", CliRun.FIXTURES + "lint/functions.yaml", CliRun.SEED + "template.yaml"));
    assertThat(with.exitCode()).isEqualTo(1);
    assertThat(with.out())
        .contains("functions.yaml:15:18: error E1020: 'Missing' is not one of")
        .contains("functions.yaml:41:21: warning W1035:") // at the function, where cfn-lint reports a resolved value
        .contains("template.yaml:17:7: error data.policy.deny: PrivateSubnet");
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
