package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn scan} and {@code cairn eval --input} over the input formats beyond YAML and JSON. */
class ScanFormatsTest {
  private static final String FORMATS = "../fixtures/formats/";

  @Test
  void aDockerfileFindingIsLocatedAtItsInstruction() {
    CliRun r = CliRun.of("scan", "-p", FORMATS + "docker/policy", FORMATS + "docker/Dockerfile");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out())
        .contains("../fixtures/formats/docker/Dockerfile:9:6: error data.main.deny: image `alpine:latest` uses the latest tag")
        .contains("FROM alpine:latest");
  }

  @Test
  void terraformFindingsNameTheAddress() throws Exception {
    CliRun r = CliRun.of("scan", "-p", FORMATS + "terraform/policy", "-o", "json", FORMATS + "terraform/main.tf");
    assertThat(r.exitCode()).isEqualTo(1);
    var root = new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out());
    assertThat(root.at("/results/0/resource/id").asText()).isEqualTo("aws_s3_bucket.logs");
    assertThat(root.at("/results/0/location/line").asInt()).isEqualTo(2);
    assertThat(root.at("/results/1/location/line").asInt()).isEqualTo(27);
  }

  @Test
  void aDirectoryScanReadsEveryFormatItKnows() {
    CliRun r = CliRun.of("scan", "-p", FORMATS + "ini/policy", FORMATS + "ini");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains("grafana.ini:10:1: error data.main.deny: users must not sign themselves up");
  }

  @Test
  void unsupportedFormatsAreErrorsNamingTheFile(@TempDir Path dir) throws Exception {
    Path cue = Files.writeString(dir.resolve("deploy.cue"), "a: 1\n");
    Path txt = Files.writeString(dir.resolve("notes.txt"), "a: 1\n");
    CliRun r = CliRun.of("scan", "-p", FORMATS + "ini/policy", cue.toString(), txt.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out() + r.err())
        .contains(cue + ":1:1: error: unsupported format \"cue\"")
        .contains(txt + ":1:1: error: unsupported format: no parser for the extension \".txt\"");
    assertThat(CliRun.of("scan", "-p", FORMATS + "ini/policy", dir.toString()).out())
        .as("a directory's conftest formats are reported, unknown extensions skipped")
        .contains("unsupported format \"cue\"")
        .doesNotContain("notes.txt");
  }

  @Test
  void malformedInputIsAnErrorAtItsPosition(@TempDir Path dir) throws Exception {
    Path tf = Files.writeString(dir.resolve("main.tf"), "resource \"a\" \"b\" {\n  x = \n}\n");
    CliRun r = CliRun.of("scan", "-p", FORMATS + "terraform/policy", tf.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out() + r.err()).contains(tf + ":2:7").contains("expected an expression");
  }

  @Test
  void theParserFlagOverridesTheFileName(@TempDir Path dir) throws Exception {
    Path conf = Files.writeString(dir.resolve("grafana.conf"), "[users]\nallow_sign_up = true\n");
    CliRun r = CliRun.of("scan", "-p", FORMATS + "ini/policy", "--parser", "ini", conf.toString());
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains(conf + ":2:1: error data.main.deny");
    CliRun bad = CliRun.of("scan", "-p", FORMATS + "ini/policy", "--parser", "hocon", conf.toString());
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.err()).contains("unsupported format \"hocon\"");
  }

  @Test
  void evalReadsTheInputsFormatAndKnowsParseConfig(@TempDir Path dir) throws Exception {
    CliRun r = CliRun.of("eval", "-f", "values", "-i", FORMATS + "terraform/main.tf",
        "input.resource.aws_security_group_rule.ssh.from_port");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out().replaceAll("\\s", "")).isEqualTo("[22]");
    CliRun p = CliRun.of("eval", "-f", "values", "parse_config(\"ini\", \"[a]\\nb = on\").a.b");
    assertThat(p.out().replaceAll("\\s", "")).isEqualTo("[\"on\"]");
    Path bad = Files.writeString(dir.resolve("Dockerfile"), "FROM alpine\nNOPE x\n");
    CliRun e = CliRun.of("eval", "-i", bad.toString(), "input");
    assertThat(e.exitCode()).isEqualTo(2);
    assertThat(e.out() + e.err()).contains("unknown instruction: NOPE").contains("\"row\": 2");
  }
}
