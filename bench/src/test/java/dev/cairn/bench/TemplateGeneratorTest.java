package dev.cairn.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TemplateGeneratorTest {
  /** How many KMS keys have rotation off: one misconfiguration the generator makes. */
  @SuppressWarnings("unchecked")
  private static long unrotatedKeys(Map<String, Object> template) {
    return ((Map<String, Object>) template.get("Resources")).values().stream()
        .map(r -> (Map<String, Object>) r)
        .filter(r -> "AWS::KMS::Key".equals(r.get("Type")))
        .filter(r -> Boolean.FALSE.equals(((Map<String, Object>) r.get("Properties")).get("EnableKeyRotation")))
        .count();
  }

  @Test
  void oneInFourIsTheDefaultAndTheSameSeedGivesTheSameText() {
    assertThat(TemplateGenerator.yaml(200, 7)).isEqualTo(TemplateGenerator.yaml(200, 7, 4));
  }

  @Test
  void theShareOfMisconfiguredResourcesFollowsOneIn() {
    long everyOne = unrotatedKeys(TemplateGenerator.template(800, 42, 1));
    long oneInFour = unrotatedKeys(TemplateGenerator.template(800, 42, 4));
    long almostNone = unrotatedKeys(TemplateGenerator.template(800, 42, 100_000));

    assertThat(everyOne).isEqualTo(100); // every eighth resource is a key, and all are broken
    assertThat(oneInFour).isBetween(10L, 45L);
    assertThat(almostNone).isZero();
  }

  @Test
  void lessThanOneInOneIsRejected() {
    assertThatThrownBy(() -> TemplateGenerator.template(10, 42, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least one in 1");
  }
}
