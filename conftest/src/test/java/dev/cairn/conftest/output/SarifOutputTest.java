package dev.cairn.conftest.output;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SarifOutputTest {
  @Test
  void ruleIdsNameTheRuleOrFallBackToNamespaceAndKind() {
    assertThat(SarifOutput.ruleId("main", "deny", "data.main.deny")).isEqualTo("main/deny");
    assertThat(SarifOutput.ruleId("main", "deny", "data.main.deny_latest_tag")).isEqualTo("main/deny_latest_tag");
    assertThat(SarifOutput.ruleId("docker", "deny", "data.docker.security.deny_root")).isEqualTo("docker/security/deny_root");
    assertThat(SarifOutput.ruleId("main", "warn", "data.main")).isEqualTo("main/warn");
    assertThat(SarifOutput.ruleId("main", "allow", null)).isEqualTo("main/allow");
    assertThat(SarifOutput.ruleId("main", "deny", "")).isEqualTo("main/deny");
  }

  @Test
  void fileNamesArePercentEncodedUriReferences() {
    assertThat(SarifOutput.uri("config.yaml")).isEqualTo("config.yaml");
    assertThat(SarifOutput.uri("configs/service #1%.yaml")).isEqualTo("configs/service%20%231%25.yaml");
    assertThat(SarifOutput.uri("configs/caf\u00e9.yaml")).isEqualTo("configs/caf%C3%A9.yaml");
  }
}
