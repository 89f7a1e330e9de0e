package dev.cairn.schemas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.report.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Broken schema files and sets, odd templates and a large one: located findings or clear errors. */
class BadInputTest {
  private static final DocumentLoader LOADER = DocumentLoader.builder().build();

  private static List<Finding> lint(TemplateLinter linter, String yaml) {
    return linter.lint(LOADER.load("t.yaml", yaml));
  }

  @Test
  void aBrokenSchemaFileIsE0002NamingTheFileAtTheResourceType(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\", \"properties\": {");
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(dir, "us-east-1"), LintOptions.DEFAULT);
    List<Finding> findings = lint(linter, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n");
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).ruleId()).isEqualTo("E0002");
    assertThat(findings.get(0).location().line()).isEqualTo(3);
    assertThat(findings.get(0).message()).contains(dir.resolve("aws-sqs-queue.json").toString()).contains("not valid JSON");
  }

  @Test
  void aSchemaWithADanglingRefIsE0002NamingTheFile(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"),
        "{\"typeName\": \"AWS::SQS::Queue\", \"properties\": {\"A\": {\"$ref\": \"#/definitions/Nope\"}}}");
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(dir, "us-east-1"), LintOptions.DEFAULT);
    List<Finding> findings = lint(linter, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      A: 1\n");
    assertThat(findings).extracting(Finding::ruleId).containsExactly("E0002");
    assertThat(findings.get(0).message()).contains("aws-sqs-queue.json").contains("#/definitions/Nope");
  }

  @Test
  void aBrokenExtensionSchemaIsE0002NamingTheFile(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\", \"properties\": {}}");
    Files.createDirectories(dir.resolve("extensions/aws_sqs_queue"));
    Files.writeString(dir.resolve("extensions/aws_sqs_queue/properties.json"), "{\"allOf\": [");
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(dir, "us-east-1"), LintOptions.DEFAULT);
    List<Finding> findings = lint(linter, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties: {}\n");
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains("properties.json").contains("not valid JSON");
  }

  @Test
  void aPolicyStringThatIsNotJsonIsOneFindingAtTheString() {
    List<Finding> findings = lint(Lint.DEFAULT,
        "Resources:\n  P:\n    Type: AWS::IAM::ManagedPolicy\n    Properties:\n      PolicyDocument: '{\"Statement\": ['\n");
    assertThat(Lint.at(findings)).containsExactly("E3510@5");
    assertThat(findings.get(0).message()).contains("not valid JSON");
  }

  @Test
  void aFlatDirectoryOfProviderSchemasIsAUsersSet(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("my-private-thing.json"),
        "{\"typeName\": \"My::Private::Thing\", \"properties\": {\"Size\": {\"type\": \"integer\"}},"
            + " \"additionalProperties\": false, \"required\": [\"Size\"]}");
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(dir, "eu-west-1"),
        new LintOptions(List.of("eu-west-1"), List.of(), List.of(), false));
    List<Finding> findings = lint(linter,
        "Resources:\n  T:\n    Type: My::Private::Thing\n    Properties:\n      Size: big\n  Q:\n    Type: AWS::SQS::Queue\n");
    assertThat(Lint.at(findings)).containsExactly("E3012@5", "E3006@7");
  }

  @Test
  void aSchemaDirectoryThatIsNotOneIsAnErrorNamingIt(@TempDir Path dir) {
    assertThatThrownBy(() -> SchemaStore.directory(dir.resolve("missing"), "us-east-1"))
        .isInstanceOf(SchemaException.class)
        .hasMessageContaining("missing");
  }

  @Test
  void aTemplateThatIsNotAnObjectIsE1001() {
    assertThat(Lint.at(lint(Lint.DEFAULT, "- just\n- a list\n"))).containsExactly("E1001@1");
  }

  @Test
  void oddResourcesAreReportedNotCrashedOn() {
    String yaml = "Resources:\n  A: 5\n  B:\n    Type: [AWS::SQS::Queue]\n  C:\n    Type: AWS::SQS::Queue\n    Properties: nope\n"
        + "  D:\n    Type: AWS::SQS::Queue\n    Properties:\n      DelaySeconds: !Ref\n        - not a string\n";
    assertThat(Lint.at(lint(Lint.DEFAULT, yaml))).containsExactly("E3001@2", "E3001@4", "E3012@7", "E1020@11");
  }

  @Test
  void aLargeTemplateIsCheckedWhole() {
    StringBuilder yaml = new StringBuilder("Resources:\n");
    int n = 10_000;
    for (int i = 0; i < n; i++) {
      yaml.append("  Queue").append(i).append(":\n    Type: AWS::SQS::Queue\n    Properties:\n      DelaySeconds: ")
          .append(i % 2 == 0 ? "5" : "5000").append('\n');
    }
    List<Finding> findings = lint(Lint.DEFAULT, yaml.toString());
    // every odd queue's delay is above the maximum; the Resources section is over its 500 limit
    assertThat(findings.stream().filter(f -> f.ruleId().equals("E3034"))).hasSize(n / 2);
    assertThat(findings.stream().filter(f -> f.ruleId().equals("E3001"))).hasSize(1);
  }
}
