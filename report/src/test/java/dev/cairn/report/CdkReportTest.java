package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class CdkReportTest {
  private static JsonNode render(ScanReport report) throws Exception {
    StringWriter w = new StringWriter();
    ReportFormat.CDK.write(report, w);
    return JsonReport.MAPPER.readTree(w.toString());
  }

  @Test
  void writesTheCdkPluginReportFields() throws Exception {
    JsonNode root = render(SampleReports.sample());
    assertThat(root.fieldNames()).toIterable().containsExactly("success", "violations", "metadata");
    assertThat(root.path("success").asBoolean()).isFalse();
    JsonNode subnet = root.at("/violations/0");
    assertThat(subnet.fieldNames())
        .toIterable()
        .containsExactly("ruleName", "description", "severity", "ruleMetadata", "violatingResources");
    assertThat(subnet.path("ruleName").asText()).isEqualTo("data.policy.deny");
    assertThat(subnet.path("description").asText()).isEqualTo("Subnets must be /24 or smaller");
    assertThat(subnet.path("severity").asText()).isEqualTo("error");
    assertThat(subnet.path("ruleMetadata").toString())
        .isEqualTo(
            "{\"rule\":\"data.policy.deny\",\"title\":\"Subnets must be /24 or smaller\",\"custom.severity\":\"high\"}");
    assertThat(subnet.at("/violatingResources/0").toString())
        .isEqualTo(
            "{\"resourceLogicalId\":\"PrivateSubnet\",\"templatePath\":\"templates/template.yaml\","
                + "\"locations\":[\"Properties/CidrBlock\",\"Type\"]}");
  }

  @Test
  void aFindingWithoutAResourceKeepsItsWholePathAndItsMessage() throws Exception {
    JsonNode bucket = render(SampleReports.sample()).at("/violations/1");
    assertThat(bucket.path("ruleName").asText()).isEqualTo("S3_001");
    assertThat(bucket.path("description").asText()).isEqualTo("Bucket must be encrypted");
    assertThat(bucket.path("severity").asText()).isEqualTo("warning");
    assertThat(bucket.at("/violatingResources/0/resourceLogicalId").asText()).isEmpty();
    assertThat(bucket.at("/violatingResources/0/locations").toString())
        .isEqualTo("[\"Resources/B/Properties/BucketEncryption\"]");
  }

  @Test
  void inputErrorsFailTheReportUnderTheCdksErrorKey() throws Exception {
    JsonNode metadata = render(SampleReports.sample()).path("metadata");
    assertThat(metadata.path("error").asText()).isEqualTo("broken.yaml:3:9: mapping values are not allowed here");
    assertThat(metadata.path("exempted").asText()).isEqualTo("0");
  }

  private static Finding bucket(String file, String id, String severity, List<Object> path, String metadata) {
    return new Finding(
        file,
        0,
        "data.main.deny_encryption",
        "S3_001",
        "bucket " + id + " is not encrypted",
        severity,
        Severity.level(severity) == Severity.ERROR ? Outcome.FAIL : Outcome.WARN,
        new Resource(id, "AWS::S3::Bucket", "MyStack/" + id + "/Resource", 3, 3),
        new FindingLocation(path, 5, 5, 5, 20, List.of("BucketEncryption")),
        List.of(new FindingLocation(List.of("Resources", id, "Type"), 4, 5, 4, 27, List.of())),
        metadata == null ? null : Reports.json(metadata));
  }

  @Test
  void oneViolationPerRuleWithOneEntryPerResourceAndItsLocationsPrimaryFirst() throws Exception {
    List<Object> encryption = List.of("Resources", "A", "Properties", "BucketEncryption");
    List<Object> versioning = List.of("Resources", "A", "Properties", "VersioningConfiguration");
    String meta = "{\"title\": \"Encrypt buckets\", \"custom\": {\"fix\": \"Set BucketEncryption\"}}";
    ScanReport report =
        new ScanReport(
            List.of(
                bucket("a.json", "A", "medium", encryption, meta),
                bucket("a.json", "A", "medium", versioning, meta),
                bucket("b.json", "A", "low", List.of("Resources", "A", "Properties"), meta)),
            List.of(),
            2,
            2,
            0,
            3);
    JsonNode root = render(report);
    assertThat(root.path("success").asBoolean()).as("warnings do not fail the CDK's synthesis").isTrue();
    assertThat(root.path("violations")).hasSize(1);
    JsonNode v = root.at("/violations/0");
    assertThat(v.path("fix").asText()).isEqualTo("Set BucketEncryption");
    assertThat(v.path("severity").asText()).isEqualTo("warning");
    assertThat(v.path("violatingResources")).hasSize(2);
    assertThat(v.at("/violatingResources/0/templatePath").asText()).isEqualTo("a.json");
    assertThat(v.at("/violatingResources/0/locations").toString())
        .isEqualTo("[\"Properties/BucketEncryption\",\"Type\",\"Properties/VersioningConfiguration\"]");
    assertThat(v.at("/violatingResources/1/templatePath").asText()).isEqualTo("b.json");
    assertThat(root.at("/metadata/exempted").asText()).isEqualTo("3");
    assertThat(root.at("/metadata").has("error")).isFalse();
  }

  @Test
  void theFixFallsBackToTheFirstRelatedResource() throws Exception {
    String meta = "{\"related_resources\": [{\"ref\": \"https://example.com/fix\"}, {\"ref\": \"https://example.com/2\"}]}";
    ScanReport report =
        new ScanReport(
            List.of(bucket("a.json", "A", "error", List.of("Resources", "A", "Properties"), meta)), List.of(), 1, 1, 0);
    JsonNode v = render(report).at("/violations/0");
    assertThat(v.path("fix").asText()).isEqualTo("https://example.com/fix");
    assertThat(v.at("/ruleMetadata/related_resources").asText())
        .isEqualTo("[{\"ref\":\"https://example.com/fix\"},{\"ref\":\"https://example.com/2\"}]");
  }
}
