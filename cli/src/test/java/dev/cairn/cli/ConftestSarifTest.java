package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.InputStream;
import dev.cairn.testkit.Shared;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code cairn conftest test -o sarif} prints conftest's SARIF; {@code cairn scan -o sarif} keeps Cairn's. */
class ConftestSarifTest {
  private static final String EX = "../fixtures/conftest/";
  private static final String K8S = EX + "kubernetes/";
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode sarif(CliRun run) throws Exception {
    return JSON.readTree(run.out());
  }

  @Test
  void conftestsShapeWithCairnsLines() throws Exception {
    CliRun run = CliRun.of("conftest", "test", "-p", K8S + "policy", "-o", "sarif", K8S + "deployment.yaml", K8S + "service.yaml");
    assertThat(run.exitCode()).isEqualTo(1);
    JsonNode root = sarif(run);
    assertThat(root.get("version").asText()).isEqualTo("2.1.0");
    JsonNode run0 = root.at("/runs/0");
    assertThat(run0.at("/tool/driver/name").asText()).isEqualTo("conftest");
    assertThat(run0.at("/tool/driver/rules").findValuesAsText("id"))
        .containsExactly("main/deny", "main/warn"); // as conftest: one rule per namespace and kind, violation is deny
    JsonNode results = run0.get("results");
    assertThat(results.findValuesAsText("level")).containsExactly("error", "error", "error", "warning");
    JsonNode root0 = results.get(1);
    assertThat(root0.at("/message/text").asText()).isEqualTo("Containers must not run as root in Deployment hello-kubernetes");
    assertThat(root0.at("/locations/0/physicalLocation/artifactLocation/uri").asText()).isEqualTo(K8S + "deployment.yaml");
    assertThat(root0.at("/locations/0/physicalLocation/region/startLine").asInt()).isPositive();
    assertThat(root0.at("/locations/0/physicalLocation/region/endLine").asInt())
        .isEqualTo(root0.at("/locations/0/physicalLocation/region/startLine").asInt());
    assertThat(run0.at("/invocations/0/exitCode").asInt()).isEqualTo(1);
    assertThat(run0.at("/invocations/0/exitCodeDescription").asText()).isEqualTo("Policy violations found");
  }

  @Test
  void exceptionsAreNotesAndPassingInputsSucceed() throws Exception {
    CliRun run = CliRun.of("conftest", "test", "-p", EX + "exceptions/policy", "-o", "sarif", EX + "exceptions/deployments.yaml");
    JsonNode results = sarif(run).at("/runs/0/results");
    // both documents are one result of the file: a failure and an exception, no success
    assertThat(results.findValuesAsText("ruleId")).containsExactly("main/deny", "main/allow");
    assertThat(results.findValuesAsText("level")).containsExactly("error", "note");
    CliRun pass = CliRun.of("conftest", "test", "-p", K8S + "policy", "-n", "nothing", "-o", "sarif", K8S + "service.yaml");
    assertThat(pass.exitCode()).isZero();
    JsonNode run0 = sarif(pass).at("/runs/0");
    assertThat(run0.at("/results/0/ruleId").asText()).isEqualTo("nothing/skip");
    assertThat(run0.at("/invocations/0/exitCodeDescription").asText()).isEqualTo("No policy violations found");
  }

  @Test
  void verifyReportsTestsInConftestsSarif() throws Exception {
    CliRun run = CliRun.of("conftest", "verify", "-p", K8S + "policy", "-o", "sarif");
    assertThat(run.exitCode()).isZero();
    assertThat(sarif(run).at("/runs/0/results").findValuesAsText("level")).containsOnly("none");
  }

  @Test
  void validAgainstTheSarifSchema() throws Exception {
    Path schemaFile = Shared.require("schemas/sarif-schema-2.1.0.json");
    JsonSchema schema;
    try (InputStream in = Files.newInputStream(schemaFile)) {
      schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4).getSchema(in);
    }
    JsonNode failing = sarif(CliRun.of("conftest", "test", "-p", EX + "exceptions/policy", "-o", "sarif", EX + "exceptions/deployments.yaml"));
    assertThat(schema.validate(failing)).isEmpty();
    JsonNode warning = sarif(CliRun.of("conftest", "test", "-p", K8S + "policy", "-o", "sarif", K8S + "service.yaml"));
    assertThat(schema.validate(warning)).isEmpty();
  }

  @Test
  void scanKeepsCairnsLocatedSarif() throws Exception {
    CliRun run = CliRun.of("scan", "-p", K8S + "policy", "-o", "sarif", K8S + "deployment.yaml");
    JsonNode run0 = sarif(run).at("/runs/0");
    assertThat(run0.at("/tool/driver/name").asText()).isNotEqualTo("conftest");
    assertThat(run0.at("/results/0/locations/0/physicalLocation/region/startColumn").asInt()).isPositive();
  }
}
