package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanCommandTest {
  private static final String POLICY = "../fixtures/policy/v1";

  @Test
  void findsTheSeedExampleAndExitsOne() {
    CliRun r = CliRun.of("scan", "--policy", CliRun.SEED + "policy.rego", "--namespace", "policy", CliRun.SEED + "template.yaml");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out())
        .contains("../fixtures/seed/template.yaml:17:7: error data.policy.deny: PrivateSubnet")
        .contains("^^^^^^^^^^^^^^^^^^^^^^^^")
        .contains("1 failure, 0 warnings, 0 errors in 1 file (1 document)");
  }

  @Test
  void aCleanScanExitsZero(@TempDir Path dir) throws Exception {
    Path ok = dir.resolve("ok.yaml");
    Files.writeString(ok, "Resources:\n  Key:\n    Type: AWS::KMS::Key\n    Properties:\n      EnableKeyRotation: true\n");
    CliRun r = CliRun.of("scan", "--policy", POLICY, ok.toString());
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).contains("0 failures, 0 warnings, 0 errors in 1 file");
  }

  @Test
  void warningsFailOnlyWhenAsked(@TempDir Path dir) throws Exception {
    Path key = dir.resolve("key.yaml");
    Files.writeString(key, "Resources:\n  Key:\n    Type: AWS::KMS::Key\n    Properties: {}\n");
    assertThat(CliRun.of("scan", "--policy", POLICY, key.toString()).exitCode()).isZero();
    assertThat(CliRun.of("scan", "--policy", POLICY, "--fail-on-warn", key.toString()).exitCode()).isEqualTo(1);
  }

  @Test
  void jsonOutputUsesTheReportShape() throws Exception {
    CliRun r = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-o", "json", CliRun.SEED + "template.yaml");
    JsonNode root = new ObjectMapper().readTree(r.out());
    assertThat(root.at("/results/0/location/line").asInt()).isEqualTo(17);
    assertThat(root.at("/results/0/location/column").asInt()).isEqualTo(7);
    assertThat(root.at("/summary/failures").asInt()).isEqualTo(1);
  }

  @Test
  void sarifAndGithubFormats() throws Exception {
    CliRun sarif = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-o", "sarif", CliRun.SEED + "template.yaml");
    JsonNode root = new ObjectMapper().readTree(sarif.out());
    assertThat(root.at("/version").asText()).isEqualTo("2.1.0");
    assertThat(root.at("/runs/0/results/0/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(17);
    CliRun gh = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-o", "github", CliRun.SEED + "template.yaml");
    assertThat(gh.out()).startsWith("::error file=../fixtures/seed/template.yaml,line=17,col=7,endLine=17,endColumn=31");
  }

  @Test
  void aBrokenInputIsReportedWithItsPositionAndTheRestScanned(@TempDir Path dir) throws Exception {
    Path broken = dir.resolve("broken.yaml");
    Files.writeString(broken, "a: [1, 2\nb: 3\n");
    CliRun r = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", broken.toString(), CliRun.SEED + "template.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.out()).contains("broken.yaml:").contains("template.yaml:17:7");
    assertThat(r.out() + r.err()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void aBrokenPolicyStopsWithItsPosition(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.rego");
    Files.writeString(bad, "package main\n\ndeny[msg] {\n  msg := \n}\n");
    CliRun r = CliRun.of("scan", "-p", bad.toString(), CliRun.SEED + "template.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("bad.rego:").contains("rego_parse_error");
    assertThat(r.out()).isEmpty();
  }

  @Test
  void aBrokenDataFileStopsWithItsPosition(@TempDir Path dir) throws Exception {
    Path data = dir.resolve("data.yaml");
    Files.writeString(data, "limits: [1\n");
    CliRun r = CliRun.of("scan", "-p", CliRun.SEED + "policy.rego", "-n", "policy", "-d", data.toString(), CliRun.SEED + "template.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("data.yaml:2:1:").doesNotContain("internal error");
  }

  @Test
  void dataDirectoriesLoadAsConftestAndOpaLoadThem(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("data/registries"));
    Files.writeString(dir.resolve("data/registries/blocked.yaml"), "hosts: [docker.io]\n");
    Files.createDirectories(dir.resolve("policy"));
    Files.writeString(dir.resolve("policy/p.rego"), """
        package main

        deny contains msg if {
        	input.image_host in data.registries.hosts
        	msg := sprintf("%s is a blocked registry", [input.image_host])
        }
        """);
    Path in = dir.resolve("in.yaml");
    Files.writeString(in, "image_host: docker.io\n");
    String data = dir.resolve("data").toString();
    String policy = dir.resolve("policy").toString();
    CliRun scan = CliRun.of("scan", "-p", policy, "-d", data, in.toString());
    assertThat(scan.exitCode()).isEqualTo(1);
    assertThat(scan.out()).contains("in.yaml:1:1").contains("docker.io is a blocked registry");
    CliRun conftest = CliRun.of("conftest", "test", "-p", policy, "-d", data, in.toString(), "--no-color");
    assertThat(conftest.out()).contains("FAIL - " + in + " - main - docker.io is a blocked registry");
    Files.writeString(dir.resolve("data/registries/more.json"), "{\"hosts\": []}");
    CliRun conflict = CliRun.of("scan", "-p", policy, "-d", data, in.toString());
    assertThat(conflict.exitCode()).isEqualTo(2);
    assertThat(conflict.err()).contains("more.json: merge conflict: data.registries.hosts is already defined");
  }

  @Test
  void aMissingPathOrBadOptionIsAUsageError() {
    assertThat(CliRun.of("scan", "-p", POLICY, "no/such/file.yaml").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("scan", "-p", POLICY, "-o", "xml", CliRun.SEED + "template.yaml").exitCode()).isEqualTo(2);
    assertThat(CliRun.of("scan", "-p", "no/such/policy", CliRun.SEED + "template.yaml").exitCode()).isEqualTo(2);
  }

  @Test
  void scansDirectoriesInOrderWithEveryFormatCountingDocuments() {
    CliRun r = CliRun.of("scan", "-p", POLICY, "../fixtures/examples");
    assertThat(r.exitCode()).isEqualTo(1);
    assertThat(r.out()).contains("in 3 files (4 documents)");
    int access = r.out().indexOf("access.json:");
    int storage = r.out().indexOf("storage.yaml:");
    int workloads = r.out().indexOf("workloads.yaml:");
    assertThat(access).isLessThan(storage);
    assertThat(storage).isLessThan(workloads);
  }
}
