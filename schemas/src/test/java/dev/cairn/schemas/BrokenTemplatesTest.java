package dev.cairn.schemas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.Finding;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Templates with known faults: each gives its rule id at its line, in YAML and the same in JSON. */
class BrokenTemplatesTest {

  @Test
  void resourcePropertyRules() {
    assertThat(Lint.at("resources.yaml")).containsExactly(
        "E3014@11", // so the VPC has neither CidrBlock nor an IPAM pool (requiredXor)
        "E3002@12", // misspelt property
        "E3012@18", // 'maybe' for a boolean
        "E3034@22", // above the maximum
        "E3012@24", // a list for a string
        "E3030@29", // not in the enum
        "E3030@30", // in the Fn::If branch, at the branch
        "E3006@32", // unknown resource type
        "E3003@35", // missing required property, at Properties
        "E1155@41", // log group name format
        "E3031@41", // and its pattern
        "E3040@42"); // read-only property
  }

  @Test
  void aMissingRequiredPropertyIsNamedAtItsParent() {
    Finding missing = Lint.findings("resources.yaml").stream().filter(f -> f.ruleId().equals("E3003")).findFirst().orElseThrow();
    assertThat(missing.location().path()).containsExactly("Resources", "Role", "Properties", "AssumeRolePolicyDocument");
    assertThat(missing.location().missing()).containsExactly("AssumeRolePolicyDocument");
    assertThat(missing.resource().id()).isEqualTo("Role");
    assertThat(missing.resource().type()).isEqualTo("AWS::IAM::Role");
  }

  @Test
  void cfnLintKeywords() {
    assertThat(Lint.at("keywords.yaml")).containsExactly(
        "E3014@4", // requiredXor: none of the sources
        "E3014@12", // requiredXor: a second source, at it
        "E3020@17", // dependentExcluded, both ways
        "E3020@18",
        "E3021@22", // dependentRequired: egress needs VpcId
        "E3058@29", // requiredOr
        "E3037@38", // uniqueKeys: a second AttributeName id
        "E3030@42", // KeySchema must start with HASH: the oneOf branch that fits, at its KeyType
        "E3030@46", // enumCaseInsensitive ('MANAGED' passes)
        "E3034@54"); // minimum
  }

  @Test
  void functionsAndReferences() {
    assertThat(Lint.at("functions.yaml")).containsExactly(
        "E1020@15", // Ref to nothing
        "E3005@18", // DependsOn to nothing
        "E8002@19", // resource Condition undefined
        "E1010@21", // GetAtt resource
        "E1010@22", // GetAtt attribute
        "E3012@23", // a list (GetAZs) for a string
        "E1019@25", // Sub variable
        "E1011@26", // FindInMap mapping
        "E1028@30", // Fn::If condition
        "E3030@35", // Fn::If branch value
        "E1022@36", // Join of a string
        "W1035@41", // resolved Select value out of range
        "W1034@42", // resolved FindInMap value of the wrong type
        "E1020@45", // output Ref
        "E8002@46"); // output Condition
  }

  @Test
  void extensionSchemas() {
    assertThat(Lint.at("extensions.yaml")).containsExactly(
        "E3030@6", // an instance type that does not exist (the provider schema's enum)
        "E3628@6", // nor in us-east-1 (the regional extension)
        "E3045@14"); // an ACL without ownership controls (the bucket's properties)
  }

  /** SAM's own section, types and generated resources are the transform's; the rest is checked. */
  @Test
  void serverlessTemplates() {
    assertThat(Lint.at("serverless.yaml")).containsExactly("E3034@15");
  }

  /** No oneOf branch fits, but one fits the object and fails inside: its finding, where it is. */
  @Test
  void theBranchThatFitsIsReportedAtItsFault() {
    List<Finding> findings = Lint.findings("branches.yaml");
    assertThat(Lint.at(findings)).containsExactly("E3002@11");
    assertThat(findings.get(0).message()).isEqualTo("Additional properties are not allowed ('Extra' was unexpected)");
  }

  @Test
  void templateSections() {
    assertThat(Lint.at("sections.yaml")).containsExactly(
        "E2001@4", // parameter type
        "E2001@7", // misspelt parameter attribute (not a known name, and not allowed)
        "E2001@7",
        "E8003@9", // Fn::Equals with one value
        "E8007@10", // Condition to nothing
        "E6001@16", // output without Value, at the output
        "E6101@19", // output value is a list
        "E1001@20"); // unknown top-level section
  }

  @ParameterizedTest
  @ValueSource(strings = {"resources", "keywords", "functions", "sections"})
  void jsonGivesTheSameFindingsAtTheSameNodes(String name) {
    List<String> yaml = rulesAndPaths(Lint.findings(name + ".yaml"));
    List<String> json = rulesAndPaths(Lint.findings(name + ".json"));
    assertThat(json).isEqualTo(yaml).isNotEmpty();
  }

  @Test
  void jsonLinesAreTheJsonFilesLines() {
    List<Finding> findings = Lint.findings("functions.json");
    Finding ref = findings.get(0);
    assertThat(ref.ruleId()).isEqualTo("E1020");
    assertThat(ref.location().line()).isEqualTo(30); // "Ref": "Missing"
  }

  private static List<String> rulesAndPaths(List<Finding> findings) {
    return findings.stream().map(f -> f.ruleId() + " " + f.location().path()).sorted().toList();
  }
}
