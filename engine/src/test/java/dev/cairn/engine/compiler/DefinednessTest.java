package dev.cairn.engine.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.engine.CompiledPolicy;
import dev.cairn.engine.Rego;
import dev.cairn.engine.RuleSummary;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DefinednessTest {
  private static Map<String, Boolean> alwaysDefined(String source) {
    CompiledPolicy p = Rego.policy().module("p.rego", source).compile();
    return p.rules().stream().collect(Collectors.toMap(RuleSummary::name, RuleSummary::alwaysDefined));
  }

  @Test
  void rulesWithoutConditionsAndWithValuesThatCannotFailAlwaysHaveAValue() {
    Map<String, Boolean> d =
        alwaysDefined(
            """
            package p
            import rego.v1
            of_type(t) := {n: r | some n, r in input.rs; r.type == t}
            names := [n | some n, _ in input.rs]
            limits := {"max": 3, "all": [x | some x in input.xs]}
            with_default := input.x
            default with_default := 0
            """);
    assertThat(d).containsEntry("of_type", true)
        .containsEntry("names", true)
        .containsEntry("limits", true)
        .containsEntry("with_default", true);
  }

  @Test
  void conditionsReferencesAndPatternsMayLeaveARuleUndefined() {
    Map<String, Boolean> d =
        alwaysDefined(
            """
            package p
            import rego.v1
            conditional := 1 if input.a
            reads := input.x
            pattern([a, b]) := a
            first(x) := x.first
            negated := 1 if not input.b
            """);
    assertThat(d).containsEntry("conditional", false)
        .containsEntry("reads", false)
        .containsEntry("pattern", false)
        .containsEntry("first", false)
        .containsEntry("negated", false);
  }
}
