package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn scan --output cdk}, as the AWS CDK plugin runs it: paths after {@code --}. */
class ScanCdkOutputTest {
  private static final String TEMPLATE =
      """
      {"Resources": {
        "Bucket": {"Type": "AWS::S3::Bucket", "Properties": {}},
        "Skipped": {"Type": "AWS::S3::Bucket", "Metadata": {"cairn": {"skip": ["CAIRN_S3_001"]}}}
      }}
      """;

  @Test
  void writesTheCdkReportAndCountsExemptions(@TempDir Path dir) throws Exception {
    Path template = dir.resolve("MyStack.template.json");
    Files.writeString(template, TEMPLATE);
    CliRun r = CliRun.of("scan", "-p", "../fixtures/policy/v1", "-o", "cdk", "--", template.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertThat(root.path("success").asBoolean()).isFalse();
    JsonNode encryption = null;
    for (JsonNode v : root.path("violations")) {
      if (v.path("ruleName").asText().equals("CAIRN_S3_001")) {
        encryption = v;
      }
    }
    assertThat(encryption).isNotNull();
    assertThat(encryption.path("violatingResources")).hasSize(1);
    assertThat(encryption.at("/violatingResources/0/resourceLogicalId").asText()).isEqualTo("Bucket");
    assertThat(encryption.at("/violatingResources/0/templatePath").asText()).isEqualTo(template.toString());
    assertThat(encryption.at("/violatingResources/0/locations/0").asText()).isEqualTo("Properties/BucketEncryption");
    assertThat(root.at("/metadata/exempted").asText()).isEqualTo("1");
  }

  @Test
  void aBrokenTemplateIsAnErrorWithItsPosition(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("Broken.template.json");
    Files.writeString(broken, "{\n  \"Resources\": [1,\n}\n");
    CliRun r = CliRun.of("scan", "-p", "../fixtures/policy/v1", "-o", "cdk", broken.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertThat(root.path("success").asBoolean()).isFalse();
    assertThat(root.at("/metadata/error").asText()).startsWith(broken + ":3:1: ");
  }
}
