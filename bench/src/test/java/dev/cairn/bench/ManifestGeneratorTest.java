package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

class ManifestGeneratorTest {
  @Test
  void theListFormHoldsTheDocumentsOfTheMultiDocumentForm() {
    Load load = new Load(LoadSettings.builder().build());
    List<Object> documents = new ArrayList<>();
    load.loadAllFromString(ManifestGenerator.yaml(40, 7)).forEach(documents::add);
    assertThat(documents).hasSize(40);
    assertThat(load.loadFromString(ManifestGenerator.listYaml(40, 7))).isEqualTo(documents);
  }
}
