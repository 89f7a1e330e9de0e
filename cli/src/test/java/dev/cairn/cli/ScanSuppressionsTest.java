package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn:ignore} comments end to end: Rego and schema findings, every format counts them. */
class ScanSuppressionsTest {
  private static final String TEMPLATE =
      """
      Resources:
        # cairn:ignore CAIRN_S3_001 reason="static website, no data at rest"
        Site:
          Type: AWS::S3::Bucket
          Properties:
            BogusProperty: 1 # cairn:ignore E3002 reason="read by our own macro"
      """;

  @Test
  void suppressedFindingsLeaveTheViolationsButStayCounted(@TempDir Path dir) throws Exception {
    Path template = dir.resolve("site.yaml");
    Files.writeString(template, TEMPLATE);
    String policy = "../fixtures/policy/v1";
    CliRun json = CliRun.of("scan", "-p", policy, "--schemas", "-o", "json", template.toString());
    JsonNode root = new ObjectMapper().readTree(json.out());
    assertThat(root.at("/summary/suppressed").asInt()).as(json.out()).isEqualTo(2);
    assertThat(root.path("results").findValuesAsText("rule")).doesNotContain("data.main.deny_s3_encryption", "E3002");
    assertThat(root.path("suppressed").findValuesAsText("rule")).containsExactlyInAnyOrder("data.main.deny_s3_encryption", "E3002");
    assertThat(root.at("/suppressed/0/suppression/justification").asText()).isNotEmpty();

    CliRun sarif = CliRun.of("scan", "-p", policy, "--schemas", "-o", "sarif", template.toString());
    JsonNode results = new ObjectMapper().readTree(sarif.out()).at("/runs/0/results");
    int suppressedResults = 0;
    for (JsonNode r : results) {
      if (r.has("suppressions")) {
        suppressedResults++;
        assertThat(r.at("/suppressions/0/kind").asText()).isEqualTo("inSource");
        assertThat(r.at("/suppressions/0/justification").asText()).isIn("static website, no data at rest", "read by our own macro");
      }
    }
    assertThat(suppressedResults).isEqualTo(2);

    CliRun text = CliRun.of("scan", "-p", policy, "--schemas", "--no-color", template.toString());
    assertThat(text.out()).contains("2 suppressed").doesNotContain("CAIRN_S3_001:");
    CliRun cdk = CliRun.of("scan", "-p", policy, "-o", "cdk", template.toString());
    assertThat(new ObjectMapper().readTree(cdk.out()).at("/metadata/suppressed").asText()).isEqualTo("1");
  }
}
