package dev.cairn.cfnlint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.report.Finding;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CleanTemplatesTest {
  @ParameterizedTest
  @ValueSource(strings = {"clean.yaml", "clean.json"})
  void aValidTemplateHasNoFindings(String name) {
    List<Finding> findings = Lint.findings(name);
    assertThat(findings).as(Lint.describe(findings)).isEmpty();
  }
}
