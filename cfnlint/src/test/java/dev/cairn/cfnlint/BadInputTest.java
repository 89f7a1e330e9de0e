package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.locator.DocumentLoader;
import dev.cairn.locator.SourceFile;
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

  /** A policy string that is not JSON is not checked as a document, as cfn-lint 1.42.1 does not. */
  @Test
  void aPolicyStringThatIsNotJsonIsNotCheckedAsADocument() {
    List<Finding> findings = lint(Lint.DEFAULT,
        "Resources:\n  P:\n    Type: AWS::IAM::ManagedPolicy\n    Properties:\n      PolicyDocument: '{\"Statement\": ['\n");
    assertThat(findings).isEmpty();
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

  // Issue 35: a schema folder's broken schemas are located errors naming the file; one template Cairn
  // cannot check is one finding for it while the others are checked.

  private static List<Finding> lintWith(Path dir, String yaml) {
    return lint(new TemplateLinter(SchemaStore.directory(dir, "us-east-1"), LintOptions.DEFAULT), yaml);
  }

  private static final String QUEUE = "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      A: x\n";

  @Test
  void aRefCycleInASchemaIsALocatedErrorNotAStackOverflow(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\",\n"
        + " \"properties\": {\"A\": {\"$ref\": \"#/definitions/a\"}},\n"
        + " \"definitions\": {\"a\": {\"$ref\": \"#/definitions/b\"}, \"b\": {\"$ref\": \"#/definitions/a\"}}}");
    List<Finding> findings = lintWith(dir, QUEUE);
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains(dir.resolve("aws-sqs-queue.json") + ":3:").contains("$ref cycle");
  }

  @Test
  void aRefCycleAcrossFilesIsALocatedErrorAtTheRefThatEntersIt(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"),
        "{\"typeName\": \"AWS::SQS::Queue\",\n \"properties\": {\"A\": {\"$ref\": \"loop#/definitions/a\"}}}");
    Files.writeString(dir.resolve("loop.json"), "{\"definitions\": {\"a\": {\"$ref\": \"aws-sqs-queue#/properties/A\"}}}");
    List<Finding> findings = lintWith(dir, QUEUE);
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains(dir.resolve("aws-sqs-queue.json") + ":2:")
        .contains("$ref cycle: loop#/definitions/a -> aws-sqs-queue#/properties/A -> loop#/definitions/a");
  }

  /** The other file's own "#/..." references resolve in that file, not in the one that named it. */
  @Test
  void aRefCycleWhollyInsideAnotherFileIsLocatedAtTheRefThatLeadsThere(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"),
        "{\"typeName\": \"AWS::SQS::Queue\",\n \"properties\": {\"A\": {\"$ref\": \"loop#/definitions/a\"}},\n"
            + " \"definitions\": {\"b\": {\"type\": \"string\"}}}");
    Files.writeString(dir.resolve("loop.json"),
        "{\"definitions\": {\"a\": {\"$ref\": \"#/definitions/b\"}, \"b\": {\"allOf\": [{\"$ref\": \"#/definitions/a\"}]}}}");
    List<Finding> findings = lintWith(dir, QUEUE);
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains(dir.resolve("aws-sqs-queue.json") + ":2:")
        .contains("$ref cycle: #/definitions/b -> #/definitions/a -> #/definitions/b");
  }

  @Test
  void aPatternThatDoesNotCompileIsALocatedErrorNamingTheSchema(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"),
        "{\"typeName\": \"AWS::SQS::Queue\",\n \"properties\": {\"A\": {\"type\": \"string\", \"pattern\": \"([a-z\"}}}");
    List<Finding> findings = lintWith(dir, QUEUE);
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains(dir.resolve("aws-sqs-queue.json") + ":2:").contains("'([a-z'");
  }

  /** A pattern that backtracks exponentially (Java's memo of greedy loops does not cover a lazy one) gives up on the value at its line; the rest is still checked. */
  @Test
  void aCatastrophicPatternGivesUpOnTheValueAndTheRestIsChecked(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\",\n"
        + " \"properties\": {\"A\": {\"type\": \"string\", \"pattern\": \"(a|a)*?b\"}, \"B\": {\"type\": \"integer\"},\n"
        + " \"C\": {\"type\": \"object\", \"patternProperties\": {\"(b|b)*?c\": {}}, \"additionalProperties\": false}}}");
    String as = "a".repeat(40);
    String bs = "b".repeat(40);
    List<Finding> findings = lintWith(dir, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n"
        + "      A: " + as + "!\n      B: x\n      C:\n        " + bs + "!: 1\n");
    assertThat(Lint.at(findings)).containsExactly("E0002@5", "E3012@6", "E0002@8");
    assertThat(findings.get(0).message()).startsWith("cannot check this value against '(a|a)*?b': matching it reads");
    assertThat(findings.get(2).message()).startsWith("cannot check this name against '(b|b)*?c'");
  }

  @Test
  void aRefThatDoesNotResolveIsAnErrorEvenWhereNoValueReachesIt(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\", \"properties\": "
        + "{\"A\": {\"type\": \"string\"}, \"B\": {\"$ref\": \"#/definitions/Nope\"}}}");
    List<Finding> findings = lintWith(dir, QUEUE);
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains("aws-sqs-queue.json:1:").contains("$ref #/definitions/Nope does not resolve");
  }

  @Test
  void aTypeNameThatIsNotTheTypesNameIsAnError(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": 5, \"properties\": {\"A\": {\"type\": \"string\"}}}");
    assertThat(lintWith(dir, QUEUE).get(0).message()).contains("aws-sqs-queue.json:1:").contains("typeName must be");
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SNS::Topic\", \"properties\": {}}");
    assertThat(lintWith(dir, QUEUE).get(0).message()).contains("is not the type this file is for");
  }

  /** Found by fuzzing (SchemaFuzzTest#schema): these named the file but no place in it. */
  @Test
  void aSchemaFileThatIsEmptyOrNotAnObjectIsALocatedError(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "");
    assertThat(lintWith(dir, QUEUE).get(0).message()).contains("aws-sqs-queue.json:1:1: ").contains("must be a JSON object");
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "\n\n  [1]\n");
    assertThat(lintWith(dir, QUEUE).get(0).message()).contains("aws-sqs-queue.json:3:3: ").contains("must be a JSON object");
  }

  /** Found by fuzzing (SchemaFuzzTest#schema): Jackson read the first value and ignored the rest. */
  @Test
  void contentAfterTheSchemasValueIsALocatedError(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\"},\n  \"properties\": {}}\n");
    assertThat(lintWith(dir, QUEUE).get(0).message()).contains("aws-sqs-queue.json:1:32: not valid JSON");
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\"}\n{\"properties\": {}}\n");
    assertThat(lintWith(dir, QUEUE).get(0).message())
        .contains("aws-sqs-queue.json:2:1: not valid JSON: more follows the schema's value");
  }

  /** Found by fuzzing (SchemaFuzzTest#schema): the file was checked to exist, the pointer only when a value reached it. */
  @Test
  void aRefIntoAnotherFileThatDoesNotResolveIsALocatedError(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\",\n"
        + " \"properties\": {\"A\": {\"$ref\": \"shared#/definitions/Nope\"}, \"B\": {\"$ref\": \"shared#/definitions/Tag\"}}}");
    Files.writeString(dir.resolve("shared.json"), "{\"definitions\": {\"Tag\": {\"type\": \"string\"}}}");
    List<Finding> findings = lintWith(dir, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      B: x\n");
    assertThat(Lint.at(findings)).containsExactly("E0002@3");
    assertThat(findings.get(0).message()).contains("aws-sqs-queue.json:2:23: ")
        .contains("$ref shared#/definitions/Nope does not resolve in shared.json");
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\",\n"
        + " \"properties\": {\"B\": {\"$ref\": \"shared#/definitions/Tag\"}}}");
    assertThat(lintWith(dir, QUEUE.replace("A: x", "B: [1]"))).extracting(Finding::ruleId).containsExactly("E3012");
  }

  @Test
  void aBrokenSectionSchemaStopsOnlyTheTemplatesThatNeedIt(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("other/outputs"));
    Files.writeString(dir.resolve("other/outputs/configuration.json"), "{\"type\": \"object\", \"minProperties\": -1}");
    Files.writeString(dir.resolve("aws-sqs-queue.json"), "{\"typeName\": \"AWS::SQS::Queue\","
        + " \"properties\": {\"DelaySeconds\": {\"type\": \"integer\", \"maximum\": 900}}}");
    TemplateLinter linter = new TemplateLinter(SchemaStore.directory(dir, "us-east-1"), LintOptions.DEFAULT);
    SourceFile two = LOADER.load("two.yaml",
        "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n    Properties:\n      DelaySeconds: 5000\n"
            + "---\nResources:\n  Q:\n    Type: AWS::SQS::Queue\nOutputs:\n  O:\n    Value: x\n");
    List<Finding> findings = linter.lint(two);
    assertThat(findings).extracting(f -> f.document() + " " + f.ruleId() + "@" + f.location().line())
        .containsExactly("0 E3034@5", "1 E0002@6"); // the second document starts at its ---
    assertThat(findings.get(1).message())
        .contains("cannot check this template: (bundled)/other/outputs/configuration.json".replace("(bundled)/", dir + "/"))
        .contains("minProperties must be a whole number");
  }

  @Test
  void aTransformGivenAsAListIsRead() {
    assertThat(lint(Lint.DEFAULT, "Transform: [AWS::LanguageExtensions]\nResources:\n  Q:\n    Type: AWS::SQS::Queue\n"))
        .isEmpty();
    List<Finding> sam = lint(Lint.DEFAULT, "Transform: [AWS::Serverless-2016-10-31]\nResources:\n  Q:\n    Type: AWS::SQS::Queue\n");
    assertThat(Lint.at(sam)).containsExactly("E0001@1");
    assertThat(sam.get(0).message()).startsWith("not checked: Cairn does not expand the SAM transform");
  }

  /** Issue 33: a long list in a message ends after a whole item and says how many more there are. */
  @Test
  void aLongListInAMessageIsNeverCutInsideAName() {
    List<Finding> findings = lint(Lint.DEFAULT, "Resources:\n  Q:\n    Type: AWS::SQS::Queue\n"
        + "  P:\n    Type: AWS::SQS::QueuePolicy\n    Properties:\n      Queues: [!GetAtt Q.Nope]\n"
        + "      PolicyDocument: {Statement: [{Effect: Allow, Principal: '*', Action: 'sqs:*', Resource: '*'}]}\n");
    assertThat(findings).hasSize(1);
    String message = findings.get(0).message();
    assertThat(message).matches("'Nope' is not one of \\['QueueUrl', 'Arn', ('[A-Za-z]+', )+\\.\\.\\. \\(\\d+ more\\)\\] in 'us-east-1'");
  }
}
