package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cairn guard validate} and Guard rules among {@code cairn scan}'s policies. */
class GuardCommandTest {
  private static final String G = "../fixtures/guard/language/";

  @Test
  void validateExitsAsCfnGuardDoes(@TempDir Path dir) throws Exception {
    CliRun fail = CliRun.of("guard", "validate", "-r", G + "constructs.guard", "-d", G + "noncompliant.yaml", "-S", "all");
    assertThat(fail.exitCode()).isEqualTo(19);
    assertThat(fail.out()).contains("constructs.guard/bucket_names_present FAIL")
        .contains("Resources/DataBucket/Properties (missing BucketName): every bucket needs a name")
        .contains("constructs.guard/keys_filter PASS");
    Path passing = Files.writeString(dir.resolve("ok.guard"), "rule r { Resources exists }\n");
    assertThat(CliRun.of("guard", "validate", "-r", passing.toString(), "-d", G + "compliant.yaml").exitCode()).isZero();
    Path broken = Files.writeString(dir.resolve("broken.guard"), "rule r {\n  Resources ==\n");
    CliRun rulesError = CliRun.of("guard", "validate", "-r", broken.toString(), "-d", G + "compliant.yaml");
    assertThat(rulesError.exitCode()).isEqualTo(5);
    assertThat(rulesError.err()).contains("broken.guard:3:1: ");
    Path badData = Files.writeString(dir.resolve("bad.yaml"), "a: [\n");
    CliRun dataError = CliRun.of("guard", "validate", "-r", passing.toString(), "-d", badData.toString());
    assertThat(dataError.exitCode()).isEqualTo(255);
    assertThat(dataError.err()).contains("bad.yaml:2:1: ");
  }

  @Test
  void diffComparesStatusesAndLinesWithTheBinary() throws Exception {
    Path binary = Path.of("../guard/src/test/node/node_modules/@cdklabs/cdk-validator-cfnguard/bin/ubuntu/x86_64/cfn-guard");
    Assumptions.assumeTrue(Files.isExecutable(binary) && System.getProperty("os.name").toLowerCase().contains("linux")
            && System.getProperty("os.arch").matches("amd64|x86_64"),
        "SKIPPED: cfn-guard is not installed (" + binary + "); guard/scripts/install-cfn-guard.sh needs node and npm");
    CliRun r = CliRun.of("guard", "diff", "--cfn-guard", binary.toString(), "-r", G + "constructs.guard",
        "-d", G + "noncompliant.yaml", "-d", G + "compliant.yaml");
    assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).containsPattern("(\\d+) of \\1 statuses identical \\(100.00%\\)")
        .containsPattern("[1-9]\\d* failing checks located by both: [1-9]\\d* on the same line, [1-9]\\d* where cfn-guard points at")
        .contains(", 0 unexplained");
    CliRun missing = CliRun.of("guard", "diff", "--cfn-guard", "no-such-cfn-guard", "-r", G + "constructs.guard",
        "-d", G + "compliant.yaml");
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("cairn guard diff: ");
  }

  @Test
  void scanTakesGuardFilesAndLocatesTheirFindingsInEveryFormat() throws Exception {
    CliRun text = CliRun.of("scan", "-p", G + "constructs.guard", G + "noncompliant.yaml");
    assertThat(text.exitCode()).isEqualTo(1);
    assertThat(text.out())
        .contains("../fixtures/guard/language/noncompliant.yaml:4:5: error bucket_names_present: every bucket needs a name")
        .contains("resource: DataBucket (AWS::S3::Bucket)");
    JsonNode json = new ObjectMapper().readTree(
        CliRun.of("scan", "-p", G + "constructs.guard", "-o", "json", G + "noncompliant.yaml").out());
    JsonNode first = null;
    for (JsonNode r : json.at("/results")) {
      if (r.at("/rule").asText().endsWith("/bucket_names_present") && first == null) {
        first = r;
      }
    }
    assertThat(first).isNotNull();
    assertThat(first.at("/rule").asText()).isEqualTo(G + "constructs.guard/bucket_names_present");
    assertThat(first.at("/location/line").asInt()).isEqualTo(4);
    assertThat(first.at("/location/missing").toString()).isEqualTo("[\"BucketName\"]");
    JsonNode sarif = new ObjectMapper().readTree(
        CliRun.of("scan", "-p", G + "constructs.guard", "-o", "sarif", G + "noncompliant.yaml").out());
    assertThat(sarif.at("/runs/0/results").findValues("startLine").stream().map(JsonNode::asInt)).contains(4);
    assertThat(CliRun.of("scan", "-p", G + "constructs.guard", "-o", "github", G + "noncompliant.yaml").out())
        .contains("::error file=../fixtures/guard/language/noncompliant.yaml,line=4");
  }

  @Test
  void aBrokenGuardFileStopsTheScanWithItsPosition(@TempDir Path dir) throws Exception {
    Path broken = Files.writeString(dir.resolve("broken.guard"), "rule r { A == }\n");
    CliRun r = CliRun.of("scan", "-p", broken.toString(), G + "compliant.yaml");
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).contains("broken.guard:1:15: ");
  }

  @Test
  void testRunsUnitTestsAndExitsSevenWhenAnExpectationIsNotMet(@TempDir Path dir) throws Exception {
    Path rules = Files.writeString(dir.resolve("r.guard"), """
        let b = Resources.*[ Type == 'AWS::S3::Bucket' ]
        rule named when %b !empty { %b.Properties.BucketName exists }
        """);
    Path tests = Files.writeString(dir.resolve("tests.yaml"), """
        - name: named bucket
          input:
            Resources:
              B: {Type: AWS::S3::Bucket, Properties: {BucketName: x}}
          expectations:
            rules:
              named: PASS
        - name: no buckets
          input:
            Resources: {}
          expectations:
            rules:
              named: SKIP
        """);
    CliRun ok = CliRun.of("guard", "test", "-r", rules.toString(), "-t", tests.toString());
    assertThat(ok.exitCode()).isZero();
    assertThat(ok.out()).contains("PASS named: Expected = PASS").contains("PASS named: Expected = SKIP");
    Files.writeString(tests, Files.readString(tests).replace("named: SKIP", "named: FAIL"));
    CliRun notMet = CliRun.of("guard", "test", "-r", rules.toString(), "-t", tests.toString());
    assertThat(notMet.exitCode()).isEqualTo(7);
    assertThat(notMet.out()).contains("FAIL named: Expected = FAIL, Evaluated = SKIP");
    Files.writeString(tests, "- name: x\n  expectations: [\n");
    CliRun broken = CliRun.of("guard", "test", "-r", rules.toString(), "-t", tests.toString());
    assertThat(broken.exitCode()).isEqualTo(5);
    assertThat(broken.err()).contains("tests.yaml:");
  }
}
