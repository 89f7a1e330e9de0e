package dev.cairn.conftest;

import dev.cairn.scan.Scan;

import dev.cairn.scan.ScanInput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.Finding;
import dev.cairn.report.ScanReport;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResourceExemptionsTest {
  private static final String POLICY =
      """
      package main
      import rego.v1

      # METADATA
      # custom:
      #   id: S3_001
      deny_encryption contains msg if {
        some name, r in input.Resources
        r.Type == "AWS::S3::Bucket"
        not r.Properties.BucketEncryption
        msg := sprintf("%s is not encrypted", [name])
      }

      deny_versioning contains msg if {
        some name, r in input.Resources
        r.Type == "AWS::S3::Bucket"
        not r.Properties.VersioningConfiguration
        msg := sprintf("%s is not versioned", [name])
      }
      """;

  private static final String TEMPLATE =
      """
      Resources:
        Plain:
          Type: AWS::S3::Bucket
        SkipsById:
          Type: AWS::S3::Bucket
          Metadata:
            cairn:
              skip: [S3_001]
        SkipsByPath:
          Type: AWS::S3::Bucket
          Metadata:
            cairn:
              skip: data.main.deny_versioning
        Malformed:
          Type: AWS::S3::Bucket
          Metadata:
            cairn:
              skip: {S3_001: true}
      """;

  private static ScanReport scan(String policy, boolean combine, String... files) {
    RegoCheck scanner = RegoCheck.builder().policy("policy.rego", policy).combine(combine).build();
    return Scan.of(scanner).run(java.util.Arrays.stream(files).map(f -> ScanInput.text(f, TEMPLATE)).toList());
  }

  private static List<String> messages(ScanReport report, String file) {
    return report.findings().stream().filter(f -> f.file().equals(file)).map(Finding::message).sorted().toList();
  }

  private static final List<String> NOT_EXEMPTED =
      List.of(
          "Malformed is not encrypted",
          "Malformed is not versioned",
          "Plain is not encrypted",
          "Plain is not versioned",
          "SkipsById is not versioned",
          "SkipsByPath is not encrypted");

  @Test
  void aResourceSkipsTheRulesItsMetadataNamesByIdOrPath() {
    ScanReport report = scan(POLICY, false, "template.yaml", "other.yaml");
    assertThat(messages(report, "template.yaml")).containsExactlyElementsOf(NOT_EXEMPTED);
    assertThat(messages(report, "other.yaml")).containsExactlyElementsOf(NOT_EXEMPTED);
    assertThat(report.exempted()).isEqualTo(4);
  }

  @Test
  void exemptionsHoldInACombinedInputToo() {
    String combined =
        POLICY.replace(
            "some name, r in input.Resources", "some doc in input\n  some name, r in doc.contents.Resources");
    ScanReport report = scan(combined, true, "template.yaml");
    assertThat(messages(report, "template.yaml")).containsExactlyElementsOf(NOT_EXEMPTED);
    assertThat(report.exempted()).isEqualTo(2);
  }
}
