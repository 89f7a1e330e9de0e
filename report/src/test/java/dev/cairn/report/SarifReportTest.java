package dev.cairn.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.cairn.testkit.Shared;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SarifReportTest {
  @Test
  void validatesAgainstTheSarifSchema() throws Exception {
    Path schemaFile = Shared.require("schemas/sarif-schema-2.1.0.json");
    JsonSchema schema;
    try (InputStream in = Files.newInputStream(schemaFile)) {
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
    }
    JsonNode sarif = SarifReport.toSarif(SampleReports.sample());
    Set<ValidationMessage> errors = schema.validate(sarif);
    assertThat(errors).isEmpty();
  }

  @Test
  void mapsFindingsToResultsWithRulesRegionsAndFingerprints() {
    JsonNode run = SarifReport.toSarif(SampleReports.sample()).get("runs").get(0);
    assertThat(run.at("/tool/driver/rules").size()).isEqualTo(2);
    assertThat(run.at("/tool/driver/rules/0/shortDescription/text").asText())
        .isEqualTo("Subnets must be /24 or smaller");
    JsonNode first = run.at("/results/0");
    assertThat(first.at("/ruleId").asText()).isEqualTo("data.policy.deny");
    assertThat(first.at("/level").asText()).isEqualTo("error");
    assertThat(first.at("/locations/0/physicalLocation/artifactLocation/uri").asText())
        .isEqualTo("templates/template.yaml");
    assertThat(first.at("/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(17);
    assertThat(first.at("/locations/0/physicalLocation/region/endColumn").asInt()).isEqualTo(31);
    assertThat(first.at("/locations/0/logicalLocations/0/name").asText()).isEqualTo("PrivateSubnet");
    assertThat(first.at("/relatedLocations/0/physicalLocation/region/startLine").asInt()).isEqualTo(13);
    assertThat(run.at("/results/1/level").asText()).isEqualTo("warning");
    assertThat(run.at("/invocations/0/executionSuccessful").asBoolean()).isFalse();
  }

  @Test
  void fingerprintsIgnoreLineNumbers() {
    ScanReport a = SampleReports.sample();
    Finding f = a.findings().get(0);
    FindingLocation moved =
        new FindingLocation(f.location().path(), 40, 7, 40, 31, f.location().missing());
    Finding shifted =
        new Finding(f.file(), f.document(), f.rule(), f.ruleId(), f.message(), f.severity(), f.outcome(), f.resource(), moved,
            f.relatedLocations(), f.metadata());
    ScanReport b = new ScanReport(java.util.List.of(shifted), a.errors(), 1, 1, 0);
    String fa = SarifReport.toSarif(a).at("/runs/0/results/0/partialFingerprints/cairn~1v1").asText();
    String fb = SarifReport.toSarif(b).at("/runs/0/results/0/partialFingerprints/cairn~1v1").asText();
    assertThat(fa).hasSize(32).isEqualTo(fb);
  }

  @Test
  void encodesFileNamesAsRelativeUris() {
    assertThat(SarifReport.uri("dir with space/a#b.yaml")).isEqualTo("dir%20with%20space/a%23b.yaml");
    assertThat(SarifReport.uri("sub\\win.yaml")).isEqualTo("sub/win.yaml");
  }
}
