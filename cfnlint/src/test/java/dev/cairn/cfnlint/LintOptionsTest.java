package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** cfn-lint's options: strict types, ignored and included checks, Metadata ignore_checks, regions. */
class LintOptionsTest {
  private static List<String> lint(LintOptions options, String template) {
    return Lint.at(new TemplateLinter(SchemaStore.bundled(), options).lint(Lint.template(template)));
  }

  @Test
  void metadataIgnoresChecksForTheTemplateAndForOneResource() {
    // E3031 (the queue name's pattern) off for the template, E3002 off for the resource "Ignored"
    assertThat(Lint.at("options.yaml")).containsExactly("E3002@23", "E3003@26");
  }

  /** The key whose value is Ref AWS::NoValue is where the missing property is reported. */
  @Test
  void aNoValueRequiredPropertyIsMissing() {
    assertThat(Lint.findings("options.yaml").get(1).message()).isEqualTo("'AssumeRolePolicyDocument' is a required property");
  }

  @Test
  void strictTypesRejectAStringForAnInteger() {
    LintOptions strict = new LintOptions(List.of("us-east-1"), List.of(), List.of(), true);
    assertThat(lint(strict, "options.yaml")).containsExactly("E3012@9", "E3002@23", "E3003@26");
  }

  @Test
  void ignoreChecksTakesPrefixes() {
    LintOptions ignore = new LintOptions(List.of("us-east-1"), List.of("E30"), List.of(), false);
    assertThat(lint(ignore, "options.yaml")).isEmpty();
    LintOptions one = new LintOptions(List.of("us-east-1"), List.of("E3003"), List.of(), false);
    assertThat(lint(one, "options.yaml")).containsExactly("E3002@23");
  }

  @Test
  void aRegionTheSchemasDoNotCoverIsAnError() {
    LintOptions west = new LintOptions(List.of("us-west-2"), List.of(), List.of(), false);
    assertThatThrownBy(() -> new TemplateLinter(SchemaStore.bundled(), west))
        .isInstanceOf(SchemaException.class)
        .hasMessageContaining("us-west-2")
        .hasMessageContaining("--schemas");
  }

  @Test
  void aMalformedTemplateIsE0000AtTheError() {
    var findings = Lint.findings("malformed.yaml");
    assertThat(findings).hasSize(1);
    assertThat(findings.get(0).ruleId()).isEqualTo("E0000");
    assertThat(findings.get(0).location().line()).isGreaterThanOrEqualTo(4);
  }
}
