package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kind of rule decides failure, as in conftest (deny fails, warn warns), whatever severity its
 * METADATA gives; the severity decides it only under {@code --fail-on}; every command and format
 * agrees with the exit status.
 */
class PassFailSemanticsTest {
  private static final String POLICY =
      """
      package main

      import rego.v1

      # METADATA
      # custom:
      #   severity: low
      warn_unversioned contains "warn-low" if {
      	not input.versioned
      }

      # METADATA
      # custom:
      #   severity: medium
      deny_unencrypted contains "deny-medium" if {
      	not input.encrypted
      }
      """;

  private static final String HIGH =
      """
      package main

      import rego.v1

      # METADATA
      # custom:
      #   severity: high
      deny_public contains "deny-high" if {
      	input.public
      }
      """;

  private static Path write(Path dir, String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
    return p;
  }

  @Test
  void aLowSeverityWarnRuleWarnsAndAMediumDenyRuleFails(@TempDir Path dir) throws Exception {
    write(dir, "policy/p.rego", POLICY);
    Path onlyWarn = write(dir, "warn.json", "{\"encrypted\": true}");
    Path deny = write(dir, "deny.json", "{\"versioned\": true}");
    String policy = dir.resolve("policy").toString();
    for (String format : ScanCommand.FORMATS.names()) {
      CliRun warned = CliRun.of("scan", "-p", policy, "-o", format, onlyWarn.toString());
      assertThat(warned.exitCode()).as("warn rule alone, -o %s: %s", format, warned.out()).isZero();
      assertThat(warned.out()).contains("warn-low");
      CliRun denied = CliRun.of("scan", "-p", policy, "-o", format, deny.toString());
      assertThat(denied.exitCode()).as("deny rule, -o %s: %s", format, denied.out()).isEqualTo(1);
    }
    assertThat(CliRun.of("scan", "-p", policy, "-o", "tap", deny.toString()).out()).contains("not ok 1").contains("deny-medium");
    assertThat(CliRun.of("scan", "-p", policy, "-o", "tap", onlyWarn.toString()).out()).doesNotContain("\nnot ok 1 - " + onlyWarn + " - main - deny");
    assertThat(CliRun.of("scan", "-p", policy, "--fail-on-warn", onlyWarn.toString()).exitCode()).isEqualTo(1);
    assertThat(CliRun.of("conftest", "test", "-p", policy, onlyWarn.toString()).exitCode()).isZero();
    assertThat(CliRun.of("conftest", "test", "-p", policy, deny.toString()).exitCode()).isEqualTo(1);
  }

  @Test
  void failOnChoosesFailureBySeverityInEveryCommand(@TempDir Path dir) throws Exception {
    write(dir, "policy/p.rego", POLICY);
    write(dir, "policy/high.rego", HIGH);
    Path medium = write(dir, "medium.json", "{\"versioned\": true}");
    Path high = write(dir, "high.json", "{\"versioned\": true, \"encrypted\": true, \"public\": true}");
    String policy = dir.resolve("policy").toString();
    CliRun mediumScan = CliRun.of("scan", "-p", policy, "--fail-on", "high,critical", medium.toString());
    assertThat(mediumScan.exitCode()).as(mediumScan.out()).isZero();
    assertThat(mediumScan.out()).contains("0 failures, 1 warning");
    CliRun highScan = CliRun.of("scan", "-p", policy, "--fail-on", "HIGH,critical", "-o", "tap", high.toString());
    assertThat(highScan.exitCode()).as(highScan.out()).isEqualTo(1);
    assertThat(highScan.out()).contains("not ok 1").contains("deny-high");
    assertThat(CliRun.of("scan", "-p", policy, "--fail-on", "low", "-o", "json", medium.toString()).exitCode()).isZero();
    assertThat(CliRun.of("scan", "-p", policy, "--fail-on", "low", "-o", "json", high.toString()).exitCode()).isZero();
    assertThat(CliRun.of("scan", "-p", policy, "--fail-on", "low", dir.resolve("low.json").toString()).exitCode())
        .as("a file that does not exist is an error whatever --fail-on says").isEqualTo(2);
    assertThat(CliRun.of("conftest", "test", "-p", policy, "--fail-on", "high", medium.toString()).exitCode()).isZero();
    assertThat(CliRun.of("conftest", "test", "-p", policy, "--fail-on", "high", high.toString()).exitCode()).isEqualTo(1);
  }
}
