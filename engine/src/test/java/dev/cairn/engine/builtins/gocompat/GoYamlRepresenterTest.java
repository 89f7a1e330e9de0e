package dev.cairn.engine.builtins.gocompat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GoYamlRepresenterTest {
  @Test
  void yamlQuotesOnlyStringsThatReadAsOtherTypes() {
    assertThat(GoYamlRepresenter.looksTyped("1.5e3")).isTrue();
    assertThat(GoYamlRepresenter.looksTyped("2024-01-02")).isTrue();
    assertThat(GoYamlRepresenter.looksTyped("Off")).isTrue();
    assertThat(GoYamlRepresenter.looksTyped("__")).isFalse();
    assertThat(GoYamlRepresenter.looksTyped("-")).isFalse();
    assertThat(GoYamlRepresenter.looksTyped("v1.2")).isFalse();
  }
}
