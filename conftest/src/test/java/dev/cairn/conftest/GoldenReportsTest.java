package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import dev.cairn.scan.InputSourceText;
import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.cairn.report.ReportFormat;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import dev.cairn.report.ScanReport;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every report format over the bundled fixtures, compared with the expected outputs in {@code
 * fixtures/expected/}. After an intended change, regenerate them with {@code -Dgolden.update=true}
 * and review the diff.
 */
class GoldenReportsTest {
  static List<ScanInput> fixtureInputs() {
    Path root = dev.cairn.testkit.Fixtures.root();
    List<ScanInput> inputs = new ArrayList<>();
    inputs.add(ScanInput.file("fixtures/seed/template.yaml", root.resolve("fixtures/seed/template.yaml")));
    for (String f : List.of("access.json", "storage.yaml", "workloads.yaml")) {
      inputs.add(ScanInput.file("fixtures/examples/" + f, root.resolve("fixtures/examples/" + f)));
    }
    return inputs;
  }

  static ScanReport fixtureReport() {
    RegoCheck scanner =
        RegoCheck.builder()
            .policy(dev.cairn.testkit.Fixtures.path("policy/v1"))
            .policy(dev.cairn.testkit.Fixtures.path("seed/policy.rego"))
            .namespace("main")
            .namespace("policy")
            .build();
    return Scan.of(scanner).run(fixtureInputs());
  }

  @Test
  void theFixtureScanIsValidSarif() throws Exception {
    Path schemaFile = dev.cairn.testkit.Shared.require("schemas/sarif-schema-2.1.0.json");
    StringWriter out = new StringWriter();
    ReportFormat.SARIF.write(fixtureReport(), out);
    JsonSchema schema;
    try (InputStream in = Files.newInputStream(schemaFile)) {
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
    }
    JsonNode sarif = new ObjectMapper().readTree(out.toString());
    assertThat(sarif.at("/runs/0/results").size()).isEqualTo(fixtureReport().findings().size());
    assertThat(schema.validate(sarif)).isEmpty();
  }

  static List<ReportFormat> cairnFormats() {
    return dev.cairn.report.ReportFormats.cairn().all();
  }

  @ParameterizedTest
  @MethodSource("cairnFormats")
  void matchesTheExpectedOutput(ReportFormat format) throws Exception {
    StringWriter out = new StringWriter();
    format.write(fixtureReport(), new ReportFormat.Context(new InputSourceText(fixtureInputs()), false), out);
    // GitLab's SAST report says when the scan ran; nothing else in any format depends on the clock
    String written = out.toString().replaceAll("\"(start|end)_time\" : \"[^\"]*\"", "\"$1_time\" : \"TIME\"");
    Path expected = dev.cairn.testkit.Fixtures.path("expected/scan." + format.name().toLowerCase(Locale.ROOT));
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(expected, written, StandardCharsets.UTF_8);
    }
    assertThat(written).isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
  }
}
