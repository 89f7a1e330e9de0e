package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LintCommandTest {
  private static final String LINT = CliRun.FIXTURES + "lint/";

  @Test
  void aCleanTemplateExitsZero() {
    CliRun r = CliRun.of("lint", LINT + "clean.yaml");
    assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).contains("0 failures");
  }

  @Test
  void errorsAreLocatedAndExitTwoPlusFourForWarnings() {
    CliRun r = CliRun.of("lint", LINT + "functions.yaml");
    assertThat(r.exitCode()).isEqualTo(6);
    assertThat(r.out())
        .contains(LINT + "functions.yaml:15:18: error E1020: 'Missing' is not one of")
        .contains(LINT + "functions.yaml:18:22: error E3005: 'Nowhere' is not one of");
  }

  @Test
  void theExitCodeAddsErrorsAndWarnings() {
    assertThat(CliRun.of("lint", LINT + "warning.yaml").exitCode()).isEqualTo(4);
    assertThat(CliRun.of("lint", LINT + "warning.yaml", LINT + "clean.yaml").exitCode()).isEqualTo(4);
    assertThat(CliRun.of("lint", "--ignore-checks", "W", LINT + "functions.yaml").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("lint", "--ignore-checks", "W", LINT + "warning.yaml").exitCode()).isZero();
  }

  @Test
  void strictTypesAreAConfiguredRule() {
    assertThat(CliRun.of("lint", LINT + "options.yaml").out()).doesNotContain("E3012");
    CliRun strict = CliRun.of("lint", "--configure-rule", "E3012:strict=true", LINT + "options.yaml");
    assertThat(strict.out()).contains("options.yaml:9:7: error E3012: '10' is not of type 'integer'");
    CliRun unknown = CliRun.of("lint", "--configure-rule", "E9999:x=1", LINT + "options.yaml");
    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("unsupported --configure-rule E9999:x=1");
  }

  @Test
  void jsonReportsTheRuleIdAsTheRule() throws Exception {
    CliRun r = CliRun.of("lint", "-f", "json", LINT + "warning.yaml");
    JsonNode report = new ObjectMapper().readTree(r.out());
    JsonNode finding = report.path("results").get(0);
    assertThat(finding.path("rule").asText()).isEqualTo("W1035");
    assertThat(finding.path("severity").asText()).isEqualTo("warning");
  }

  @Test
  void sarifGithubAndJunitFormats() {
    assertThat(CliRun.of("lint", "-f", "sarif", LINT + "warning.yaml").out()).contains("\"ruleId\" : \"W1035\"");
    assertThat(CliRun.of("lint", "-f", "github", LINT + "warning.yaml").out()).contains("::warning file=");
    CliRun junit = CliRun.of("lint", "-f", "junit", LINT + "warning.yaml", LINT + "clean.yaml");
    assertThat(junit.out())
        .contains("<testsuite name=\"cairn lint\" tests=\"2\" failures=\"1\">")
        .contains("<failure type=\"W1035\"");
  }

  @Test
  void directoriesAndGlobsAreExpanded(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("a/b"));
    Files.writeString(dir.resolve("a/b/t.yaml"), "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      Nope: 1\n");
    Files.writeString(dir.resolve("a/t.json"), "{\"Resources\": {\"Q\": {\"Type\": \"AWS::SQS::Queue\"}}}");
    CliRun all = CliRun.of("lint", dir.resolve("a").toString());
    assertThat(all.out()).contains("t.yaml:5:7: error E3002").contains("in 2 files");
    CliRun glob = CliRun.of("lint", dir.toString().replace('\\', '/') + "/**/*.yaml");
    assertThat(glob.out()).contains("t.yaml:5:7: error E3002").contains("in 1 file");
  }

  @Test
  void badInputIsLocatedOrAUsageError(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("broken.yaml");
    Files.writeString(broken, "Resources:\n  Q: [unclosed\n");
    CliRun r = CliRun.of("lint", broken.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out()).contains("broken.yaml:3:1: error E0000:");
    assertThat(CliRun.of("lint", dir.resolve("missing.yaml").toString()).err()).contains("missing.yaml").contains("no such file");
    assertThat(CliRun.of("lint", "-f", "xml", broken.toString()).exitCode()).isEqualTo(2);
    CliRun region = CliRun.of("lint", "--regions", "eu-west-9", broken.toString());
    assertThat(region.exitCode()).isEqualTo(2);
    assertThat(region.err()).contains("eu-west-9").contains("--schemas");
    assertThat(CliRun.of("lint", "--schemas", dir.resolve("nope").toString(), broken.toString()).err()).contains("not a directory");
  }
}
