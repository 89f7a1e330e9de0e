package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExtensionRulesTest {

  @Test
  void aResourceKeywordIsATypeAndAPathBelowProperties() {
    ExtensionRules.Rule r = ExtensionRules.parse(
        "E3671\tResources/AWS::EC2::Instance/Properties/BlockDeviceMappings/*/Ebs\textensions/x.json\tregional,lower=Engine", 1);
    assertThat(r.type()).isEqualTo("AWS::EC2::Instance");
    assertThat(r.path()).containsExactly("BlockDeviceMappings", "*", "Ebs");
    assertThat(r.regional()).isTrue();
    assertThat(r.lower()).isEqualTo("Engine");
    assertThat(r.all()).isFalse();
  }

  @Test
  void anyOtherKeywordIsOnlyReachedThroughCfnLint() {
    ExtensionRules.Rule r = ExtensionRules.parse("W4001\tcfnParameter\tbuiltin:parameter\t-", 1);
    assertThat(r.type()).isNull();
    assertThat(ExtensionRules.ALL.named("cfnParameter")).extracting(ExtensionRules.Rule::ruleId).containsExactly("W4001");
    assertThat(ExtensionRules.ALL.forType("AWS::RDS::DBInstance")).extracting(ExtensionRules.Rule::ruleId)
        .contains("E3025", "E3062", "E3691", "W3691", "E3682", "I3013");
  }

  @Test
  void aBadLineNamesTheTableAndLine() {
    assertThatThrownBy(() -> ExtensionRules.parse("E1\tonly two", 7))
        .isInstanceOf(SchemaException.class).hasMessageContaining("extension-rules.tsv:7");
    assertThatThrownBy(() -> ExtensionRules.parse("E1\tk\tf.json\tfast", 9))
        .isInstanceOf(SchemaException.class).hasMessageContaining("unknown option fast");
  }

  @Test
  void theTableNamesIamAndBuiltinChecks() {
    List<String> files = List.copyOf(ExtensionRules.ALL.schemaFiles());
    assertThat(files).contains("other/iam/policy_identity.json", "builtin:parameter").hasSizeGreaterThan(60);
  }
}
