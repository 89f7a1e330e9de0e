package dev.cairn.compat.rego.gen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.compat.rego.CairnEvaluator;
import dev.cairn.compat.rego.RegoCase;
import dev.cairn.compat.rego.Verdict;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The generated corpus without a peer: fixed by its seed, in every syntax, and well-formed. */
class RandomCasesTest {
  @Test
  void aCaseIsFixedByItsSeedAndIndex() {
    assertThat(RandomCases.generate(1, 7, 5)).isEqualTo(RandomCases.generate(1, 7, 5));
    assertThat(RandomCases.generate(1, 7, 5).modules()).isNotEqualTo(RandomCases.generate(1, 8, 5).modules());
    assertThat(RandomCases.generate(2, 7, 5).modules()).isNotEqualTo(RandomCases.generate(1, 7, 5).modules());
  }

  @Test
  void theCorpusUsesEverySyntaxAndCairnCompilesNearlyAllOfIt() {
    CairnEvaluator cairn = new CairnEvaluator(Duration.ofSeconds(10));
    Set<String> dialects = new HashSet<>();
    int rejected = 0;
    for (int i = 0; i < 300; i++) {
      RegoCase c = RandomCases.generate(1, i, 5);
      dialects.add(c.id().substring(c.id().lastIndexOf('-') + 1));
      Verdict v = cairn.evaluate(c);
      assertThat(v instanceof Verdict.Failure f && f.codes().contains(Verdict.Failure.HARNESS))
          .as("Cairn crashed on %s: %s", c.id(), v.describe())
          .isFalse();
      if (v instanceof Verdict.Failure f && (f.codes().contains("rego_parse_error") || f.codes().contains("rego_unsafe_var_error"))) {
        rejected++;
      }
    }
    assertThat(dialects).containsExactlyInAnyOrder("v0", "v0_future_keywords", "v0_rego_v1", "v1");
    assertThat(rejected).as("modules that do not parse or are unsafe").isZero();
  }
}
