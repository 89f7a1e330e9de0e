package dev.cairn.conftest;

import dev.cairn.scan.Scan;
import dev.cairn.scan.ScanInputs;

import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** conftest-style policies over each input format: each finding located where the cause is written. */
class FormatScanTest {

  private static ScanReport scan(String format, String input) {
    RegoCheck scanner = RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("formats/" + format + "/policy")).build();
    return Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("formats/" + format + "/" + input))));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "docker|Dockerfile|image `alpine:latest` uses the latest tag|9|6|[5, Value, 0]",
      "toml|traefik.toml|Traefik must not log at DEBUG level|2|1|[logLevel]",
      "ini|grafana.ini|users must not sign themselves up|10|1|[users, allow_sign_up]",
      "xml|pom.xml|maven-compiler-plugin must be 3.13.0, not 3.6.0|8|9|[project, build, plugins, plugin, 0, version]",
      "dotenv|sample.env|DEBUG must be off|5|1|[DEBUG]",
      "properties|sample.properties|the application must not connect as admin|3|1|[db.user]"})
  void aFindingLocatesAtItsLine(String format, String input, String message, int line, int column, String path) {
    ScanReport report = scan(format, input);
    assertThat(report.errors()).isEmpty();
    Finding f = report.findings().stream().filter(x -> x.message().equals(message)).findFirst().orElseThrow();
    assertThat(f.location().path().toString()).isEqualTo(path);
    assertThat(List.of(f.location().line(), f.location().column())).containsExactly(line, column);
  }

  @Test
  void terraformFindingsNameTheResourceAddress() {
    ScanReport report = scan("terraform", "main.tf");
    assertThat(report.errors()).isEmpty();
    assertThat(report.findings()).hasSize(2);
    Finding bucket = report.findings().get(0);
    assertThat(bucket.message()).isEqualTo("S3 bucket `logs` is not encrypted");
    assertThat(bucket.location().path())
        .containsExactly("resource", "aws_s3_bucket", "logs", "server_side_encryption_configuration");
    assertThat(bucket.location().missing()).containsExactly("server_side_encryption_configuration");
    assertThat(bucket.location().line()).isEqualTo(2);
    assertThat(bucket.resource().id()).isEqualTo("aws_s3_bucket.logs");
    assertThat(bucket.resource().type()).isEqualTo("aws_s3_bucket");
    Finding rule = report.findings().get(1);
    assertThat(rule.location().path()).containsExactly("resource", "aws_security_group_rule", "ssh", "cidr_blocks", 0);
    assertThat(List.of(rule.location().line(), rule.location().column())).containsExactly(27, 18);
    assertThat(rule.resource().id()).isEqualTo("aws_security_group_rule.ssh");
  }

  @Test
  void terraformPlanFindingsNameTheResourceAddress() {
    RegoCheck scanner = RegoCheck.builder().policy("plan.rego", """
        package main
        import rego.v1
        deny contains msg if {
          some change in input.resource_changes
          change.type == "aws_s3_bucket"
          change.change.after.acl == "public-read"
          msg := sprintf("%s is public", [change.address])
        }
        """).build();
    ScanReport report = Scan.of(scanner).run(ScanInputs.under(List.of(dev.cairn.testkit.Fixtures.path("formats/terraform/plan.json"))));
    assertThat(report.errors()).isEmpty();
    assertThat(report.findings()).hasSize(1);
    Finding f = report.findings().get(0);
    assertThat(f.message()).isEqualTo("module.web.aws_s3_bucket.site is public");
    assertThat(f.resource().id()).isEqualTo("module.web.aws_s3_bucket.site");
    assertThat(f.resource().type()).isEqualTo("aws_s3_bucket");
    assertThat(f.location().path()).containsExactly("resource_changes", 1, "change", "after", "acl");
  }

  @Test
  void theParserCanBeChosen() {
    RegoCheck scanner = RegoCheck.builder().policy(dev.cairn.testkit.Fixtures.path("formats/ini/policy")).build();
    ScanReport report = Scan.builder().check(scanner).parser(dev.cairn.locator.InputFormat.INI).build()
        .run(List.of(ScanInput.text("settings.conf", "[users]\nallow_sign_up = true\n")));
    assertThat(report.errors()).isEmpty();
    assertThat(report.findings()).singleElement().satisfies(f -> assertThat(f.location().line()).isEqualTo(2));
  }
}
