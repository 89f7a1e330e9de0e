package dev.cairn.cfnlint;

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
        "E3031@41"); // log group name pattern (cfn-lint 1.42.1 reports no E1155 format for any name); the
    // read-only property at 42 is not reported either (cfn-lint 1.42.1 reports no E3040 at all)
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
        "E3687@4", // and tcp without ports (extension rule)
        "E3687@9",
        "E3014@11", // requiredXor: two sources, at each
        "E3014@12",
        "E3020@17", // dependentExcluded, both ways
        "E3020@18",
        "E3021@22", // dependentRequired: egress needs VpcId
        "E3058@29", // requiredOr
        "E3002@35", // uniqueKeys: a second AttributeName id, reported once at the list (as cfn-lint)
        "E3012@40", // KeySchema must start with HASH: a failed oneOf, with every branch's faults (as cfn-lint)
        "E3018@40",
        "E3002@42", // (const: 'HASH' was expected)
        "E3030@46", // enumCaseInsensitive ('MANAGED' passes)
        "E3034@54"); // minimum
  }

  @Test
  void functionsAndReferences() {
    assertThat(Lint.at("functions.yaml")).containsExactly(
        "E1020@15", // Ref to nothing
        "E3005@18", // DependsOn to nothing
        "E3015@19", // resource Condition undefined
        "E1010@21", // GetAtt resource
        "E1010@22", // GetAtt attribute
        "E1015@23", // a list (GetAZs) for a string: the function's fault, as cfn-lint
        "E1019@25", // Sub variable
        "E1011@26", // FindInMap mapping
        "E1028@30", // Fn::If condition
        "E3030@35", // Fn::If branch value
        "E1022@36", // Join of a string
        "W1035@41", // resolved Select value out of range
        "W1034@42", // resolved FindInMap value of the wrong type
        "E6101@45", // output Ref (cfn-lint reports everything in an output's value as E6101)
        "E6005@46"); // output Condition
  }

  /** One broken resource per family of cfn-lint's extension rules; their clean twins give nothing. */
  @Test
  void extensionSchemas() {
    assertThat(Lint.at("extensions.yaml")).containsExactly(
        "W4001@12", // a parameter group names a parameter that does not exist (cfnLint: cfnParameter)
        "W4001@16", // and a parameter label
        "E4001@18", // an unknown key in the metadata interface (cfnLint: Metadata/AWS::CloudFormation::Interface)
        "E3030@24", // an instance type that does not exist (the provider schema's enum)
        "E3628@24", // nor in us-east-1 (the regional extension)
        "E3671@27", // io1 volume without Iops, at the Ebs object (BlockDeviceMappings/*/Ebs)
        "E3045@43", // an ACL without ownership controls (the bucket's properties)
        "E3691@56", // a MySQL engine version that does not exist ('MySQL' compared in lower case)
        "E3689@73", // monitoring role without an interval
        "E3693@75", // Aurora clusters take no DBClusterInstanceClass
        "E3687@81", // tcp without ports (the first violation only, as cfn-lint)
        "E3501@89", // a FIFO queue's name must end in .fifo
        "E3638@94", // on-demand billing with provisioned throughput
        "E3677@108", // ZipFile code needs a Node.js or Python runtime
        "E3663@113", // a reserved environment variable name (no E3042 for a task without an essential
        // container at 118: cfn-lint 1.42.1 reports none, the table has the rule off)
        "E3046@122", // awslogs without options
        "E3676@126", // an HTTPS listener without certificates
        "E3615@142", // an alarm period that is not a multiple of 60
        "E3510@149", // an identity policy statement without Resource (other/iam, through policy#/... refs)
        "E3510@154"); // a policy given as a JSON string: its faults are reported at the string
  }

  @Test
  void informationalRulesOnlyWhenIncluded() {
    LintOptions withI = new LintOptions(List.of("us-east-1"), List.of(), List.of("I"), false);
    List<String> found = Lint.at(new TemplateLinter(SchemaStore.bundled(), withI).lint(Lint.template("extensions.yaml")));
    assertThat(found).contains(
        "I3013@54", // a non-Aurora database without BackupRetentionPeriod, at its properties
        "I3037@171"); // a queue named twice in a list that allows repeats (uniqueItems: false)
    assertThat(Lint.at("extensions.yaml")).noneMatch(f -> f.startsWith("I"));
  }

  /**
   * SAM's own section, types and generated resources are the transform's, which Cairn does not
   * expand: it says so (E0001) and checks the rest.
   */
  @Test
  void serverlessTemplates() {
    assertThat(Lint.at("serverless.yaml")).containsExactly(
        "E0001@1", // not checked: Cairn does not expand SAM's transform (cfn-lint does), so it says so
        "E3034@15");
  }

  /** No oneOf branch fits: the oneOf, and every branch's faults where they are, as cfn-lint reports them. */
  @Test
  void aFailedOneOfIsReportedWithEveryBranchsFaults() {
    List<Finding> findings = Lint.findings("branches.yaml");
    assertThat(Lint.at(findings)).containsExactly("E3018@8", "E3002@9", "E3002@11");
    assertThat(findings.get(2).message()).isEqualTo("Additional properties are not allowed ('Extra' was unexpected)");
  }

  @Test
  void templateSections() {
    assertThat(Lint.at("sections.yaml")).containsExactly(
        "E2001@4", // parameter type
        "E2001@7", // misspelt parameter attribute (not a known name, and not allowed)
        "E2001@7",
        "E8003@9", // Fn::Equals with one value
        "E8005@10", // Condition to nothing, inside Fn::Not: the outer function's rule, as cfn-lint
        "E6001@16", // output without Value, at the output
        "E6101@19", // output value is a list
        "E1001@20"); // unknown top-level section
  }

  @ParameterizedTest
  @ValueSource(strings = {"resources", "keywords", "functions", "sections", "extensions"})
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
