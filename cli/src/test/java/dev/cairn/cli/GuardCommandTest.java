package dev.cairn.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import dev.cairn.testkit.Required;
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
    assertThat(fail.out()).contains("noncompliant.yaml Status = FAIL\nSKIP rules\n")
        .contains("\nconstructs.guard/bucket_names_present     FAIL\n")
        .contains("noncompliant.yaml:4:5: constructs.guard/bucket_names_present: Resources/DataBucket/Properties "
            + "(missing BucketName): every bucket needs a name")
        .contains("\nconstructs.guard/keys_filter              PASS\n");
    assertThat(CliRun.of("guard", "validate", "-r", G + "constructs.guard", "-d", G + "noncompliant.yaml").out())
        .contains("FAILED rules").doesNotContain("PASS rules");
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
    Path unknown = Files.writeString(dir.resolve("unknown.guard"), "rule r {\n  Resources.*.Type == %nope\n}\n");
    CliRun evalError = CliRun.of("guard", "validate", "-r", unknown.toString(), "-d", G + "compliant.yaml");
    assertThat(evalError.exitCode()).isEqualTo(255); // as cfn-guard 3.1.1
    assertThat(evalError.err()).contains("unknown.guard").contains("Could not resolve variable by name nope");
    Path noFunction = Files.writeString(dir.resolve("nofn.guard"), "rule r {\n  let x = foo(Resources)\n  %x == 1\n}\n");
    CliRun functionError = CliRun.of("guard", "validate", "-r", noFunction.toString(), "-d", G + "compliant.yaml");
    assertThat(functionError.exitCode()).isEqualTo(255); // as cfn-guard 3.1.1
    assertThat(functionError.err()).contains("nofn.guard:2:11: No function named foo");
  }

  @Test
  void validateTakesCfnGuardsOutputFlagsAndRejectsWhatItRejects(@TempDir Path dir) throws Exception {
    CliRun sarif = CliRun.of("guard", "validate", "-r", G + "constructs.guard", "-d", G + "noncompliant.yaml", "-o", "sarif",
        "--structured", "-S", "none", "-t", "CFNTemplate");
    assertThat(sarif.exitCode()).isEqualTo(19);
    JsonNode run = new ObjectMapper().readTree(sarif.out()).at("/runs/0");
    assertThat(run.at("/results/0/ruleId").asText()).isEqualTo("BUCKET_NAMES_PRESENT");
    assertThat(run.at("/results/0/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(4);
    CliRun json = CliRun.of("guard", "validate", "-r", G + "constructs.guard", "-d", G + "noncompliant.yaml", "-o", "json");
    assertThat(json.out()).startsWith(Path.of(G + "noncompliant.yaml").toAbsolutePath().normalize() + " Status = FAIL\nFAILED rules");
    String doc = json.out().substring(json.out().indexOf("---\n") + 4);
    assertThat(new ObjectMapper().readTree(doc).at("/not_compliant/0/Rule/name").asText()).isEqualTo("bucket_names_present");
    CliRun junit = CliRun.of("guard", "validate", "-r", G + "constructs.guard", "-d", G + "noncompliant.yaml", "-o", "junit",
        "-z", "-S", "none");
    assertThat(junit.out()).contains("<testsuites name=\"cfn-guard validate report\" tests=\"1\" failures=\"1\"");
    Path params = Files.writeString(dir.resolve("params.yaml"), "Owner: team\n");
    Path rules = Files.writeString(dir.resolve("p.guard"), "rule owner { Owner == 'team' }\n");
    CliRun withParams = CliRun.of("guard", "validate", "-r", rules.toString(), "-d", G + "compliant.yaml", "-i", params.toString(),
        "-S", "pass");
    assertThat(withParams.exitCode()).as(withParams.err()).isZero();
    assertThat(withParams.out()).contains("p.guard/owner    PASS");
    Path badParams = Files.writeString(dir.resolve("bad.yaml"), "a: [\n");
    CliRun paramError = CliRun.of("guard", "validate", "-r", rules.toString(), "-d", G + "compliant.yaml", "-i", badParams.toString());
    assertThat(paramError.exitCode()).isEqualTo(255);
    assertThat(paramError.err()).contains("bad.yaml:2:1: ");
    for (String[] refused : List.of(new String[] {"-o", "sarif"}, new String[] {"-o", "junit"}, new String[] {"-z"},
        new String[] {"-z", "-o", "json"}, new String[] {"-t", "K8s"}, new String[] {"-o", "xml"}, new String[] {"-S", "most"})) {
      List<String> args = new java.util.ArrayList<>(List.of("guard", "validate", "-r", rules.toString(), "-d", G + "compliant.yaml"));
      args.addAll(List.of(refused));
      CliRun r = CliRun.of(args.toArray(String[]::new));
      assertThat(r.exitCode()).as(String.join(" ", refused)).isEqualTo(2);
      assertThat(r.err()).startsWith("cairn guard validate: ");
    }
  }

  @Test
  void diffComparesStatusesAndLinesWithTheBinary() throws Exception {
    Path binary = Path.of("../guard/src/test/node/node_modules/@cdklabs/cdk-validator-cfnguard/bin/ubuntu/x86_64/cfn-guard");
    Assumptions.assumeTrue(System.getProperty("os.name").toLowerCase().contains("linux")
            && System.getProperty("os.arch").matches("amd64|x86_64"),
        "SKIPPED: the bundled cfn-guard binary used here is for Linux x86_64");
    Required.check(Files.isExecutable(binary),
        "cfn-guard is not installed (" + binary + "); guard/scripts/install-cfn-guard.sh, run by mvn verify, needs node and npm");
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
