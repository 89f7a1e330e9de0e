package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PeerPolicyTest {
  @Test
  void thePackagesMetadataBecomesAPlainCommentAndARulesStays() {
    String rego = """
        # METADATA
        # title: S3 bucket rules
        package main

        # METADATA
        # title: encrypted
        deny_x contains msg if {
        \tmsg := "x"
        }
        """;
    String demoted = PeerPolicy.demotePackageMetadata(rego);
    assertThat(demoted.lines().toList()).containsExactly(
        "# (package metadata, a plain comment here: OPA takes one package annotation per package)",
        "# title: S3 bucket rules", "package main", "", "# METADATA", "# title: encrypted", "deny_x contains msg if {",
        "\tmsg := \"x\"", "}");
  }

  @Test
  void aModuleWithoutPackageMetadataIsUnchanged() {
    String rego = "# just a comment\npackage main\n\n# METADATA\n# title: t\nwarn_y contains 1 if true\n";
    assertThat(PeerPolicy.demotePackageMetadata(rego)).isEqualTo(rego);
  }

  @Test
  void reportedRulesAreTheDenyWarnAndViolationHeadsOnceEach() {
    List<String> rules = PeerPolicy.reportedRules(List.of(
        "package main\ndeny_b contains m if { true }\ndeny_b contains m if { false }\nhelper := 1\n",
        "package main\nwarn_a contains m if { true }\nviolation contains v if { true }\n  deny_indented := 1\ndenied := 2\n"));
    assertThat(rules).containsExactly("deny_b", "violation", "warn_a");
  }

  @Test
  void theFindingsModuleGathersEveryRuleOneALine() {
    String module = PeerPolicy.findingsModule(List.of("deny_a", "warn_b"));
    assertThat(module).isEqualTo("""
        package bench

        findings := {
          "deny_a": data.main.deny_a,
          "warn_b": data.main.warn_b
        }

        each_findings := [f | some doc in input; f := findings with input as doc]
        """);
  }

  @Test
  void theBenchmarkPolicyIsWrittenWithItsTwentyFiveRules(@TempDir Path dir) throws Exception {
    PeerPolicy policy = PeerPolicy.write(Fixtures.dir("policy/v1"), dir);
    assertThat(policy.rules()).hasSize(25).contains("deny_s3_encryption", "warn_run_as_root");
    assertThat(policy.files()).hasSize(5).allSatisfy(f -> assertThat(f.getParent()).isEqualTo(policy.dir()));
    assertThat(policy.findings().getParent()).isEqualTo(dir);
    for (Path f : policy.files()) {
      assertThat(Files.readString(f).lines().takeWhile(l -> !l.startsWith("package ")))
          .doesNotContain("# METADATA");
    }
    assertThat(policy.dataFlags()).hasSize(12).startsWith("-d", policy.files().get(0).toString())
        .endsWith("-d", policy.findings().toString());
  }
}
